import type { PGlite } from '@electric-sql/pglite';

// The embedded database runs each statement on the one Node thread, and a statement's promise
// settles in microtasks: a batch of requests read in one turn of the event loop would otherwise
// run all their statements back to back before the loop turns again. Node (libuv since 1.45)
// accepts one new connection per turn, so under load a turn of 50 requests' statements (~200 ms)
// left each new visitor's connection waiting for the turns of every connection before it —
// seconds at the start of a burst (decision 032). Here each top-level statement waits for a turn
// of its own: one starts per turn of the loop, and between two of them the loop accepts, reads
// and writes. The database ran them one at a time already, so nothing waits longer in all.

/** Resolves in a later turn of the event loop than every earlier call's. */
export function turnTaker(): () => Promise<void> {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const next = () => {
    const go = waiting.shift();
    // Scheduled from inside the check phase, the next immediate runs in the next turn.
    scheduled = waiting.length > 0;
    if (scheduled) setImmediate(next);
    go?.();
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) {
        scheduled = true;
        setImmediate(next);
      }
    });
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
  client.transaction = (async (...args: Parameters<typeof transaction>) => {
    await turn();
    return transaction(...args);
  }) as typeof client.transaction;
  return client;
}
