import type { ListingScope } from '../catalog/listing-scope';
import type { PriceBounds } from '../catalog/variant-listing';
import type { NumericRow, TextRow } from './facet-sql';
import type { ResolvedSpecFilter } from './spec-filter-sql';
import type { SpecSnapshot } from './spec-snapshot';

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
}

function passesSpec(snapshot: SpecSnapshot, f: ResolvedSpecFilter): Uint8Array {
  const pass = new Uint8Array(snapshot.variantIds.length);
  if (f.type === 'range') {
    const column = snapshot.numeric.get(f.parameter.id);
    if (!column) return pass;
    const { slots, lo, hi } = column;
    const max = f.siMax ?? Number.POSITIVE_INFINITY;
    const min = f.siMin ?? Number.NEGATIVE_INFINITY;
    for (let r = 0; r < slots.length; r++) if (lo[r] <= max && hi[r] >= min) pass[slots[r]] = 1;
  } else {
    const column = snapshot.text.get(f.parameter.id);
    if (!column) return pass;
    const wanted = new Set(f.values);
    column.values.forEach((_value, v) => {
      if (!wanted.has(column.groups[column.groupOf[v]])) return;
      for (const slot of column.slots[v]) pass[slot] = 1;
    });
  }
  return pass;
}

/** Which filter, if exactly one, each listed variant fails (product and price: not counted at all). */
export function judge(
  snapshot: SpecSnapshot,
  scope: ListingScope,
  price: PriceBounds | null,
  specs: ResolvedSpecFilter[],
): Judged {
  const n = snapshot.variantIds.length;
  const fails = new Int16Array(n).fill(NONE);
  const fail = (slot: number, dim: number) => {
    fails[slot] = fails[slot] === NONE ? dim : MANY;
  };
  // Product and price are no facet's own: a variant outside them counts nowhere.
  const products = scope.productIds ? new Set(scope.productIds) : null;
  for (let s = 0; s < n; s++) {
    if (products && !products.has(snapshot.product[s])) fails[s] = MANY;
    else if (price) {
      const p = snapshot.price[s];
      if (Number.isNaN(p) || p < price.min || p > price.max) fails[s] = MANY;
    }
  }
  const among = (ids: number[] | null, of: Int32Array, dim: number) => {
    if (!ids) return;
    const set = new Set(ids);
    for (let s = 0; s < n; s++) if (!set.has(of[s])) fail(s, dim);
  };
  among(scope.brandIds, snapshot.brand, BRAND);
  among(scope.categoryIds, snapshot.category, CATEGORY);
  const dimOf = new Map<string, number>();
  specs.forEach((f, i) => {
    dimOf.set(f.key, specDim(i));
    const pass = passesSpec(snapshot, f);
    for (let s = 0; s < n; s++) if (!pass[s]) fail(s, specDim(i));
  });
  return { snapshot, fails, dimOf };
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
  const tally = (
    facet: 'brand' | 'category',
    of: Int32Array,
    groupOf: Map<number, number>,
    names: string[],
    dim: number,
  ) => {
    const byGroup = new Int32Array(names.length);
    for (let s = 0; s < fails.length; s++) {
      if (!counts(fails, s, dim)) continue;
      const group = groupOf.get(of[s]);
      if (group !== undefined) byGroup[group]++;
    }
    const out: NameCount[] = [];
    byGroup.forEach((count, group) => {
      if (count > 0) out.push({ facet, name: names[group], count });
    });
    return out;
  };
  return [
    ...tally('brand', snapshot.brand, snapshot.brandGroup, snapshot.brandNames, BRAND),
    ...tally('category', snapshot.category, snapshot.categoryGroup, snapshot.categoryNames, CATEGORY),
  ];
}

const dimFor = (j: Judged, key: string) => j.dimOf.get(key) ?? NONE;

/** Lowest and highest value, variants with one, and values per tenth of the range (facet-sql numericStats). */
export function numericStats(j: Judged, parameter: { id: number; key: string }): NumericRow | undefined {
  const column = j.snapshot.numeric.get(parameter.id);
  if (!column) return undefined;
  const { slots, lo, hi } = column;
  const dim = dimFor(j, parameter.key);
  let mn = Number.POSITIVE_INFINITY;
  let mx = Number.NEGATIVE_INFINITY;
  let variants = 0;
  let last = -1;
  for (let r = 0; r < slots.length; r++) {
    const slot = slots[r];
    if (!counts(j.fails, slot, dim)) continue;
    if (lo[r] < mn) mn = lo[r];
    if (hi[r] > mx) mx = hi[r];
    // A variant's rows adjoin (ordered by variant), so a new slot is a new variant.
    if (slot !== last) variants++;
    last = slot;
  }
  if (variants === 0) return undefined;
  const steps = new Map<number, number>();
  for (let r = 0; r < slots.length; r++) {
    if (!counts(j.fails, slots[r], dim)) continue;
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
  const used: { id: number; rows: number }[] = [];
  for (const id of ids) {
    const slots = j.snapshot.rows.get(id);
    if (!slots) continue;
    let rows = 0;
    for (let r = 0; r < slots.length; r++) if (j.fails[slots[r]] === NONE) rows++;
    if (rows > 0) used.push({ id, rows });
  }
  used.sort((a, b) => b.rows - a.rows || a.id - b.id);
  return used.slice(0, limit).map((u) => u.id);
}
