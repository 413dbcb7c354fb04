import { performance } from 'node:perf_hooks';

// Whether the main thread has room for work nobody is waiting for (decision 075). Event-loop
// utilisation is the share of the time the loop was running code rather than waiting for I/O;
// it is read over windows of at least `windowMs`, so the check itself costs nothing per request.

type Utilization = ReturnType<typeof performance.eventLoopUtilization>;

export interface SpareCapacityOptions {
  /** Above this share of busy time the loop has no room to spare. */
  busyAbove?: number;
  windowMs?: number;
  /** For tests: the clock and the loop's cumulative utilisation. */
  now?: () => number;
  utilization?: (since?: Utilization) => Utilization;
}

/** A check that says whether the last window (at least `windowMs` long) left room to spare. */
export function spareCapacity({
  busyAbove = 0.5,
  windowMs = 1_000,
  now = () => performance.now(),
  utilization = (since) => performance.eventLoopUtilization(since),
}: SpareCapacityOptions = {}): () => boolean {
  let at = now();
  let start = utilization();
  let spare = true;
  return () => {
    const t = now();
    if (t - at >= windowMs) {
      const current = utilization();
      spare = utilization(start).utilization <= busyAbove;
      // utilization(start) is current - start: the window just closed.
      at = t;
      start = current;
    }
    return spare;
  };
}
