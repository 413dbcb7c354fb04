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

/** One process holds the database (embedded PGlite): there is nobody else to tell. */
export function localBus(): InvalidationBus {
  return {
    live: () => true,
    publish: async () => {},
    onInvalidate: () => {},
    close: async () => {},
  };
}
