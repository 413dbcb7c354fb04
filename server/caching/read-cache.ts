import { LRUCache } from 'lru-cache';
import { type InvalidationBus, localBus } from './invalidation-bus';

// The in-process cache of public reads (decision 011). Entries live until the next admin write on
// any instance (the "global refresh" of docs/product.md §4), with a TTL only as a safety net for writes that
// bypass the admin API (SQL by hand, a seed run against a live PostgreSQL).

export interface ReadCacheOptions {
  /** Most entries kept (least recently used go first). */
  maxEntries?: number;
  /** Most rows kept over all entries, so a few 1,000-row pages cannot crowd out memory. */
  maxRows?: number;
  ttlMs?: number;
  bus?: InvalidationBus;
  /** Clock for the TTL (tests). */
  now?: () => number;
  /**
   * False: keep nothing, every read goes to the database, while the generation and liveness still
   * tell kept indexes (the parameter dictionary) when they are out of date. The bench's
   * uncached phase measures this way.
   */
  keep?: boolean;
}

export interface ReadCacheStats {
  /** Served from memory, or by joining a read already running for the same key. */
  hits: number;
  /** Read from the database and kept. */
  misses: number;
  /** Read from the database without the cache, because invalidations might not arrive. */
  bypassed: number;
}

interface Entry {
  value: unknown;
}

const READ_CACHE_DEFAULTS = { maxEntries: 2_000, maxRows: 50_000, ttlMs: 60_000 } as const;

export class ReadCache {
  readonly stats: ReadCacheStats = { hits: 0, misses: 0, bypassed: 0 };
  readonly #entries: LRUCache<string, Entry>;
  readonly #inflight = new Map<string, Promise<unknown>>();
  readonly #bus: InvalidationBus;
  readonly #keep: boolean;
  // Bumped by every invalidation: a read that started before it must not store what it read.
  #generation = 0;

  constructor(options: ReadCacheOptions = {}) {
    const { maxEntries, maxRows, ttlMs } = { ...READ_CACHE_DEFAULTS, ...options };
    this.#entries = new LRUCache<string, Entry>({
      max: maxEntries,
      maxSize: maxRows,
      sizeCalculation: (entry) => rowsOf(entry.value),
      ttl: ttlMs,
      ttlResolution: 0, // read the clock on every check (cheap), never a remembered time
      perf: options.now ? { now: options.now } : undefined,
    });
    this.#bus = options.bus ?? localBus();
    this.#keep = options.keep ?? true;
    this.#bus.onInvalidate(() => this.#forget());
  }

  get generation() {
    return this.#generation;
  }

  /** False while invalidations from other instances might not arrive: nothing may be kept then. */
  get live() {
    return this.#bus.live();
  }

  /** Whether answers (reads, responses, sheets) may be kept: live, and not told to keep nothing. */
  get keepsAnswers() {
    return this.#keep && this.#bus.live();
  }

  /**
   * The value for `key`: from memory, from a read of the same key already running (one database
   * read however many requests miss at once), or from `load`. Values are frozen: they are shared
   * by every later request.
   */
  wrap<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.#keep || !this.#bus.live()) {
      this.stats.bypassed++;
      return load();
    }
    const entry = this.#entries.get(key);
    if (entry) {
      this.stats.hits++;
      return Promise.resolve(entry.value as T);
    }
    const running = this.#inflight.get(key);
    if (running) {
      this.stats.hits++;
      return running as Promise<T>;
    }
    this.stats.misses++;
    const generation = this.#generation;
    const promise = load()
      .then((value) => {
        if (generation === this.#generation && this.#bus.live()) {
          this.#entries.set(key, { value: deepFreeze(value) });
        }
        return value;
      })
      .finally(() => {
        if (this.#inflight.get(key) === promise) this.#inflight.delete(key);
      });
    this.#inflight.set(key, promise);
    return promise;
  }

  /** After a write: forget everything here, then tell the other instances. */
  async invalidate(): Promise<void> {
    this.#forget();
    await this.#bus.publish();
  }

  close(): Promise<void> {
    this.#forget();
    return this.#bus.close();
  }

  #forget() {
    this.#generation++;
    this.#entries.clear();
    // Later callers must not join reads that began before the write.
    this.#inflight.clear();
  }
}

/** Size of a value in rows: list pages count their rows, anything else counts one. */
function rowsOf(value: unknown): number {
  if (Array.isArray(value)) return value.length + 1;
  const data = (value as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.length + 1 : 1;
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  // Only plain data: typed arrays cannot be frozen, class instances are not ours to freeze.
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
