import { sql } from 'drizzle-orm';
import { readCacheOf } from '../../caching/registry';
import type { Db } from '../../db/client';

// The listed catalogue's specifications held in memory as columns (decision 031): what the spec
// filters and their facets read, at 100 000 variants about 25 MB of typed arrays. It is read once
// per catalogue generation (the read cache's: every admin write on any instance moves it) and
// used only while it belongs to the current generation; until a fresh one is read, the SQL of
// decision 022 answers. Nothing here is an answer kept for a query: every request still filters
// and counts, the way a database index is kept but the query still runs.

/** One parameter's numeric values: a row per value, ordered by slot (a variant's rows adjoin). */
export interface NumericColumn {
  slots: Int32Array;
  lo: Float64Array;
  hi: Float64Array;
}

/** One parameter's text values, in the database's order of the published texts. */
export interface TextColumn {
  /** The published texts (min() and the order of ties are the database's). */
  values: string[];
  /** Per value: its lower-case form's index in `groups` (lower() as the database applies it). */
  groupOf: Int32Array;
  groups: string[];
  /** Per value: the slots of the variants that have it, ascending. */
  slots: Int32Array[];
}

export interface SpecSnapshot {
  generation: number;
  /**
   * Slot → variant id; only listed variants have a slot. Slots run by category name, category
   * and variant id, so a category's variants are one run of slots and its rows one run of each
   * column: a filter by category reads its run alone.
   */
  variantIds: Int32Array;
  brand: Int32Array;
  category: Int32Array;
  product: Int32Array;
  /** NaN: no price. */
  price: Float64Array;
  /** Place in the listing's default order (natural name, then id; from 1), as the database sorts it. */
  nameRank: Int32Array;
  /** Rank - 1 → variant id: the listed variants in the default order. */
  idsByName: Int32Array;
  /** Category id → its first slot and one past its last (equal where it has none). */
  categoryStart: Int32Array;
  categoryEnd: Int32Array;
  /** Every slot, ascending: the candidates of a query no filter narrows. */
  allSlots: Int32Array;
  numeric: Map<number, NumericColumn>;
  text: Map<number, TextColumn>;
  /** Per parameter: the slots of its rows with neither a number nor a text (unreadable values). */
  other: Map<number, Int32Array>;
  brands: Named;
  categories: Named;
  products: Named;
}

/** A table's names: how the listing's filters find ids by them, and how the facets count by them. */
export interface Named {
  /** Every id of the table. */
  ids: Set<number>;
  /** lower(name), as the database lowers it → ids. */
  byLowered: Map<string, number[]>;
  /** id → lower(name). */
  lowered: Map<number, string>;
  /** id → index in `names` (-1: none); names in the database's order, equal names counted as one. */
  group: Int32Array;
  names: string[];
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A comma-separated list the database wrote (string_agg) as numbers; null for no number. */
const numbers = (list: string | null): number[] => (list ? JSON.parse(`[${list}]`) : []);

interface NameRow {
  id: number;
  name: string;
  lowered: string;
}

/** Rows ordered by name: equal names share a group (categories of two brands may share one). */
function named(rows: NameRow[]): Named {
  const maxId = rows.reduce((max, r) => Math.max(max, Number(r.id)), 0);
  const result: Named = {
    ids: new Set(),
    byLowered: new Map(),
    lowered: new Map(),
    group: new Int32Array(maxId + 1).fill(-1),
    names: [],
  };
  for (const r of rows) {
    const id = Number(r.id);
    result.ids.add(id);
    result.lowered.set(id, r.lowered);
    const same = result.byLowered.get(r.lowered);
    if (same) same.push(id);
    else result.byLowered.set(r.lowered, [id]);
    if (result.names[result.names.length - 1] !== r.name) result.names.push(r.name);
    result.group[id] = result.names.length - 1;
  }
  return result;
}

/** Rows (slot per row) reordered by slot, a slot's rows in their first order. */
function bySlot(slots: number[]): Int32Array {
  // slot × 2^21 + row: exact in a double (slots < 2^31, rows < 2^21), and a numeric sort is native.
  const keys = Float64Array.from(slots, (slot, row) => slot * 2_097_152 + row);
  keys.sort();
  return Int32Array.from(keys, (k) => k % 2_097_152);
}

async function read(db: Db, generation: number): Promise<SpecSnapshot> {
  // Numbers travel as text joined by commas and are read with JSON.parse: a million of them in a
  // few statements, where a row each would cost the driver a million objects. float8's text is
  // the shortest that reads back to the same double (PostgreSQL 12 and later).
  const [listing] = await rowsOf<
    Record<'ids' | 'brands' | 'categories' | 'products' | 'prices' | 'ranks', string | null>
  >(
    db,
    sql`select string_agg(variant_id::text, ',' order by variant_id) as ids,
        string_agg(brand_id::text, ',' order by variant_id) as brands,
        string_agg(category_id::text, ',' order by variant_id) as categories,
        string_agg(product_id::text, ',' order by variant_id) as products,
        string_agg(coalesce(price::text, 'null'), ',' order by variant_id) as prices,
        string_agg(rank::text, ',' order by variant_id) as ranks
      from (select *, row_number() over (order by name, variant_id) as rank
        from variant_listing where listed) listed`,
  );
  const [numericIds, textRows, otherRows, brandRows, categoryRows, productRows] = await Promise.all([
    rowsOf<{ pid: number }>(
      db,
      sql`select distinct parameter_id as pid from variant_specs
        where listed and si_min is not null and parameter_id is not null`,
    ),
    rowsOf<{ pid: number; value: string; lowered: string; ids: string }>(
      db,
      sql`select parameter_id as pid, text_value as value, lower(text_value) as lowered,
          string_agg(variant_id::text, ',' order by variant_id) as ids
        from variant_specs where listed and text_value is not null and parameter_id is not null
        group by parameter_id, text_value order by parameter_id, text_value`,
    ),
    // A row holds a number or a text (spec-index.ts); the rest (unreadable, unit mismatch) still
    // names its parameter, and the facets' "most used" counts it.
    rowsOf<{ pid: number; ids: string }>(
      db,
      sql`select parameter_id as pid, string_agg(variant_id::text, ',' order by variant_id) as ids
        from variant_specs where listed and parameter_id is not null and si_min is null
          and text_value is null
        group by parameter_id`,
    ),
    rowsOf<NameRow>(db, sql`select id, name, lower(name) as lowered from brands order by name, id`),
    rowsOf<NameRow>(db, sql`select id, name, lower(name) as lowered from categories order by name, id`),
    rowsOf<NameRow>(db, sql`select id, name, lower(name) as lowered from products order by name, id`),
  ]);
  const categories = named(categoryRows);
  const ids = numbers(listing?.ids ?? null);
  const categoryOf = numbers(listing?.categories ?? null);
  const groupOf = (i: number) => categories.group[categoryOf[i]] ?? -1;
  // Slots by category name, category id, variant id (the listing's rows come by variant id).
  const order = Int32Array.from(ids.keys()).sort(
    (a, b) => groupOf(a) - groupOf(b) || categoryOf[a] - categoryOf[b] || a - b,
  );
  const variantIds = Int32Array.from(order, (i) => ids[i]);
  // Only while reading: the columns come by variant id and are kept by slot.
  const slotOf = new Map<number, number>();
  for (let slot = 0; slot < variantIds.length; slot++) slotOf.set(variantIds[slot], slot);
  const prices = numbers(listing?.prices ?? null);
  const price = Float64Array.from(order, (i) => (prices[i] === null ? Number.NaN : prices[i]));
  const inOrder = (values: number[]) => Int32Array.from(order, (i) => values[i]);
  const category = inOrder(categoryOf);
  const nameRank = inOrder(numbers(listing?.ranks ?? null));
  const idsByName = new Int32Array(variantIds.length);
  nameRank.forEach((rank, slot) => {
    idsByName[rank - 1] = variantIds[slot];
  });
  const categoryStart = new Int32Array(categories.group.length);
  const categoryEnd = new Int32Array(categories.group.length);
  for (let slot = category.length - 1; slot >= 0; slot--) categoryStart[category[slot]] = slot;
  for (let slot = 0; slot < category.length; slot++) categoryEnd[category[slot]] = slot + 1;

  /** The slots of variant ids, ascending (unlisted ids have none). */
  const slotsOf = (ids: number[]) => {
    const out: number[] = [];
    for (const id of ids) {
      const slot = slotOf.get(id);
      if (slot !== undefined) out.push(slot);
    }
    return Int32Array.from(out).sort();
  };

  // One parameter at a time: what is in flight stays a few MB (at 100k, ~80,000 values), and on
  // the embedded database other requests run between the statements.
  const numeric = new Map<number, NumericColumn>();
  for (const { pid } of numericIds) {
    const [r] = await rowsOf<{ ids: string; lo: string; hi: string }>(
      db,
      sql`select string_agg(variant_id::text, ',' order by variant_id, position) as ids,
          string_agg(si_min::text, ',' order by variant_id, position) as lo,
          string_agg(si_hi::text, ',' order by variant_id, position) as hi
        from variant_specs where parameter_id = ${Number(pid)} and listed and si_min is not null`,
    );
    const rowIds = numbers(r.ids);
    const lo = numbers(r.lo);
    const hi = numbers(r.hi);
    const keep: number[] = [];
    const keptSlots: number[] = [];
    rowIds.forEach((id, i) => {
      const slot = slotOf.get(id);
      if (slot === undefined) return;
      keep.push(i);
      keptSlots.push(slot);
    });
    const rows = bySlot(keptSlots);
    numeric.set(Number(pid), {
      slots: Int32Array.from(rows, (k) => keptSlots[k]),
      lo: Float64Array.from(rows, (k) => lo[keep[k]]),
      hi: Float64Array.from(rows, (k) => hi[keep[k]]),
    });
  }

  const text = new Map<number, TextColumn>();
  const groupsOf = new Map<number, number[]>();
  for (const r of textRows) {
    const pid = Number(r.pid);
    let column = text.get(pid);
    if (!column) {
      column = { values: [], groupOf: new Int32Array(0), groups: [], slots: [] };
      text.set(pid, column);
      groupsOf.set(pid, []);
    }
    column.values.push(r.value);
    column.slots.push(slotsOf(numbers(r.ids)));
    let group = column.groups.indexOf(r.lowered);
    if (group < 0) group = column.groups.push(r.lowered) - 1;
    groupsOf.get(pid)?.push(group);
  }
  for (const [pid, column] of text) column.groupOf = Int32Array.from(groupsOf.get(pid) ?? []);

  const other = new Map<number, Int32Array>();
  for (const r of otherRows) other.set(Number(r.pid), slotsOf(numbers(r.ids)));

  const brands = named(brandRows);
  const products = named(productRows);

  return {
    generation,
    variantIds,
    brand: inOrder(numbers(listing?.brands ?? null)),
    category,
    product: inOrder(numbers(listing?.products ?? null)),
    nameRank,
    idsByName,
    price,
    categoryStart,
    categoryEnd,
    allSlots: Int32Array.from(variantIds.keys()),
    numeric,
    text,
    other,
    brands,
    categories,
    products,
  };
}

interface Holding {
  snapshot?: SpecSnapshot;
  /** The read under way, if any (one at a time). */
  reading?: Promise<void>;
}
const holdings = new WeakMap<Db, Holding>();

/**
 * The snapshot of the current generation, or undefined — then a fresh one is read in the
 * background (one read at a time) and the caller answers from SQL. Only with a live read cache:
 * without one (a transaction, a script, invalidations that might not arrive) nothing here could
 * know it is out of date.
 */
export function specSnapshot(db: Db): SpecSnapshot | undefined {
  const cache = readCacheOf(db);
  if (!cache?.live) return undefined;
  let held = holdings.get(db);
  if (!held) {
    held = {};
    holdings.set(db, held);
  }
  const generation = cache.generation;
  if (held.snapshot?.generation === generation) return held.snapshot;
  if (!held.reading) {
    const holding = held;
    holding.reading = read(db, generation)
      .then((snapshot) => {
        // A write during the read makes it stale already: the next request reads again.
        if (cache.generation === snapshot.generation) holding.snapshot = snapshot;
      })
      // A failed read (the database closing, a lost connection) leaves the SQL answering.
      .catch(() => {})
      .finally(() => {
        holding.reading = undefined;
      });
  }
  return undefined;
}

/** Resolves when no read of a snapshot is under way (tests: the next request may use it). */
export async function specSnapshotSettled(db: Db): Promise<void> {
  await holdings.get(db)?.reading;
}
