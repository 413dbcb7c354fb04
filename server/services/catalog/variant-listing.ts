import { and, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAX_ALL_PER_PAGE, MAX_PER_PAGE, PRICE_MAX, PRICE_MIN, PRODUCTS_PER_PAGE } from '#common/constants';
import { paginate } from '#common/schemas/pagination';
import type { PublicVariantQuery } from '#common/schemas/variant';
import type { Db } from '../../db/client';
import { brands, variantListing, variantSpecs, variants } from '../../db/schema';
import { ValidationFailed } from '../../errors';
import { type Dictionary, publicDictionary } from '../parameters/dictionary-cache';
import { loadSpecDisplay, type SpecDisplayRow, specDisplayOf } from '../parameters/spec-display';
import {
  idsAmong,
  type ResolvedSpecFilter,
  resolveSpecFilters,
  type SpecScope,
  specConditions,
  specMatches,
  specValues,
} from '../parameters/spec-filter-sql';
import { specSnapshot } from '../parameters/spec-snapshot';
import { idsOfSlots, matchingSlotsOf, pageByName, snapshotScope } from '../parameters/spec-snapshot-query';
import { listingKeys, plainOrder, variantKeys, withSpecSort } from './listing-order';
import { fixedShapeRows } from './listing-prepared';
import { countListed, type ListingScope, listedTotal, matchesNothing, resolveScope } from './listing-scope';
import { searchPage } from './listing-search';
import { searchMatch } from './search-match';
import { publicVisible, selectVariants, toVariantJson, type VariantRow } from './variant-mapper';

// The public listing (/products) at 100 000 variants (decision 013). Every condition and sort key
// is a column of variant_listing, the narrow copy of each variant the triggers of migration 0003
// keep (visibility, brand, category, lower-cased name, price, search text), so a page's ids are a
// walk of one of its partial indexes and only those rows are then read from variants. The total
// comes from listed_variant_counts unless a search, a price range, a product or a spec filter
// narrows it. Spec filters (docs/product.md §17) are resolved in memory (decision 031), else are
// sets of ids read from variant_specs alone (decision 022).

/**
 * The listing's query as the services take it: the API's parsed query, or the site's, which may
 * leave out spec filters and units (none, metric).
 */
export type ListingQuery = Omit<PublicVariantQuery, 'spec' | 'units'> &
  Partial<Pick<PublicVariantQuery, 'spec' | 'units'>>;

/** The search's condition on a search text (search-match.ts, decision 036). */
export function searchTerms(
  search: string | undefined,
  column: AnyPgColumn = variants.searchText,
): SQL | undefined {
  return searchMatch(search, column);
}

/** One id is an equality, which the (brand|category, name) indexes turn into an ordered walk. */
const oneOf = (column: AnyPgColumn, ids: number[] | null) =>
  ids === null ? undefined : ids.length === 1 ? eq(column, ids[0]) : inArray(column, ids);

/** A price filter's bounds: only priced variants inside them are kept. */
export interface PriceBounds {
  min: number;
  max: number;
}

// The client's default slider range (0 to 1,000,000) means "any price", unpriced variants
// included; a narrower range keeps only priced variants inside it.
export function priceBounds(q: Partial<Pick<ListingQuery, 'min_price' | 'max_price'>>): PriceBounds | null {
  const min = q.min_price ?? PRICE_MIN;
  const max = q.max_price ?? Number.POSITIVE_INFINITY;
  return min <= PRICE_MIN && max >= PRICE_MAX ? null : { min, max };
}

export function priceRange(q: Partial<Pick<ListingQuery, 'min_price' | 'max_price'>>): SQL[] {
  const bounds = priceBounds(q);
  if (!bounds) return [];
  const price = variantListing.price;
  return [
    isNotNull(price),
    gte(price, bounds.min),
    ...(Number.isFinite(bounds.max) ? [lte(price, bounds.max)] : []),
  ];
}

/** What a facet leaves out of the listing's conditions: its own filter. */
export type Without = 'brand' | 'category' | `spec.${string}`;

/** The listing's conditions on variant_listing, less the filter `without` names. */
export function conditions(
  q: Pick<ListingQuery, 'search'>,
  scope: ListingScope,
  prices: SQL[],
  specs: ResolvedSpecFilter[],
  without?: Without,
): SQL {
  return and(
    eq(variantListing.listed, true),
    searchTerms(q.search, variantListing.searchText),
    without === 'brand' ? undefined : oneOf(variantListing.brandId, scope.brandIds),
    without === 'category' ? undefined : oneOf(variantListing.categoryId, scope.categoryIds),
    oneOf(variantListing.productId, scope.productIds),
    ...prices,
    ...specConditions(
      specs,
      variantListing.variantId,
      without?.slice('spec.'.length),
      specScope(scope, without),
    ),
  )!;
}

/** The brand and category the spec sets are narrowed to: the scope's, less the filter left out. */
export const specScope = (scope: ListingScope, without?: Without): SpecScope => ({
  brandIds: without === 'brand' ? null : scope.brandIds,
  categoryIds: without === 'category' ? null : scope.categoryIds,
});

/** The spec sort's parameter id; an unknown key is refused, naming sort_by (docs/product.md §17). */
function specSortOf(q: ListingQuery, dictionary: Dictionary): { q: ListingQuery; parameterId?: number } {
  if (!q.sort_by?.startsWith('spec.')) return { q };
  const parameter = dictionary.byKey.get(q.sort_by.slice('spec.'.length));
  if (!parameter) throw new ValidationFailed({ sort_by: ['Unknown specification.'] });
  return { q, parameterId: parameter.id };
}

function perPageFor(q: Pick<ListingQuery, 'per_page' | 'all'>): number {
  const max = q.all ? MAX_ALL_PER_PAGE : MAX_PER_PAGE;
  return Math.min(q.per_page ?? (q.all ? MAX_ALL_PER_PAGE : PRODUCTS_PER_PAGE), max);
}

const countWhere = async (db: Db, where: SQL) =>
  Number((await db.select({ n: sql<number>`count(*)::int` }).from(variantListing).where(where))[0].n);

const countSet = async (db: Db, set: SQL) =>
  Number(
    (
      (await db.execute(sql`select count(*)::int as n from (${set}) m`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n,
  );

/** The default order (natural name, then id): no sort chosen, or the name's ascending. */
const inNameOrder = (q: ListingQuery) =>
  q.sort_by === undefined || (q.sort_by === 'name' && q.sort_order !== 'desc');

/** A variant's spec rows, as one JSON array per variant row (SpecDisplayRow's fields in order). */
const specRowsOf = sql<[string, string, string, number | null, number | null, number | null][] | null>`(
  select json_agg(json_build_array(${variantSpecs.groupName}, ${variantSpecs.name}, ${variantSpecs.value},
    ${variantSpecs.parameterId}, ${variantSpecs.siMin}, ${variantSpecs.siMax}))
  from ${variantSpecs}
  where ${variantSpecs.variantId} = ${variants.id} and ${variantSpecs.parameterId} is not null)`;

/**
 * Listed variants by id in the order of `ids` (one hidden since it was chosen is left out), with
 * their spec rows in the same statement: on the embedded database a statement's fixed cost is a
 * third of a millisecond, and this page needs no other.
 */
async function variantsInOrder(
  db: Db,
  ids: number[],
): Promise<{ rows: VariantRow[]; specs: SpecDisplayRow[] }> {
  if (ids.length === 0) return { rows: [], specs: [] };
  const found = await selectVariants(db, { specRows: specRowsOf }).where(
    and(inArray(variants.id, ids), publicVisible),
  );
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows: VariantRow[] = [];
  const specs: SpecDisplayRow[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const { specRows, ...variant } = row;
    rows.push(variant);
    // json arrives parsed from either driver; a string would be the driver's raw text.
    const list = typeof specRows === 'string' ? JSON.parse(specRows) : specRows;
    for (const [groupName, name, value, parameterId, siMin, siMax] of list ?? []) {
      specs.push({ variantId: id, groupName, name, value, parameterId, siMin, siMax });
    }
  }
  return { rows, specs };
}

export async function listPublicVariants(db: Db, query: ListingQuery) {
  const perPage = perPageFor(query);
  const offset = (query.page - 1) * perPage;
  const dictionary = await publicDictionary(db);
  const specs = resolveSpecFilters(query.spec ?? [], dictionary);
  const { q, parameterId } = specSortOf(query, dictionary);
  const page = async (rows: VariantRow[], total: number, specs?: SpecDisplayRow[]) => {
    const units = q.units ?? 'metric';
    const display = specs
      ? specDisplayOf(dictionary, specs, units)
      : await loadSpecDisplay(db, dictionary, rows, units);
    return paginate(
      rows.map((row) => toVariantJson(row, display)),
      total,
      q.page,
      perPage,
    );
  };
  // With spec filters and no search, the in-memory columns (decision 031) resolve the filters and
  // name the matching variants and their number; the page statement then reads them by id.
  const snapshot = !q.search && specs.length > 0 ? specSnapshot(db) : undefined;
  const scope = snapshot ? snapshotScope(snapshot, q) : await resolveScope(db, q);
  if (matchesNothing(scope)) return page([], 0);
  const prices = priceRange(q);
  const slots = snapshot ? matchingSlotsOf(snapshot, scope, priceBounds(q), specs) : undefined;
  if (snapshot && slots && inNameOrder(q)) {
    // The columns know the default order too: the page's ids are chosen in memory and read by key.
    const ids = pageByName(snapshot, slots, offset, perPage);
    const { rows, specs } = await variantsInOrder(db, ids);
    return page(rows, slots.length, specs);
  }
  const matched = snapshot && slots ? idsOfSlots(snapshot, slots) : undefined;
  const where = matched
    ? and(conditions(q, scope, prices, []), idsAmong(variantListing.variantId, matched))!
    : conditions(q, scope, prices, specs);

  if (q.search) {
    const found = await searchPage(db, q, where, perPage, offset, parameterId);
    return page(found.rows, found.total ?? (await countWhere(db, where)));
  }
  // listed_variant_counts knows brands and categories, not products, prices or specifications.
  // Without any filter its sum travels in the page statement itself (one round trip).
  const countable = scope.productIds === null && prices.length === 0 && specs.length === 0;
  // Spec filters under brand and category alone are counted from variant_specs, whose rows carry
  // both (decision 022): an INTERSECT of index ranges, no visit to variant_listing.
  const specsOnly = scope.productIds === null && prices.length === 0 && specs.length > 0;
  const known = matched
    ? matched.length
    : countable
      ? scope.listed
      : specsOnly
        ? await countSet(db, specMatches(specs, specScope(scope))!)
        : await countWhere(db, where);
  if (known !== undefined && offset >= known) return page([], known);
  const fixed = await fixedShapeRows(
    db,
    q,
    scope,
    countable && parameterId === undefined,
    known !== undefined,
    perPage,
    offset,
  );
  if (fixed) return page(fixed, known ?? fixed[0]?.total ?? (await countListed(db)));
  const ids = db.select({ id: variantListing.variantId }).from(variantListing).$dynamic();
  let keys = listingKeys;
  if (q.sort_by === 'brand') ids.innerJoin(brands, eq(brands.id, variantListing.brandId));
  if (parameterId !== undefined) {
    // The parameter's values, read once and joined, rather than looked up for every listed variant.
    const values = specValues(db, parameterId);
    ids.leftJoin(values, eq(values.variantId, variantListing.variantId));
    keys = { ...listingKeys, spec: values.value };
  }
  const pageIds = ids
    .where(where)
    .orderBy(...plainOrder(q, keys))
    .limit(perPage)
    .offset(offset);
  const rows = await selectVariants(db, { total: known === undefined ? listedTotal : sql<number>`null` })
    .where(inArray(variants.id, pageIds))
    .orderBy(...plainOrder(q, withSpecSort(variantKeys, parameterId)));
  // Past the last page the statement returns no row to carry the total.
  const total = known ?? rows[0]?.total ?? (await countListed(db));
  return page(rows, total);
}
