import type { PGlite } from '@electric-sql/pglite';

import { turnTaker } from '../lib/turns';

// The embedded database runs each statement on the one Node thread, and a statement's promise
// settles in microtasks: the statements asked for in one turn of the event loop would run back
// to back before the loop turns again (a turn of 50 requests' statements lasted ~200 ms). Here
// each top-level statement waits for a turn of its own (server/lib/turns.ts, decision 032). The
// database ran them one at a time already, so nothing waits longer in all.

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
  client.transaction = (async (...args: Parameters<typeof transaction>) => {
    await turn();
    return transaction(...args);
  }) as typeof client.transaction;
  return client;
}
