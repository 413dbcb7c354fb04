/**
 * A promise a test settles by hand: `await x.promise` waits until `x.resolve()` is called, to hold
 * a worker at one step (a gate) or to learn that it got there.
 */
export function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
