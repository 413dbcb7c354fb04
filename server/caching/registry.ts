import type { Db } from '../db/client';
import type { ReadCache } from './read-cache';

// The read cache travels on the database handle it caches. The site's loaders and the API are
// bundled separately (build/web and build/server), so a module-level map would exist twice; the
// handle is the one object both receive, and Symbol.for names the same key in both bundles.
// Several apps on one handle (tests) share its cache: it closes when the last one lets go.
const READ_CACHE = Symbol.for('ironsite.read-cache');

interface Holding {
  opening: Promise<ReadCache>;
  /** Set once open: until then reads go straight to the database. */
  cache?: ReadCache;
  holders: number;
}
type WithReadCache = { [READ_CACHE]?: Holding };

/** The cache of this handle, or undefined (a transaction, a script's own connection). */
export function readCacheOf(db: Db): ReadCache | undefined {
  return (db as WithReadCache)[READ_CACHE]?.cache;
}

/** Takes a hold on the handle's cache, opening it for the first holder. */
export function holdReadCache(db: Db, open: () => Promise<ReadCache>): Promise<ReadCache> {
  const target = db as WithReadCache;
  let held = target[READ_CACHE];
  if (!held) {
    const holding: Holding = { opening: open(), holders: 0 };
    holding.opening.then(
      (cache) => {
        holding.cache = cache;
      },
      () => {
        if (target[READ_CACHE] === holding) delete target[READ_CACHE];
      },
    );
    Object.defineProperty(target, READ_CACHE, { value: holding, configurable: true, writable: true });
    held = holding;
  }
  held.holders++;
  return held.opening;
}

/** Lets go of the handle's cache; the last holder closes it. */
export async function releaseReadCache(db: Db): Promise<void> {
  const target = db as WithReadCache;
  const held = target[READ_CACHE];
  if (!held || --held.holders > 0) return;
  delete target[READ_CACHE];
  await (await held.opening).close();
}
