import { and, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAX_ALL_PER_PAGE, MAX_PER_PAGE, PRICE_MAX, PRICE_MIN, PRODUCTS_PER_PAGE } from '#common/constants';
import { paginate } from '#common/schemas/pagination';
import type { PublicVariantQuery } from '#common/schemas/variant';
import type { Db } from '../../db/client';
import { brands, variantListing, variants } from '../../db/schema';
import { ValidationFailed } from '../../errors';
import { type Dictionary, publicDictionary } from '../parameters/dictionary-cache';
import { loadSpecDisplay } from '../parameters/spec-display';
import {
  type ResolvedSpecFilter,
  resolveSpecFilters,
  type SpecScope,
  specConditions,
  specMatches,
  specValues,
} from '../parameters/spec-filter-sql';
import { availabilityFilter, withAvailability } from './availability';
import { listingKeys, plainOrder, searchWords, variantKeys, withSpecSort } from './listing-order';
import { fixedShapeRows } from './listing-prepared';
import { countListed, type ListingScope, listedTotal, matchesNothing, resolveScope } from './listing-scope';
import { plainSearchPage, searchPage } from './listing-search';
import { searchMatch } from './search-match';
import { readTypedSearch, specsHeld, type TypedSearch } from './search-specs';
import { selectVariants, toVariantJson, type VariantRow } from './variant-mapper';

// The public listing (/products) at 100 000 variants (decision 013). Every condition and sort key
// is a column of variant_listing, the narrow copy of each variant the triggers of migration 0003
// keep (visibility, brand, category, lower-cased name, price, search text), so a page's ids are a
// walk of one of its partial indexes and only those rows are then read from variants. The total
// comes from listed_variant_counts unless a search, a price range, a product or a spec filter
// narrows it. Spec filters (docs/product.md §17) are
// sets of ids read from variant_specs alone (decisions 022, 035).

/**
 * The listing's query as the services take it: the API's parsed query, or the site's, which may
 * leave out spec filters, units (none, metric) and the availability filter.
 */
export type ListingQuery = Omit<PublicVariantQuery, 'spec' | 'units' | 'in_stock' | 'branch'> &
  Partial<Pick<PublicVariantQuery, 'spec' | 'units' | 'in_stock' | 'branch'>>;

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
interface PriceBounds {
  min: number;
  max: number;
}

// The client's default slider range (0 to 1,000,000) means "any price", unpriced variants
// included; a narrower range keeps only priced variants inside it.
function priceBounds(q: Partial<Pick<ListingQuery, 'min_price' | 'max_price'>>): PriceBounds | null {
  const min = q.min_price ?? PRICE_MIN;
  const max = q.max_price ?? Number.POSITIVE_INFINITY;
  return min <= PRICE_MIN && max >= PRICE_MAX ? null : { min, max };
}

/**
 * The filters on a listed row's own columns or its availability: a price range and the
 * availability filter (availability.ts). Each narrows the count past what listed_variant_counts knows.
 */
export const narrowing = (
  q: Partial<Pick<ListingQuery, 'min_price' | 'max_price' | 'in_stock' | 'branch'>>,
): SQL[] => [...priceRange(q), ...availabilityFilter(q, variantListing.variantId)];

function priceRange(q: Partial<Pick<ListingQuery, 'min_price' | 'max_price'>>): SQL[] {
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

/** The public search's condition (decision 036): its words on the search text, and a value of
 * each number with a unit it holds (search-specs.ts). */
export const typedSearchMatch = (search: TypedSearch): SQL[] =>
  [
    searchTerms(search.words, variantListing.searchText),
    ...specsHeld(search.specs, variantListing.variantId),
  ].filter((c): c is SQL => c !== undefined);

/** The listing's conditions on variant_listing, less the filter `without` names. */
export function conditions(
  search: TypedSearch,
  scope: ListingScope,
  prices: SQL[],
  specs: ResolvedSpecFilter[],
  without?: Without,
): SQL {
  return and(
    eq(variantListing.listed, true),
    ...typedSearchMatch(search),
    without === 'brand' ? undefined : oneOf(variantListing.brandId, scope.brandIds),
    without === 'category' ? undefined : oneOf(variantListing.categoryId, scope.categoryIds),
    oneOf(variantListing.productId, scope.productIds),
    ...prices, // and the availability filter (narrowing)
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

export async function listPublicVariants(db: Db, query: ListingQuery) {
  const perPage = perPageFor(query);
  const offset = (query.page - 1) * perPage;
  const dictionary = await publicDictionary(db);
  const specs = resolveSpecFilters(query.spec ?? [], dictionary);
  const { q, parameterId } = specSortOf(query, dictionary);
  const page = async (rows: VariantRow[], total: number) => {
    const display = await loadSpecDisplay(db, dictionary, rows, q.units ?? 'metric');
    return paginate(
      await withAvailability(
        db,
        rows.map((row) => toVariantJson(row, display)),
      ),
      total,
      q.page,
      perPage,
    );
  };
  const scope = await resolveScope(db, q);
  if (matchesNothing(scope)) return page([], 0);
  const prices = narrowing(q);
  const typed = readTypedSearch(q.search, dictionary);
  // Built when a statement needs it: the plain search and the first page run prepared statements
  // that carry their own condition, and building this one through Drizzle is CPU they would waste.
  let built: SQL | undefined;
  const where = () => {
    built ??= conditions(typed, scope, prices, specs);
    return built;
  };

  if (q.search) {
    const words = searchWords(typed.words);
    const plain =
      scope.brandIds === null &&
      scope.categoryIds === null &&
      scope.productIds === null &&
      prices.length === 0 &&
      specs.length === 0 &&
      typed.specs.length === 0 &&
      parameterId === undefined &&
      words.length > 0;
    // Ranked by the words alone: a number with a unit ranks by its nearness instead.
    const found = plain
      ? await plainSearchPage(db, q, words, perPage, offset)
      : await searchPage(
          db,
          { ...q, search: typed.words },
          where(),
          perPage,
          offset,
          parameterId,
          typed.specs,
        );
    return page(found.rows, found.total ?? (await countWhere(db, where())));
  }
  // listed_variant_counts knows brands and categories, not products, prices, availability or
  // specifications.
  // Without any filter its sum travels in the page statement itself (one round trip).
  const countable = scope.productIds === null && prices.length === 0 && specs.length === 0;
  // Spec filters under brand and category alone are counted from variant_specs, whose rows carry
  // both (decision 022): an INTERSECT of index ranges, no visit to variant_listing.
  const specsOnly = scope.productIds === null && prices.length === 0 && specs.length > 0;
  const known = countable
    ? scope.listed
    : specsOnly
      ? await countSet(db, specMatches(specs, specScope(scope))!)
      : await countWhere(db, where());
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
    .where(where())
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
