import { LRUCache } from 'lru-cache';
import { readCacheOf } from '../../caching/registry';
import type { Db } from '../../db/client';

// Generated sheets kept by what they show (docs/product.md §22, decision 027): an entry belongs to
// the read cache's generation it was made in, so any admin save on any instance (which moves the
// generation, caching/after-admin-write.ts) makes every sheet be drawn afresh on its next request.
// While the read cache is not live (invalidations might not arrive) nothing is kept.

export interface Sheet {
  pdf: Buffer;
  filename: string;
  /** The machines it shows, for the interest figures (docs/product.md §20). */
  variantIds: number[];
}

interface Entry {
  sheet: Sheet;
  generation: number;
}

/** 32 MB of sheets per database handle: a few hundred typical machines. */
const MAX_BYTES = 32 * 1024 * 1024;

const caches = new WeakMap<Db, LRUCache<string, Entry>>();
const running = new WeakMap<Db, Map<string, Promise<Sheet | null>>>();

function entriesOf(db: Db) {
  let entries = caches.get(db);
  if (!entries) {
    entries = new LRUCache<string, Entry>({
      maxSize: MAX_BYTES,
      sizeCalculation: (e) => Math.max(1, e.sheet.pdf.length),
    });
    caches.set(db, entries);
  }
  return entries;
}

/** The kept sheet for `key`, if one was made since the last admin write. Never draws one. */
export function peekSheet(db: Db, key: string): Sheet | null {
  const cache = readCacheOf(db);
  if (!cache?.keepsAnswers) return null;
  const entry = entriesOf(db).get(key);
  return entry && entry.generation === cache.generation ? entry.sheet : null;
}

/** The sheet for `key`: kept, being drawn already (joined), or drawn now by `make` (null: no such sheet). */
export function cachedSheet(db: Db, key: string, make: () => Promise<Sheet | null>): Promise<Sheet | null> {
  const kept = peekSheet(db, key);
  if (kept) return Promise.resolve(kept);
  const cache = readCacheOf(db);
  if (!cache?.keepsAnswers) return make();
  let inflight = running.get(db);
  if (!inflight) {
    inflight = new Map();
    running.set(db, inflight);
  }
  const generation = cache.generation;
  const joined = inflight.get(`${generation} ${key}`);
  if (joined) return joined;
  const promise = make()
    .then((sheet) => {
      if (sheet && cache.keepsAnswers && cache.generation === generation)
        entriesOf(db).set(key, { sheet, generation });
      return sheet;
    })
    .finally(() => inflight.delete(`${generation} ${key}`));
  inflight.set(`${generation} ${key}`, promise);
  return promise;
}
