import { and, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories, products, variantListing, variants } from '../../db/schema';
import { specSortKey } from '../parameters/spec-filter-sql';
import { type SortKeys, searchOrder, variantKeys, withSpecSort } from './listing-order';
import { keptStatements } from './listing-prepared';
import { wordsMatch } from './search-match';
import { type SearchSpec, specNearness } from './search-specs';
import type { ListingQuery } from './variant-listing';
import { type VariantRow, variantColumns } from './variant-mapper';

// A search's page and its exact total in one statement (decision 036). Ranking needs every match
// (a relevance tier can hold the last name of the alphabet), so the matches are read once into
// `matches` (materialised: PostgreSQL keeps a CTE used twice), then counted and ordered there,
// instead of a count and a page query that would each read them. The relevance tiers of
// searchOrder rank them; the trigram similarity that once ordered each tier took a second
// statement and ~30 µs a row, and is gone (decision 036 has the figures). A search with a number
// and unit carries each match's nearness to it (search-specs.ts), which leads the order.

export async function searchPage(
  db: Db,
  q: ListingQuery,
  where: SQL,
  perPage: number,
  offset: number,
  specSort: number | undefined,
  specs: SearchSpec[],
): Promise<{ rows: VariantRow[]; total: number | undefined }> {
  const rows = await searchStatement(db, q, where, perPage, offset, specSort, specs);
  return found(rows, offset);
}

// An empty first page is an empty search; past the last page the caller counts.
const found = (rows: (VariantRow & { total: number })[], offset: number) => ({
  rows,
  total: rows[0]?.total ?? (offset === 0 ? 0 : undefined),
});

type Value = number | Placeholder;

/** The page's statement; `phrase` is a placeholder when it is prepared (plainSearchPage). */
export function searchStatement(
  db: Db,
  q: ListingQuery,
  where: SQL,
  limit: Value,
  offset: Value,
  specSort: number | undefined,
  specs: SearchSpec[],
  phrase?: Placeholder,
) {
  const source = db
    .select({
      id: variantListing.variantId,
      name: sql<string>`${variantListing.name}`.as('lname'),
      key: sortKey(q, specSort).as('sort_key'),
      nearness: (specNearness(specs, variantListing.variantId) ?? sql`null`).as('nearness'),
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
    .orderBy(...searchOrder(q, inMatches, specs.length > 0 ? matches.nearness : undefined, phrase))
    .limit(limit as number)
    .offset(offset as number);
  // The page's rows carry the listing's stored name key (pageKeys): ordered again by variants'
  // names, ironsite_natural_key would run for each row once per tier (about 1 ms of a 4 ms search).
  return db
    .with(matches)
    .select({
      ...variantColumns,
      total: sql<number>`(select count(*)::int from ${sql.identifier('matches')})`,
    })
    .from(variants)
    .innerJoin(variantListing, eq(variantListing.variantId, variants.id))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(variants.id, pageIds))
    .orderBy(...searchOrder(q, withSpecSort(pageKeys, specSort), specNearness(specs, variants.id), phrase));
}

/** The page's rows ordered as `matches` was: variants' keys, the name the listing keeps. */
const pageKeys: SortKeys = { ...variantKeys, name: variantListing.name };

const searchPageStatement = keptStatements('search_page');

/**
 * The most asked search: words alone, no filter, no spec sort, no number with a unit. Its statement
 * is built once per database handle, word count and sort, then only run with the words (as the
 * listing's first page is, listing-prepared.ts): building the search's statement through Drizzle
 * cost about a millisecond of CPU per request, which made a search dearer than the first page
 * (decision 036's target). The words and the phrase are the same values searchPage binds.
 */
export async function plainSearchPage(
  db: Db,
  q: Pick<ListingQuery, 'sort_by' | 'sort_order'>,
  words: string[],
  perPage: number,
  offset: number,
): Promise<{ rows: VariantRow[]; total: number | undefined }> {
  const sortBy = q.sort_by?.startsWith('spec.') ? undefined : q.sort_by;
  const order: ListingQuery = {
    page: 1,
    sort_by: sortBy,
    sort_order: q.sort_order === 'desc' ? 'desc' : 'asc',
  } as ListingQuery;
  const shape = `${words.length}|${sortBy ?? ''}|${order.sort_order}`;
  const statement = searchPageStatement(db, shape, (name) => {
    const where = and(
      eq(variantListing.listed, true),
      wordsMatch(sql`${sql.placeholder('words')}::text[]`, words.length, variantListing.searchText),
    )!;
    return searchStatement(
      db,
      order,
      where,
      sql.placeholder('limit'),
      sql.placeholder('offset'),
      undefined,
      [],
      sql.placeholder('phrase'),
    ).prepare(name);
  });
  const rows = await statement.execute({ words, phrase: words.join(' '), limit: perPage, offset });
  return found(rows, offset);
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
