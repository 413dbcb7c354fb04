// How many sheets one address may have drawn afresh per minute (docs/product.md §22). A drawing
// costs this instance's CPU, not a shared resource, so the count is this process's own, in memory
// (never Redis, unlike the global limit of plugins/rate-limit.ts). Kept sheets never count: the
// caller asks only before a fresh drawing.

const WINDOW_MS = 60_000;
/** Addresses remembered at once; past this, windows already over are swept. */
const SWEEP_AT = 10_000;

export interface DrawLimit {
  /** Counts one drawing for `address`: 0 when allowed, else the seconds until its window ends. */
  take(address: string, now?: number): number;
}

export function createDrawLimit(perMinute: number): DrawLimit {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    take(address, now = Date.now()) {
      let window = windows.get(address);
      if (!window || window.endsAt <= now) {
        if (windows.size >= SWEEP_AT) {
          for (const [key, w] of windows) if (w.endsAt <= now) windows.delete(key);
        }
        window = { count: 0, endsAt: now + WINDOW_MS };
        windows.set(address, window);
      }
      if (window.count >= perMinute) return Math.max(1, Math.ceil((window.endsAt - now) / 1000));
      window.count += 1;
      return 0;
    },
  };
}
