import type { ListingScope } from '../catalog/listing-scope';
import type { PriceBounds } from '../catalog/variant-listing';
import type { NumericRow, TextRow } from './facet-sql';
import type { ResolvedSpecFilter } from './spec-filter-sql';
import type { Named, SpecSnapshot } from './spec-snapshot';

// The listing's filters and the facets' counts over the in-memory columns of spec-snapshot.ts
// (decision 031), with the semantics of the SQL they stand in for (facet-sql.ts,
// spec-filter-sql.ts, docs/product.md §17): a facet's counts follow every filter but its own.
// Each listed variant is judged once per filter; a variant failing exactly one filter still
// counts in that filter's own facet.

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
  /** Per slot: NONE, MANY, or the one dimension it fails. */
  fails: Int16Array;
  /** The spec filters' dimensions by key. */
  dimOf: Map<string, number>;
  /** How many slots pass every filter (NONE) or fail only one (by dimension). */
  tally: Map<number, number>;
}

/** Sets `bit` in the mask of every variant passing one spec filter. */
function markSpec(snapshot: SpecSnapshot, f: ResolvedSpecFilter, mask: Uint16Array, bit: number) {
  if (f.type === 'range') {
    const column = snapshot.numeric.get(f.parameter.id);
    if (!column) return;
    const { slots, lo, hi } = column;
    const max = f.siMax ?? Number.POSITIVE_INFINITY;
    const min = f.siMin ?? Number.NEGATIVE_INFINITY;
    for (let r = 0; r < slots.length; r++) if (lo[r] <= max && hi[r] >= min) mask[slots[r]] |= bit;
    return;
  }
  const column = snapshot.text.get(f.parameter.id);
  if (!column) return;
  const wanted = new Set(f.values);
  for (let v = 0; v < column.values.length; v++) {
    if (!wanted.has(column.groups[column.groupOf[v]])) continue;
    const slots = column.slots[v];
    for (let r = 0; r < slots.length; r++) mask[slots[r]] |= bit;
  }
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
  const dimOf = new Map<string, number>();
  specs.forEach((f, i) => {
    dimOf.set(f.key, specDim(i));
    markSpec(snapshot, f, mask, 1 << i);
  });
  const all = (1 << specs.length) - 1;
  const brands = idTable(scope.brandIds, snapshot.brands);
  const categories = idTable(scope.categoryIds, snapshot.categories);
  const products = idTable(scope.productIds, snapshot.products);
  const { brand, category, product } = snapshot;
  const prices = snapshot.price;
  const fails = new Int16Array(n);
  for (let s = 0; s < n; s++) {
    // Product and price are no facet's own: a variant outside them counts nowhere.
    if (products && products[product[s]] !== 1) {
      fails[s] = MANY;
      continue;
    }
    if (price && !(prices[s] >= price.min && prices[s] <= price.max)) {
      fails[s] = MANY;
      continue;
    }
    let dim = NONE;
    if (brands && brands[brand[s]] !== 1) dim = BRAND;
    if (categories && categories[category[s]] !== 1) {
      if (dim !== NONE) {
        fails[s] = MANY;
        continue;
      }
      dim = CATEGORY;
    }
    const missing = all & ~mask[s];
    if (missing !== 0) {
      if (dim !== NONE || (missing & (missing - 1)) !== 0) {
        fails[s] = MANY;
        continue;
      }
      dim = specDim(31 - Math.clz32(missing));
    }
    fails[s] = dim;
  }
  const tally = new Map<number, number>();
  for (let s = 0; s < n; s++) if (fails[s] !== MANY) tally.set(fails[s], (tally.get(fails[s]) ?? 0) + 1);
  return { snapshot, fails, dimOf, tally };
}

/** A binary search costs about this many row visits of a scan (tests set 0 to always search). */
export const snapshotTuning = { searchRatio: 20 };

/**
 * The rows of a column (ordered by slot) counted under every filter but `dim`, found by a binary
 * search per counted variant when they are few (a category and spec filters leave a few hundred
 * of 100 000); null when they are many, and a scan of the column is cheaper.
 */
function countedRows(j: Judged, slots: Int32Array, dim: number): Int32Array | null {
  const counted = (j.tally.get(NONE) ?? 0) + (dim === NONE ? 0 : (j.tally.get(dim) ?? 0));
  if (counted * snapshotTuning.searchRatio > slots.length) return null;
  const rows: number[] = [];
  for (let s = 0; s < j.fails.length; s++) {
    if (!counts(j.fails, s, dim)) continue;
    let low = 0;
    let high = slots.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (slots[mid] < s) low = mid + 1;
      else high = mid;
    }
    for (let r = low; r < slots.length && slots[r] === s; r++) rows.push(r);
  }
  return Int32Array.from(rows);
}

/** Counted under every filter but `dim` (NONE: under all of them). */
const counts = (fails: Int16Array, slot: number, dim: number) => {
  const f = fails[slot];
  return f === NONE || f === dim;
};

/** The variant ids passing every filter, ascending. */
export function matchingIds(j: Judged): number[] {
  const ids: number[] = [];
  for (let s = 0; s < j.fails.length; s++) if (j.fails[s] === NONE) ids.push(j.snapshot.variantIds[s]);
  return ids;
}

export interface NameCount {
  facet: 'brand' | 'category';
  name: string;
  count: number;
}

/** Brand counts under every filter but the brand, category counts under every filter but the category. */
export function brandAndCategory(j: Judged): NameCount[] {
  const { snapshot, fails } = j;
  const tally = (facet: 'brand' | 'category', of: Int32Array, named: Named, dim: number) => {
    const byGroup = new Int32Array(named.names.length);
    for (let s = 0; s < fails.length; s++) {
      const f = fails[s];
      if (f !== NONE && f !== dim) continue;
      const group = named.group[of[s]];
      if (group >= 0) byGroup[group]++;
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
  const few = countedRows(j, slots, dim);
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
    // A variant's rows adjoin (ordered by variant), so a new slot is a new variant.
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
  const valuesOf: number[][] = column.groups.map(() => []);
  column.groupOf.forEach((group, v) => {
    valuesOf[group].push(v);
  });
  // A variant may have two spellings of one value: it counts once in their group.
  const seen = new Int32Array(j.fails.length).fill(-1);
  const count = new Int32Array(column.groups.length);
  /** The group's lowest published text with a counted variant (values are in the database's order). */
  const first = new Int32Array(column.groups.length).fill(-1);
  valuesOf.forEach((values, group) => {
    for (const v of values) {
      for (const slot of column.slots[v]) {
        if (!counts(j.fails, slot, dim)) continue;
        if (first[group] < 0) first[group] = v;
        if (seen[slot] !== group) {
          seen[slot] = group;
          count[group]++;
        }
      }
    }
  });
  const rows: { v: number; count: number }[] = [];
  first.forEach((v, group) => {
    if (v >= 0) rows.push({ v, count: count[group] });
  });
  rows.sort((a, b) => b.count - a.count || a.v - b.v);
  return rows.map((r) => ({ pid: parameter.id, value: column.values[r.v], count: r.count }));
}

/** The parameters (of `ids`) the most variants passing every filter have a row of, at most `limit`. */
export function mostUsed(j: Judged, ids: number[], limit: number): number[] {
  const passing = (slots: Int32Array | undefined) => {
    let rows = 0;
    if (slots) for (let r = 0; r < slots.length; r++) if (j.fails[slots[r]] === NONE) rows++;
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
