import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories, products, variantListing, variants } from '../../db/schema';
import { specSortKey } from '../parameters/spec-filter-sql';
import { type SortKeys, searchOrder, searchPhrase, variantKeys, withSpecSort } from './listing-order';
import type { ListingQuery } from './variant-listing';
import { type VariantRow, variantColumns } from './variant-mapper';

// A search's page and its exact total in one statement. Ranking needs every match (a relevance
// tier can hold the last name of the alphabet), so the matches are read once through the trigram
// index into `matches` (materialised: PostgreSQL keeps a CTE used twice), then counted and
// ordered there, instead of a count and a page query that would each read them. Backend CPU for
// `search=loader` (10.5k of 100k variants), measured on the wide variants table: 7 ms count +
// 16 ms page as two statements, 14 ms as this one (7 ms on variant_listing). Carrying the search
// text in `matches` for the similarity cost 5 ms more, and looking it up per row inside a CASE
// 20 ms more even where the CASE never reached it, hence the second statement below.

// Trigram similarity costs ~30 µs a row: worth it to order a few hundred matches, not to sort a
// search that matches most of a 100 000-variant catalogue (there the tiers and names order it).
const SIMILARITY_RANK_LIMIT = 2000;

export async function searchPage(
  db: Db,
  q: ListingQuery,
  where: SQL,
  perPage: number,
  offset: number,
  specSort?: number,
): Promise<{ rows: VariantRow[]; total: number | undefined }> {
  let rows = await run(db, q, where, perPage, offset, false, specSort);
  // An empty page (no match, or a page past the end) carries no total: the caller counts.
  const total = rows[0]?.total;
  const ranked = q.sort_by === undefined;
  // Few matches and no chosen sort: order them again, by similarity inside each tier.
  if (ranked && total !== undefined && total <= SIMILARITY_RANK_LIMIT) {
    rows = await run(db, q, where, perPage, offset, true, specSort);
  }
  return { rows, total };
}

// The one key the chosen sort needs besides name and id (see chosenSort), so `matches` stays
// narrow: every column it carries is written for every match.
function sortKey(q: ListingQuery, specSort: number | undefined): SQL {
  if (specSort !== undefined) return specSortKey(specSort, variantListing.variantId);
  if (q.sort_by === 'brand') return sql`lower(${brands.name})`;
  if (q.sort_by === 'price') return sql`${variantListing.price}`;
  if (q.sort_by === 'created_at') return sql`${variantListing.createdAt}`;
  return sql`null`;
}

function run(
  db: Db,
  q: ListingQuery,
  where: SQL,
  perPage: number,
  offset: number,
  bySimilarity: boolean,
  specSort: number | undefined,
) {
  const term = searchPhrase(q.search);
  const similarity = (name: SQL | SQL.Aliased, searchText: SQL | SQL.Aliased | typeof variants.searchText) =>
    sql`greatest(word_similarity(${term}, ${searchText}), similarity(${term}, ${name}))`;
  const source = db
    .select({
      id: variantListing.variantId,
      name: sql<string>`${variantListing.name}`.as('lname'),
      key: sortKey(q, specSort).as('sort_key'),
      searchText: (bySimilarity ? sql<string>`${variantListing.searchText}` : sql<string>`null`).as('stext'),
    })
    .from(variantListing)
    .$dynamic();
  const matches = db
    .$with('matches')
    .as(
      (q.sort_by === 'brand'
        ? source.innerJoin(brands, eq(brands.id, variantListing.brandId))
        : source
      ).where(where),
    );
  const inMatches: SortKeys = {
    id: matches.id,
    name: matches.name,
    brand: matches.key,
    price: matches.key,
    createdAt: matches.key,
    spec: specSort === undefined ? undefined : matches.key,
  };
  const pageIds = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(
      ...searchOrder(q, inMatches, bySimilarity ? similarity(matches.name, matches.searchText) : undefined),
    )
    .limit(perPage)
    .offset(offset);
  const relevance = bySimilarity ? similarity(sql`lower(${variants.name})`, variants.searchText) : undefined;
  return db
    .with(matches)
    .select({
      ...variantColumns,
      total: sql<number>`(select count(*)::int from ${sql.identifier('matches')})`,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(variants.id, pageIds))
    .orderBy(...searchOrder(q, withSpecSort(variantKeys, specSort), relevance));
}
