/**
 * How one instance's write reaches the read caches of the others (decision 011). The cache calls
 * publish() after forgetting its own entries; the bus calls the onInvalidate listeners when
 * another instance wrote, or when it may have missed such a message (after a reconnect).
 */
export interface InvalidationBus {
  /** True while messages from the other instances are known to arrive; otherwise the cache steps aside. */
  live(): boolean;
  publish(): Promise<void>;
  onInvalidate(listener: () => void): void;
  close(): Promise<void>;
}

/** Where a bus reports its outages and recoveries. */
export interface BusLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Sends this instance's invalidation to the others. A failure is logged, never thrown: the write
 * itself succeeded, and the other instances catch up within the TTL (or are not live meanwhile).
 */
export async function announce(send: () => Promise<unknown>, log: BusLog): Promise<void> {
  try {
    await send();
  } catch (err) {
    log.warn({ err }, 'could not announce a cache invalidation to the other instances');
  }
}

/** One process holds the database (embedded PGlite): there is nobody else to tell. */
export function localBus(): InvalidationBus {
  return {
    live: () => true,
    publish: async () => {},
    onInvalidate: () => {},
    close: async () => {},
  };
}
