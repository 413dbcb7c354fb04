import { setImmediate as nextTurn } from 'node:timers/promises';

// Work that takes turns with the event loop (decision 032). Node (libuv 1.45 and later) accepts
// one new connection per turn of the loop, and a turn lasts as long as the work started in it:
// a turn that ran every request read in it, or every statement the embedded database was asked
// for, left each new connection waiting for a whole batch's work. Work that waits here starts
// one item per turn, first come first served, and the loop accepts, reads and writes between.

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

/**
 * For long work on the one thread (a catalogue import's transaction and rows): the returned pause
 * lets the loop turn when `ms` have passed since it last did, so requests are read and answered
 * between (on PGlite from the read copy, server/db/read-copy.ts).
 */
export function pausingEvery(ms: number): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < ms) return;
    await nextTurn();
    since = performance.now();
  };
}
