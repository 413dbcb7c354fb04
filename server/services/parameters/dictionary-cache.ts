import { asc } from 'drizzle-orm';
import type { QuantityKind } from '#common/quantity-kinds';
import { readCacheOf } from '../../caching/registry';
import type { Db } from '../../db/client';
import { parameters } from '../../db/schema';

// The parameter dictionary as the public reads need it (docs/product.md §17): every filter, facet
// and display value looks parameters up by key or id. It is small (tens of rows) and changes only
// through the admin API, whose every write empties the read cache (decision 011) and so bumps its
// generation: the copy kept here is read again when the generation moved. Without a live read
// cache (a transaction, a script, invalidations that may not arrive) it is read every time.

export interface DictEntry {
  id: number;
  key: string;
  name: string;
  aliases: string[];
  kind: QuantityKind;
  metricUnit: string | null;
  imperialUnit: string | null;
  decimals: number;
  better: 'higher' | 'lower' | null;
  categories: string[];
  filterable: boolean;
  position: number;
}

export interface Dictionary {
  entries: DictEntry[];
  byKey: Map<string, DictEntry>;
  byId: Map<number, DictEntry>;
}

/** What every reader of the dictionary selects of a parameter. */
export const dictionaryColumns = {
  id: parameters.id,
  key: parameters.key,
  name: parameters.name,
  aliases: parameters.aliases,
  kind: parameters.kind,
  metricUnit: parameters.metricUnit,
  imperialUnit: parameters.imperialUnit,
  decimals: parameters.decimals,
  better: parameters.better,
  categories: parameters.categories,
  filterable: parameters.filterable,
  position: parameters.position,
};

const kept = new WeakMap<Db, { generation: number; dictionary: Promise<Dictionary> }>();

async function read(db: Db): Promise<Dictionary> {
  const rows = await db
    .select(dictionaryColumns)
    .from(parameters)
    .orderBy(asc(parameters.position), asc(parameters.name), asc(parameters.id));
  const entries = rows.map((r) => ({ ...r, aliases: r.aliases ?? [], categories: r.categories ?? [] }));
  return {
    entries,
    byKey: new Map(entries.map((e) => [e.key, e])),
    byId: new Map(entries.map((e) => [e.id, e])),
  };
}

export function publicDictionary(db: Db): Promise<Dictionary> {
  const cache = readCacheOf(db);
  if (!cache?.live) return read(db);
  const held = kept.get(db);
  if (held && held.generation === cache.generation) return held.dictionary;
  const generation = cache.generation;
  const dictionary = read(db);
  kept.set(db, { generation, dictionary });
  // A failed read is not kept.
  dictionary.catch(() => {
    if (kept.get(db)?.dictionary === dictionary) kept.delete(db);
  });
  return dictionary;
}

/** The display unit of a parameter in a unit system (null: a plain number). */
export const displayUnit = (p: DictEntry, units: 'metric' | 'imperial') =>
  units === 'imperial' ? (p.imperialUnit ?? p.metricUnit) : p.metricUnit;
