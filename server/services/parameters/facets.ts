import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { isNumericKind, type UnitSystem } from '#common/quantity-kinds';
import type { Facets, NumericFacet, TextFacet } from '#common/schemas/parameters';
import type { Db } from '../../db/client';
import { variantListing, variantSpecs } from '../../db/schema';
import { type ListingScope, resolveScope } from '../catalog/listing-scope';
import { readTypedSearch, type TypedSearch } from '../catalog/search-specs';
import {
  conditions,
  type ListingQuery,
  narrowing,
  specScope,
  typedSearchMatch,
} from '../catalog/variant-listing';
import { type DictEntry, type Dictionary, displayUnit, publicDictionary } from './dictionary-cache';
import {
  brandAndCategoryCounts,
  brandAndCategoryFromSpecs,
  brandAndCategoryTotals,
  type CountRow,
  mostUsed,
  mostUsedListed,
  type NumericRow,
  numericStats,
  numericStatsListed,
  type TextRow,
  textCounts,
  textCountsListed,
} from './facet-sql';
import { fromSi } from './parse-value';
import {
  idsIn,
  type ResolvedSpecFilter,
  resolveSpecFilters,
  specConditions,
  specMatches,
} from './spec-filter-sql';

// GET /api/public/facets (docs/product.md §17): the counts beside the listing's filters. Each
// filter's counts follow every other active filter but not itself; only listed variants count.
// All in SQL (decisions 022, 035): the scope (as the listing resolves it), the chosen category's
// names or the most used parameters, then the brand and category counts, numeric and text facets
// in parallel.

/** Without a chosen category, the filters offered are the parameters the most variants use. */
const MAX_UNSCOPED_FACETS = 8;
const STEPS = 10;

/** The scope's filterable parameters, in dictionary order; those with an active filter always. */
async function facetParameters(
  q: FacetQuery,
  dictionary: Dictionary,
  scope: ListingScope,
  mostUsed: (ids: number[], limit: number) => Promise<number[]>,
): Promise<DictEntry[]> {
  const filtered = new Set((q.spec ?? []).map((f) => f.key));
  const filterable = dictionary.entries.filter((p) => p.filterable);
  let chosen: Set<number>;
  if (q.category) {
    const names = new Set(scope.categoryNames ?? []);
    chosen = new Set(
      filterable
        .filter((p) => p.categories.length === 0 || p.categories.some((c) => names.has(c.toLowerCase())))
        .map((p) => p.id),
    );
  } else {
    const ids = filterable.map((p) => p.id);
    chosen = new Set(await mostUsed(ids, MAX_UNSCOPED_FACETS));
  }
  return dictionary.entries.filter((p) => chosen.has(p.id) || filtered.has(p.key));
}

const round = (v: number, decimals: number, how: 'floor' | 'ceil') => {
  const f = 10 ** decimals;
  // Conversion noise (7999.9999999 t) must not move a bound a whole step.
  const scaled = Number((v * f).toPrecision(12));
  return Math[how](scaled) / f;
};

function numericFacet(p: DictEntry, row: NumericRow | undefined, units: UnitSystem): NumericFacet {
  const unit = displayUnit(p, units);
  const shown = (si: number) => (unit ? fromSi(si, unit) : si);
  const histogram = Array.from({ length: STEPS }, () => 0);
  if (row) {
    const steps = typeof row.hist === 'string' ? JSON.parse(row.hist) : row.hist;
    for (const [step, count] of steps as [number, number][]) histogram[Number(step)] = Number(count);
  }
  return {
    key: p.key,
    name: p.name,
    unit,
    kind: p.kind,
    min: row ? round(shown(Number(row.mn)), p.decimals, 'floor') : null,
    max: row ? round(shown(Number(row.mx)), p.decimals, 'ceil') : null,
    count: row ? Number(row.n) : 0,
    histogram,
  };
}

/** The listing query's fields the facets read (the page and the sort do not change them). */
export type FacetQuery = Partial<
  Pick<
    ListingQuery,
    | 'search'
    | 'brand'
    | 'category'
    | 'product'
    | 'min_price'
    | 'max_price'
    | 'in_stock'
    | 'branch'
    | 'spec'
    | 'units'
  >
>;

/** Only what the facets read, so pages and sorts of one listing share a cached answer. */
export const facetQueryOf = (q: FacetQuery): FacetQuery => ({
  search: q.search,
  brand: q.brand,
  category: q.category,
  product: q.product,
  min_price: q.min_price,
  max_price: q.max_price,
  in_stock: q.in_stock,
  branch: q.branch,
  spec: q.spec ?? [],
  units: q.units ?? 'metric',
});

/**
 * The conditions on a variant_specs row for a facet leaving out the filter on `exceptKey`: its
 * own listing columns (decision 022), the other spec filters as sets of ids, and what only
 * variant_listing knows (search, price, product) as one more set.
 */
function rowConditions(
  search: TypedSearch,
  scope: ListingScope,
  prices: SQL[],
  specs: ResolvedSpecFilter[],
  exceptKey?: string,
): SQL {
  const listingOnly = [
    ...typedSearchMatch(search),
    scope.productIds ? inArray(variantListing.productId, scope.productIds) : undefined,
    ...prices,
  ].filter((c): c is SQL => c !== undefined);
  return and(
    sql`${variantSpecs.listed}`,
    scope.categoryIds ? idsIn(variantSpecs.categoryId, scope.categoryIds) : undefined,
    scope.brandIds ? idsIn(variantSpecs.brandId, scope.brandIds) : undefined,
    ...specConditions(specs, variantSpecs.variantId, exceptKey, specScope(scope)),
    listingOnly.length > 0
      ? sql`${variantSpecs.variantId} in (select ${variantListing.variantId} from ${variantListing}
          where ${and(sql`${variantListing.listed}`, ...listingOnly)})`
      : undefined,
  )!;
}

export async function publicFacets(db: Db, q: FacetQuery): Promise<Facets> {
  const dictionary = await publicDictionary(db);
  const specs = resolveSpecFilters(q.spec ?? [], dictionary);
  const units = q.units ?? 'metric';
  const scope = await resolveScope(db, q);
  // A product that does not exist leaves nothing to count under any filter.
  if (scope.productIds?.length === 0) return { brands: [], categories: [], parameters: [] };
  const counted = await countFromSql(db, q, dictionary, scope, specs);
  const byNumber = new Map(counted.numbers.map((r) => [Number(r.pid), r]));
  const named = (facet: 'brand' | 'category') =>
    counted.counts.filter((c) => c.facet === facet).map((c) => ({ name: c.name, count: Number(c.count) }));
  const facetOf = (p: DictEntry): NumericFacet | TextFacet =>
    isNumericKind(p.kind)
      ? numericFacet(p, byNumber.get(p.id), units)
      : {
          key: p.key,
          name: p.name,
          values: counted.texts
            .filter((t) => Number(t.pid) === p.id)
            .map((t) => ({ value: t.value, count: Number(t.count) })),
        };
  // Parameters no variant here has a value of are left out, unless a filter names them.
  const filtered = new Set(specs.map((f) => f.key));
  return {
    brands: named('brand'),
    categories: named('category'),
    parameters: counted.params
      .map(facetOf)
      .filter((f) => filtered.has(f.key) || ('count' in f ? f.count > 0 : f.values.length > 0)),
  };
}

/** What the counting gives publicFacets to shape. */
interface Counted {
  params: DictEntry[];
  counts: CountRow[];
  numbers: NumericRow[];
  texts: TextRow[];
}

async function countFromSql(
  db: Db,
  q: FacetQuery,
  dictionary: Dictionary,
  scope: ListingScope,
  specs: ResolvedSpecFilter[],
): Promise<Counted> {
  const prices = narrowing(q);
  const search = readTypedSearch(q.search, dictionary);
  const where = (without?: Parameters<typeof conditions>[4]) =>
    conditions(search, scope, prices, specs, without);
  const rows = (exceptKey?: string) => rowConditions(search, scope, prices, specs, exceptKey);
  // Brand and category alone: the kept per-brand-and-category totals answer their counts, and the
  // kept per-parameter summary (listed_spec_summary) the parameters' (decision 035).
  const navigationOnly = !q.search && scope.productIds === null && prices.length === 0 && specs.length === 0;
  const specsOnly = !q.search && scope.productIds === null && prices.length === 0 && specs.length > 0;
  const params = await facetParameters(q, dictionary, scope, (ids, limit) =>
    navigationOnly ? mostUsedListed(db, ids, scope, limit) : mostUsed(db, ids, rows(), limit),
  );
  const numeric = params.filter((p) => isNumericKind(p.kind));
  const text = params.filter((p) => !isNumericKind(p.kind));
  const own = (p: DictEntry) => ({ id: p.id, where: rows(p.key) });
  const ids = (list: DictEntry[]) => list.map((p) => p.id);
  const navigationCounts = () =>
    navigationOnly
      ? brandAndCategoryTotals(db, scope.brandIds, scope.categoryIds)
      : specsOnly
        ? brandAndCategoryFromSpecs(
            db,
            specMatches(specs, specScope(scope, 'brand'), undefined, 'brand_id')!,
            specMatches(specs, specScope(scope, 'category'), undefined, 'category_id')!,
          )
        : brandAndCategoryCounts(db, where('brand'), where('category'));
  const [counts, numbers, texts] = await Promise.all([
    navigationCounts(),
    navigationOnly ? numericStatsListed(db, ids(numeric), scope) : numericStats(db, numeric.map(own)),
    navigationOnly ? textCountsListed(db, ids(text), scope) : textCounts(db, text.map(own)),
  ]);
  return { params, counts, numbers, texts };
}
