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

/** A sheet whose data is read and checked, only its drawing still to do. */
export type Drawing = () => Promise<Sheet>;

function runningOf(db: Db) {
  let inflight = running.get(db);
  if (!inflight) {
    inflight = new Map();
    running.set(db, inflight);
  }
  return inflight;
}

/**
 * The sheet for `key`: kept, being drawn already (joined), or read by `prepare` (null: no such
 * sheet) and drawn now. Only that last case costs a drawing, so only it asks `admit`, which throws
 * to refuse it: a kept or joined sheet is free, and a refusal reaches no one else's request.
 */
export async function cachedSheet(
  db: Db,
  key: string,
  prepare: () => Promise<Drawing | null>,
  admit: () => void = () => {},
): Promise<Sheet | null> {
  const kept = peekSheet(db, key);
  if (kept) return kept;
  const cache = readCacheOf(db);
  if (!cache?.keepsAnswers) {
    const drawing = await prepare();
    if (!drawing) return null;
    admit();
    return drawing();
  }
  const generation = cache.generation;
  const inflight = runningOf(db);
  const id = `${generation} ${key}`;
  const joined = inflight.get(id);
  if (joined) return joined;
  const drawing = await prepare();
  if (!drawing) return null;
  // Another request may have drawn it, or started to, while this one read the data.
  const keptNow = peekSheet(db, key);
  if (keptNow) return keptNow;
  const joinedNow = inflight.get(id);
  if (joinedNow) return joinedNow;
  admit();
  const promise = drawing()
    .then((sheet) => {
      if (cache.keepsAnswers && cache.generation === generation)
        entriesOf(db).set(key, { sheet, generation });
      return sheet;
    })
    .finally(() => inflight.delete(id));
  inflight.set(id, promise);
  return promise;
}
