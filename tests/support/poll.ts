import { vi } from 'vitest';

/**
 * Reads until `done` holds or `within` ms have passed, and answers the last read either way, so
 * the caller's own assertion says what was seen. Tests wait for a condition like this, never for
 * a fixed time: a fast machine goes on at once, a slow one gets the whole allowance.
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  within: number,
  every = 20,
): Promise<T> {
  let last!: T;
  await vi
    .waitFor(
      async () => {
        last = await read();
        if (!done(last)) throw new Error('not yet');
      },
      { timeout: within, interval: every },
    )
    .catch(() => undefined);
  return last;
}

/** readUntil the read answers `value` (compared with ===), within `within` ms. */
export const readUntilIs = <T>(read: () => Promise<T>, value: T, within = 5_000) =>
  readUntil(read, (v) => v === value, within);
