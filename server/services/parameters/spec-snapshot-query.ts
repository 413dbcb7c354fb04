import type { ListingScope } from '../catalog/listing-scope';
import type { PriceBounds } from '../catalog/variant-listing';
import type { NumericRow, TextRow } from './facet-sql';
import type { ResolvedSpecFilter } from './spec-filter-sql';
import type { Named, SpecSnapshot } from './spec-snapshot';

// The listing's filters and the facets' counts over the in-memory columns of spec-snapshot.ts
// (decision 031), with the semantics of the SQL they stand in for (facet-sql.ts,
// spec-filter-sql.ts, docs/product.md §17): a facet's counts follow every filter but its own.
// A variant failing exactly one filter still counts in that filter's own facet; one failing two
// counts nowhere, so only the variants that may fail at most one are judged (markAndNarrow), and
// the listing's page, which needs no counts, reads only the chosen category's runs.

const BRAND = 0;
const CATEGORY = 1;
/** The dimension of the i-th spec filter. */
const specDim = (i: number) => 2 + i;
/** Passes every filter. */
const NONE = -1;
/** Fails two or more: counts nowhere. */
const MANY = -2;

export interface Judged {
  snapshot: SpecSnapshot;
  /** Per slot: NONE, MANY, or the one dimension it fails (MANY for every slot never judged). */
  fails: Int16Array;
  /** The spec filters' dimensions by key. */
  dimOf: Map<string, number>;
  /** The slots passing every filter (NONE) or failing only one (by dimension), ascending. */
  slots: Map<number, Int32Array>;
}

/** Slots passing every filter (NONE) or failing only `dim`'s: the two lists a facet counts. */
const countedLists = (j: Judged, dim: number): Int32Array[] =>
  [j.slots.get(NONE), dim === NONE ? undefined : j.slots.get(dim)].filter(
    (l): l is Int32Array => l !== undefined,
  );
const lengthOf = (lists: Int32Array[]) => lists.reduce((n, l) => n + l.length, 0);

/**
 * Sets `bit` in the mask of every variant passing one spec filter. Without branches: the values
 * of a column pass or fail in no order a processor can predict, and a mispredicted branch per
 * row cost three times the whole loop.
 */
function markSpec(
  snapshot: SpecSnapshot,
  f: ResolvedSpecFilter,
  mask: Uint16Array,
  bit: number,
  fromSlot = 0,
  toSlot = mask.length,
) {
  if (f.type === 'range') {
    const column = snapshot.numeric.get(f.parameter.id);
    if (!column) return;
    const { slots, lo, hi } = column;
    const max = f.siMax ?? Number.POSITIVE_INFINITY;
    const min = f.siMin ?? Number.NEGATIVE_INFINITY;
    const end = toSlot === mask.length ? slots.length : firstRow(slots, toSlot);
    for (let r = fromSlot === 0 ? 0 : firstRow(slots, fromSlot); r < end; r++) {
      mask[slots[r]] |= bit & -(+(lo[r] <= max) & +(hi[r] >= min));
    }
    return;
  }
  const column = snapshot.text.get(f.parameter.id);
  if (!column) return;
  const wanted = new Set(f.values);
  for (let v = 0; v < column.values.length; v++) {
    if (!wanted.has(column.groups[column.groupOf[v]])) continue;
    const slots = column.slots[v];
    const end = toSlot === mask.length ? slots.length : firstRow(slots, toSlot);
    for (let r = fromSlot === 0 ? 0 : firstRow(slots, fromSlot); r < end; r++) mask[slots[r]] |= bit;
  }
}

/** How many rows a spec filter's column has: an upper bound of the variants passing it. */
function rowsOf(snapshot: SpecSnapshot, f: ResolvedSpecFilter): number {
  if (f.type === 'range') return snapshot.numeric.get(f.parameter.id)?.slots.length ?? 0;
  const column = snapshot.text.get(f.parameter.id);
  return column ? lengthOf(column.slots) : 0;
}

/** The slots passing the spec filter of `bit`, ascending and once each. */
function passingSlots(
  snapshot: SpecSnapshot,
  f: ResolvedSpecFilter,
  mask: Uint16Array,
  bit: number,
): Int32Array {
  const lists =
    f.type === 'range'
      ? [snapshot.numeric.get(f.parameter.id)?.slots ?? new Int32Array(0)]
      : (snapshot.text.get(f.parameter.id)?.slots ?? []);
  const all = lists.length === 1 ? lists[0] : concat(lists).sort();
  const out = new Int32Array(all.length);
  let n = 0;
  let last = -1;
  for (let r = 0; r < all.length; r++) {
    const slot = all[r];
    out[n] = slot;
    n += +(slot !== last) & +((mask[slot] & bit) !== 0);
    last = slot;
  }
  return out.subarray(0, n);
}

/** Lists joined in one. */
function concat(lists: Int32Array[]): Int32Array {
  const out = new Int32Array(lengthOf(lists));
  let at = 0;
  for (const l of lists) {
    out.set(l, at);
    at += l.length;
  }
  return out;
}

/** Two ascending lists merged, once each. */
function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    if (a[i] < b[j]) out[n++] = a[i++];
    else if (a[i] > b[j]) out[n++] = b[j++];
    else {
      out[n++] = a[i++];
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++];
  while (j < b.length) out[n++] = b[j++];
  return out.subarray(0, n);
}

/** The runs of slots of a set of categories, [start, end) each, in order, adjoining runs joined. */
function categoryRuns(snapshot: SpecSnapshot, ids: number[]): [number, number][] {
  const runs = ids
    .filter((id) => id < snapshot.categoryStart.length)
    .map((id): [number, number] => [snapshot.categoryStart[id], snapshot.categoryEnd[id]])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const joined: [number, number][] = [];
  for (const run of runs) {
    const last = joined[joined.length - 1];
    if (last && last[1] === run[0]) last[1] = run[1];
    else joined.push([...run]);
  }
  return joined;
}

/** The slots of a set of categories, ascending: a view of one run (a category name's), or a copy. */
function categorySlots(snapshot: SpecSnapshot, ids: number[]): Int32Array {
  const runs = categoryRuns(snapshot, ids);
  if (runs.length === 1) return snapshot.allSlots.subarray(runs[0][0], runs[0][1]);
  return concat(runs.map(([start, end]) => snapshot.allSlots.subarray(start, end)));
}

/**
 * Marks the spec filters and gives the slots that may fail at most one filter. A slot failing
 * none or one passes at least one of any two filters, so the union of the two narrowest filters'
 * passing slots holds every slot that counts anywhere (with a category and a spec filter, a few
 * thousand of 100 000). Those two filters are marked over their whole columns; every other spec
 * filter only over the runs of the categories the candidates are in, all that is judged.
 */
function markAndNarrow(
  snapshot: SpecSnapshot,
  scope: ListingScope,
  specs: ResolvedSpecFilter[],
  mask: Uint16Array,
): Int32Array {
  const narrowing: { rows: number; spec?: number; slots: () => Int32Array }[] = specs.map((f, i) => ({
    rows: rowsOf(snapshot, f),
    spec: i,
    slots: () => passingSlots(snapshot, f, mask, 1 << i),
  }));
  const { categoryIds } = scope;
  if (categoryIds) {
    const slots = categorySlots(snapshot, categoryIds);
    narrowing.push({ rows: slots.length, slots: () => slots });
  }
  if (narrowing.length < 2) {
    specs.forEach((f, i) => {
      markSpec(snapshot, f, mask, 1 << i);
    });
    return snapshot.allSlots;
  }
  narrowing.sort((a, b) => a.rows - b.rows);
  const [a, b] = narrowing;
  for (const { spec } of [a, b]) if (spec !== undefined) markSpec(snapshot, specs[spec], mask, 1 << spec);
  const candidates = union(a.slots(), b.slots());
  const rest = specs.map((_, i) => i).filter((i) => i !== a.spec && i !== b.spec);
  if (rest.length > 0) {
    const touched = new Set<number>();
    for (const s of candidates) touched.add(snapshot.category[s]);
    const runs = categoryRuns(snapshot, [...touched]);
    for (const i of rest)
      for (const [start, end] of runs) markSpec(snapshot, specs[i], mask, 1 << i, start, end);
  }
  return candidates;
}

/** A lookup table of ids (null: no filter). */
function idTable(ids: number[] | null, named: Named): Uint8Array | null {
  if (!ids) return null;
  const table = new Uint8Array(named.group.length);
  for (const id of ids) if (id < table.length) table[id] = 1;
  return table;
}

/**
 * The listing's brand, category and product filters resolved by name or id as resolveScope does
 * (listing-scope.ts), from the snapshot's names; `listed` is left unset (the caller counts).
 */
export function snapshotScope(
  snapshot: SpecSnapshot,
  q: { brand?: string; category?: string; product?: string },
): ListingScope {
  const find = (named: Named, value: string | undefined): number[] | null => {
    if (!value) return null;
    const ids = new Set(named.byLowered.get(value.toLowerCase()) ?? []);
    const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
    if (id > 0 && id <= 2_147_483_647 && named.ids.has(id)) ids.add(id);
    return [...ids].sort((a, b) => a - b);
  };
  const categoryIds = find(snapshot.categories, q.category);
  return {
    brandIds: find(snapshot.brands, q.brand),
    categoryIds,
    productIds: find(snapshot.products, q.product),
    ...(categoryIds
      ? {
          categoryNames: [...new Set(categoryIds.map((id) => snapshot.categories.lowered.get(id) as string))],
        }
      : {}),
  };
}

/** Which filter, if exactly one, each listed variant fails (product and price: not counted at all). */
export function judge(
  snapshot: SpecSnapshot,
  scope: ListingScope,
  price: PriceBounds | null,
  specs: ResolvedSpecFilter[],
): Judged {
  const n = snapshot.variantIds.length;
  // One bit per spec filter (at most MAX_SPEC_FILTERS, 12): set where the variant passes it.
  const mask = new Uint16Array(n);
  const dimOf = new Map(specs.map((f, i) => [f.key, specDim(i)]));
  const candidates = markAndNarrow(snapshot, scope, specs, mask);
  const all = (1 << specs.length) - 1;
  const brands = idTable(scope.brandIds, snapshot.brands);
  const categories = idTable(scope.categoryIds, snapshot.categories);
  const products = idTable(scope.productIds, snapshot.products);
  const { brand, category, product } = snapshot;
  const prices = snapshot.price;
  const fails = new Int16Array(n).fill(MANY);
  // Index dim + 1: NONE, BRAND, CATEGORY, then the spec filters.
  const buckets: number[][] = Array.from({ length: 3 + specs.length }, () => []);
  for (let c = 0; c < candidates.length; c++) {
    const s = candidates[c];
    // Product and price are no facet's own: a variant outside them counts nowhere.
    if (products && products[product[s]] !== 1) continue;
    if (price && !(prices[s] >= price.min && prices[s] <= price.max)) continue;
    let dim = NONE;
    if (brands && brands[brand[s]] !== 1) dim = BRAND;
    if (categories && categories[category[s]] !== 1) {
      if (dim !== NONE) continue;
      dim = CATEGORY;
    }
    const missing = all & ~mask[s];
    if (missing !== 0) {
      if (dim !== NONE || (missing & (missing - 1)) !== 0) continue;
      dim = specDim(31 - Math.clz32(missing));
    }
    fails[s] = dim;
    buckets[dim + 1].push(s);
  }
  const slots = new Map<number, Int32Array>();
  buckets.forEach((b, i) => {
    if (b.length > 0) slots.set(i - 1, Int32Array.from(b));
  });
  return { snapshot, fails, dimOf, slots };
}

/**
 * The slots passing every filter, for the listing's page, which needs no facet's counts:
 * with a category chosen only its runs of slots and of each spec column are read (a few
 * thousand rows of 100 000), otherwise every variant is judged as for the facets.
 */
export function matchingSlotsOf(
  snapshot: SpecSnapshot,
  scope: ListingScope,
  price: PriceBounds | null,
  specs: ResolvedSpecFilter[],
): Int32Array {
  if (!scope.categoryIds) return judge(snapshot, scope, price, specs).slots.get(NONE) ?? new Int32Array(0);
  const runs = categoryRuns(snapshot, scope.categoryIds);
  const mask = new Uint16Array(snapshot.variantIds.length);
  specs.forEach((f, i) => {
    for (const [start, end] of runs) markSpec(snapshot, f, mask, 1 << i, start, end);
  });
  const all = (1 << specs.length) - 1;
  const brands = idTable(scope.brandIds, snapshot.brands);
  const products = idTable(scope.productIds, snapshot.products);
  const { brand, product } = snapshot;
  const prices = snapshot.price;
  const slots: number[] = [];
  for (const [start, end] of runs) {
    for (let s = start; s < end; s++) {
      if (mask[s] !== all) continue;
      if (brands && brands[brand[s]] !== 1) continue;
      if (products && products[product[s]] !== 1) continue;
      if (price && !(prices[s] >= price.min && prices[s] <= price.max)) continue;
      slots.push(s);
    }
  }
  return Int32Array.from(slots);
}

/** The variant ids of slots. */
export const idsOfSlots = (snapshot: SpecSnapshot, slots: Int32Array): number[] =>
  Array.from(slots, (s) => snapshot.variantIds[s]);

/** One page of slots in the listing's default order (natural name, then id): their variant ids. */
export function pageByName(
  snapshot: SpecSnapshot,
  slots: Int32Array,
  offset: number,
  limit: number,
): number[] {
  const ranks = Int32Array.from(slots, (s) => snapshot.nameRank[s]).sort();
  return Array.from(ranks.subarray(offset, offset + limit), (rank) => snapshot.idsByName[rank - 1]);
}

/** A binary search costs about this many row visits of a scan (tests set 0 to always search). */
export const snapshotTuning = { searchRatio: 20 };

/** The first row of `slots` (ascending) at or after `slot`. */
function firstRow(slots: Int32Array, slot: number): number {
  let low = 0;
  let high = slots.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (slots[mid] < slot) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The rows of a column (ordered by slot) whose slot is in `lists`, a slot's rows together, found
 * by a binary search per slot when the slots are few (a category and spec filters leave a few
 * hundred of 100 000); null when they are many, and a scan of the column is cheaper.
 */
function rowsAmong(slots: Int32Array, lists: Int32Array[]): Int32Array | null {
  if (lengthOf(lists) * snapshotTuning.searchRatio > slots.length) return null;
  const rows: number[] = [];
  for (const list of lists) {
    for (const s of list)
      for (let r = firstRow(slots, s); r < slots.length && slots[r] === s; r++) rows.push(r);
  }
  return Int32Array.from(rows);
}

/** Counted under every filter but `dim` (NONE: under all of them). */
const counts = (fails: Int16Array, slot: number, dim: number) => {
  const f = fails[slot];
  return f === NONE || f === dim;
};

export interface NameCount {
  facet: 'brand' | 'category';
  name: string;
  count: number;
}

/** Brand counts under every filter but the brand, category counts under every filter but the category. */
export function brandAndCategory(j: Judged): NameCount[] {
  const { snapshot } = j;
  const tally = (facet: 'brand' | 'category', of: Int32Array, named: Named, dim: number) => {
    const byGroup = new Int32Array(named.names.length);
    for (const list of countedLists(j, dim)) {
      for (const s of list) {
        const group = named.group[of[s]];
        if (group >= 0) byGroup[group]++;
      }
    }
    const out: NameCount[] = [];
    byGroup.forEach((count, group) => {
      if (count > 0) out.push({ facet, name: named.names[group], count });
    });
    return out;
  };
  return [
    ...tally('brand', snapshot.brand, snapshot.brands, BRAND),
    ...tally('category', snapshot.category, snapshot.categories, CATEGORY),
  ];
}

const dimFor = (j: Judged, key: string) => j.dimOf.get(key) ?? NONE;

/** Lowest and highest value, variants with one, and values per tenth of the range (facet-sql numericStats). */
export function numericStats(j: Judged, parameter: { id: number; key: string }): NumericRow | undefined {
  const column = j.snapshot.numeric.get(parameter.id);
  if (!column) return undefined;
  const { slots, lo, hi } = column;
  const dim = dimFor(j, parameter.key);
  const few = rowsAmong(slots, countedLists(j, dim));
  const rows = few ?? slots.keys();
  const visit = few ? (_r: number) => true : (r: number) => counts(j.fails, slots[r], dim);
  let mn = Number.POSITIVE_INFINITY;
  let mx = Number.NEGATIVE_INFINITY;
  let variants = 0;
  let last = -1;
  const seen: number[] = [];
  for (const r of rows) {
    if (!visit(r)) continue;
    seen.push(r);
    const slot = slots[r];
    if (lo[r] < mn) mn = lo[r];
    if (hi[r] > mx) mx = hi[r];
    // A variant's rows adjoin (in the column and in rowsAmong's answer), so a new slot is a new variant.
    if (slot !== last) variants++;
    last = slot;
  }
  if (variants === 0) return undefined;
  const steps = new Map<number, number>();
  for (const r of seen) {
    const step = mx === mn ? 0 : Math.min(Math.floor(((lo[r] - mn) / (mx - mn)) * 10), 9);
    steps.set(step, (steps.get(step) ?? 0) + 1);
  }
  return { pid: parameter.id, mn, mx, n: variants, hist: [...steps] };
}

/** Per value (any case counts as one): how many variants have it; most first, then by value. */
export function textCounts(j: Judged, parameter: { id: number; key: string }): TextRow[] {
  const column = j.snapshot.text.get(parameter.id);
  if (!column) return [];
  const dim = dimFor(j, parameter.key);
  const lists = countedLists(j, dim);
  const count = new Int32Array(column.groups.length);
  /** The group's lowest published text with a counted variant (values are in the database's order). */
  const first = new Int32Array(column.groups.length).fill(-1);
  // A variant may have two spellings of one value: it counts once in their group.
  const counted = lengthOf(lists);
  if (counted * snapshotTuning.searchRatio <= lengthOf(column.slots)) {
    // Few counted variants: look each up in each value's slots.
    const lastSlot = new Int32Array(column.groups.length).fill(-1);
    for (const list of lists) {
      for (const slot of list) {
        column.slots.forEach((slots, v) => {
          const r = firstRow(slots, slot);
          if (r === slots.length || slots[r] !== slot) return;
          const group = column.groupOf[v];
          if (first[group] < 0 || v < first[group]) first[group] = v;
          if (lastSlot[group] !== slot) {
            lastSlot[group] = slot;
            count[group]++;
          }
        });
      }
    }
  } else {
    const seen = new Int32Array(j.fails.length).fill(-1);
    column.slots.forEach((slots, v) => {
      const group = column.groupOf[v];
      for (const slot of slots) {
        if (!counts(j.fails, slot, dim)) continue;
        if (first[group] < 0 || v < first[group]) first[group] = v;
        if (seen[slot] !== group) {
          seen[slot] = group;
          count[group]++;
        }
      }
    });
  }
  const rows: { v: number; count: number }[] = [];
  first.forEach((v, group) => {
    if (v >= 0) rows.push({ v, count: count[group] });
  });
  rows.sort((a, b) => b.count - a.count || a.v - b.v);
  return rows.map((r) => ({ pid: parameter.id, value: column.values[r.v], count: r.count }));
}

/** The parameters (of `ids`) the most variants passing every filter have a row of, at most `limit`. */
export function mostUsed(j: Judged, ids: number[], limit: number): number[] {
  const passingLists = countedLists(j, NONE);
  const passing = (slots: Int32Array | undefined) => {
    if (!slots) return 0;
    const few = rowsAmong(slots, passingLists);
    if (few) return few.length;
    let rows = 0;
    for (let r = 0; r < slots.length; r++) rows += +(j.fails[slots[r]] === NONE);
    return rows;
  };
  const used: { id: number; rows: number }[] = [];
  for (const id of ids) {
    const { numeric, text, other } = j.snapshot;
    const rows =
      passing(numeric.get(id)?.slots) +
      (text.get(id)?.slots.reduce((sum, slots) => sum + passing(slots), 0) ?? 0) +
      passing(other.get(id));
    if (rows > 0) used.push({ id, rows });
  }
  used.sort((a, b) => b.rows - a.rows || a.id - b.id);
  return used.slice(0, limit).map((u) => u.id);
}
