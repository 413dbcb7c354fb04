import type { PGlite, Transaction } from '@electric-sql/pglite';

import { pausingEvery, turnTaker } from '../lib/turns';

// The embedded database runs each statement on the one Node thread, and a statement's promise
// settles in microtasks: the statements asked for in one turn of the event loop would run back
// to back before the loop turns again (a turn of 50 requests' statements lasted ~200 ms). Here
// each top-level statement waits for a turn of its own (server/lib/turns.ts, decision 032). The
// database ran them one at a time already, so nothing waits longer in all.
//
// A long transaction (a catalogue import's) lets the loop turn between its statements every
// TRANSACTION_TURN_MS: the read copy that answers public reads meanwhile (read-copy.ts) runs on
// this thread too, and the loop still accepts and answers between.

export const TRANSACTION_TURN_MS = 5;

function turningEvery(tx: Transaction, ms: number): Transaction {
  const pause = pausingEvery(ms);
  const query = tx.query.bind(tx);
  const exec = tx.exec.bind(tx);
  tx.query = (async (...args: Parameters<typeof query>) => {
    await pause();
    return query(...args);
  }) as typeof tx.query;
  tx.exec = async (...args: Parameters<typeof exec>) => {
    await pause();
    return exec(...args);
  };
  return tx;
}

/** The client with its statements and transactions started one per turn of the event loop. */
export function takeTurns(client: PGlite): PGlite {
  const turn = turnTaker();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  // Instance properties over the prototype's methods: PGlite's own `sql` calls `this.query`;
  // statements inside a transaction go through the transaction's handle, which is not held back.
  client.query = (async (...args: Parameters<typeof query>) => {
    await turn();
    return query(...args);
  }) as typeof client.query;
  client.exec = async (...args: Parameters<typeof exec>) => {
    await turn();
    return exec(...args);
  };
  client.transaction = (async <T>(callback: (tx: Transaction) => Promise<T>) => {
    await turn();
    return transaction((tx) => callback(turningEvery(tx, TRANSACTION_TURN_MS)));
  }) as typeof client.transaction;
  return client;
}
