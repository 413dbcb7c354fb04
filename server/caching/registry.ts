import type { Db } from '../db/client';
import type { ReadCache } from './read-cache';

// The read cache belongs to the database handle it caches: every app built on one handle (tests
// build several) shares its cache, and it closes when the last one lets go. The site's loaders
// reach it through the load context (server/web-services.ts), so this map exists once.
interface Holding {
  opening: Promise<ReadCache>;
  /** Set once open: until then reads go straight to the database. */
  cache?: ReadCache;
  holders: number;
}
const holdings = new WeakMap<Db, Holding>();

/** The cache of this handle, or undefined (a transaction, a script's own connection). */
export function readCacheOf(db: Db): ReadCache | undefined {
  return holdings.get(db)?.cache;
}

/** Takes a hold on the handle's cache, opening it for the first holder. */
export function holdReadCache(db: Db, open: () => Promise<ReadCache>): Promise<ReadCache> {
  let held = holdings.get(db);
  if (!held) {
    const holding: Holding = { opening: open(), holders: 0 };
    holding.opening.then(
      (cache) => {
        holding.cache = cache;
      },
      () => {
        if (holdings.get(db) === holding) holdings.delete(db);
      },
    );
    holdings.set(db, holding);
    held = holding;
  }
  held.holders++;
  return held.opening;
}

/** Lets go of the handle's cache; the last holder closes it. */
export async function releaseReadCache(db: Db): Promise<void> {
  const held = holdings.get(db);
  if (!held || --held.holders > 0) return;
  holdings.delete(db);
  await (await held.opening).close();
}
