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

/** `target`'s statements (query and exec), each started once `wait` has settled. */
function waitingFor<Target extends Pick<Transaction, 'query' | 'exec'>>(
  target: Target,
  wait: () => Promise<void>,
): Target {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = (async (...args: Parameters<typeof query>) => {
    await wait();
    return query(...args);
  }) as typeof target.query;
  target.exec = async (...args: Parameters<typeof exec>) => {
    await wait();
    return exec(...args);
  };
  return target;
}

/** The client with its statements and transactions started one per turn of the event loop. */
export function takeTurns(client: PGlite): PGlite {
  const turn = turnTaker();
  const transaction = client.transaction.bind(client);
  // Instance properties over the prototype's methods: PGlite's own `sql` calls `this.query`;
  // statements inside a transaction go through the transaction's handle, which is not held back.
  waitingFor(client, turn);
  client.transaction = (async <T>(callback: (tx: Transaction) => Promise<T>) => {
    await turn();
    return transaction((tx) => callback(waitingFor(tx, pausingEvery(TRANSACTION_TURN_MS))));
  }) as typeof client.transaction;
  return client;
}
