import { and, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAX_ALL_PER_PAGE, MAX_PER_PAGE, PRICE_MAX, PRICE_MIN, PRODUCTS_PER_PAGE } from '#common/constants';
import { paginate } from '#common/schemas/pagination';
import type { PublicVariantQuery } from '#common/schemas/variant';
import type { Db } from '../../db/client';
import { brands, variantListing, variants } from '../../db/schema';
import { escapeLike, listingKeys, plainOrder, searchWords, variantKeys } from './listing-order';
import { countListed, type ListingScope, listedTotal, matchesNothing, resolveScope } from './listing-scope';
import { searchPage } from './listing-search';
import { selectVariants, toVariantJson, type VariantRow } from './variant-mapper';

// The public listing (/products) at 100 000 variants (decision 013). Every condition and sort key
// is a column of variant_listing, the narrow copy of each variant the triggers of migration 0003
// keep (visibility, brand, category, lower-cased name, price, search text), so a page's ids are a
// walk of one of its partial indexes and only those rows are then read from variants. The total
// comes from listed_variant_counts unless a search, a price range or a product narrows it.

/**
 * Every word of the search (its first MAX_SEARCH_TERMS: searchWords) must occur somewhere in the
 * search text (lower-cased names of variant, product, brand and category, and the introduction;
 * trigram-indexed).
 */
export function searchTerms(
  search: string | undefined,
  column: AnyPgColumn = variants.searchText,
): SQL | undefined {
  const terms = searchWords(search);
  if (terms.length === 0) return undefined;
  return and(...terms.map((t) => sql`${column} like ${`%${escapeLike(t)}%`}`));
}

/** One id is an equality, which the (brand|category, name) indexes turn into an ordered walk. */
const oneOf = (column: AnyPgColumn, ids: number[] | null) =>
  ids === null ? undefined : ids.length === 1 ? eq(column, ids[0]) : inArray(column, ids);

// The client's default slider range (0 to 1,000,000) means "any price", unpriced variants
// included; a narrower range keeps only priced variants inside it.
function priceRange(q: PublicVariantQuery): SQL[] {
  const min = q.min_price ?? PRICE_MIN;
  const max = q.max_price ?? Number.POSITIVE_INFINITY;
  if (min <= PRICE_MIN && max >= PRICE_MAX) return [];
  const price = variantListing.price;
  return [isNotNull(price), gte(price, min), ...(Number.isFinite(max) ? [lte(price, max)] : [])];
}

function conditions(q: PublicVariantQuery, scope: ListingScope, prices: SQL[]): SQL {
  return and(
    eq(variantListing.listed, true),
    searchTerms(q.search, variantListing.searchText),
    oneOf(variantListing.brandId, scope.brandIds),
    oneOf(variantListing.categoryId, scope.categoryIds),
    oneOf(variantListing.productId, scope.productIds),
    ...prices,
  )!;
}

function perPageFor(q: Pick<PublicVariantQuery, 'per_page' | 'all'>): number {
  const max = q.all ? MAX_ALL_PER_PAGE : MAX_PER_PAGE;
  return Math.min(q.per_page ?? (q.all ? MAX_ALL_PER_PAGE : PRODUCTS_PER_PAGE), max);
}

const countWhere = async (db: Db, where: SQL) =>
  Number((await db.select({ n: sql<number>`count(*)::int` }).from(variantListing).where(where))[0].n);

export async function listPublicVariants(db: Db, q: PublicVariantQuery) {
  const perPage = perPageFor(q);
  const offset = (q.page - 1) * perPage;
  const page = (rows: VariantRow[], total: number) =>
    paginate(rows.map(toVariantJson), total, q.page, perPage);
  const scope = await resolveScope(db, q);
  if (matchesNothing(scope)) return page([], 0);
  const prices = priceRange(q);
  const where = conditions(q, scope, prices);

  if (q.search) {
    const found = await searchPage(db, q, where, perPage, offset);
    return page(found.rows, found.total ?? (await countWhere(db, where)));
  }
  // listed_variant_counts knows brands and categories, not products or prices. Without any filter
  // its sum travels in the page statement itself (one round trip).
  const countable = scope.productIds === null && prices.length === 0;
  const known = countable ? scope.listed : await countWhere(db, where);
  if (known !== undefined && offset >= known) return page([], known);
  const ids = db.select({ id: variantListing.variantId }).from(variantListing).$dynamic();
  const pageIds = (q.sort_by === 'brand' ? ids.innerJoin(brands, eq(brands.id, variantListing.brandId)) : ids)
    .where(where)
    .orderBy(...plainOrder(q, listingKeys))
    .limit(perPage)
    .offset(offset);
  const rows = await selectVariants(db, { total: known === undefined ? listedTotal : sql<number>`null` })
    .where(inArray(variants.id, pageIds))
    .orderBy(...plainOrder(q, variantKeys));
  // Past the last page the statement returns no row to carry the total.
  const total = known ?? rows[0]?.total ?? (await countListed(db));
  return page(rows, total);
}
