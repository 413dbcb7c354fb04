import { afterEach, beforeEach } from 'vitest';

// The browser's idle callbacks (requestIdleCallback), held until the test says the page is idle:
// what a page draws or hydrates in idle time is then seen before and after.

/**
 * Replaces requestIdleCallback for each test of the file that calls it; `runIdle()` runs what is
 * waiting, `idle` is the list of callbacks waiting.
 */
export function holdIdleCallbacks() {
  const idle: (() => void)[] = [];
  const runIdle = () => {
    for (const run of idle.splice(0)) run();
  };
  const original = window.requestIdleCallback;
  beforeEach(() => {
    idle.length = 0;
    window.requestIdleCallback = ((callback: () => void) =>
      idle.push(callback)) as typeof requestIdleCallback;
  });
  afterEach(() => {
    window.requestIdleCallback = original;
  });
  return { idle, runIdle };
}
