import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PublicVariantQuery } from '#common/schemas/variant';
import { brands, variantListing, variants } from '../../db/schema';

// The public listing's order, written once over whichever relation holds the sort keys:
// variant_listing to choose a page's ids, the `matches` set of a search (listing-search.ts), and
// variants (with brands joined) to put the page's wide rows in the same order.

type SortKey = AnyColumn | SQL | SQL.Aliased;

export interface SortKeys {
  id: SortKey;
  /** lower(name) */
  name: SortKey;
  /** lower(brand name); only needed for sort_by=brand */
  brand: SortKey;
  price: SortKey;
  createdAt: SortKey;
}

/** brand: needs brands joined on variant_listing.brand_id. */
export const listingKeys: SortKeys = {
  id: variantListing.variantId,
  name: variantListing.name,
  brand: sql`lower(${brands.name})`,
  price: variantListing.price,
  createdAt: variantListing.createdAt,
};

/** Over selectVariants' columns. */
export const variantKeys: SortKeys = {
  id: variants.id,
  name: sql`lower(${variants.name})`,
  brand: sql`lower(${brands.name})`,
  price: variants.price,
  createdAt: variants.createdAt,
};

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/**
 * Words a search uses at most: each is one more LIKE over the trigram index, so a search of 100
 * one-letter words would cost 100 of them. Later words are ignored (a visitor's long query still
 * finds what its first words name) rather than refused.
 */
export const MAX_SEARCH_TERMS = 8;

/** The search's words, lower-cased, each once, the first MAX_SEARCH_TERMS of them. */
export const searchWords = (search: string | undefined): string[] =>
  [...new Set((search ?? '').toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_TERMS);

/** The search as the ranking sees it: its words joined by single spaces ('' without one). */
export const searchPhrase = (search: string | undefined) => searchWords(search).join(' ');

/** The sort the visitor chose, if any (unknown keys fall back to the default order). */
function chosenSort(q: PublicVariantQuery, k: SortKeys): SQL[] | undefined {
  const dir = q.sort_order === 'desc' ? desc : asc;
  switch (q.sort_by) {
    case 'name':
      return [dir(k.name)];
    case 'brand':
      return [dir(k.brand), asc(k.name)];
    case 'price':
      return [sql`${k.price} ${sql.raw(q.sort_order === 'desc' ? 'desc' : 'asc')} nulls last`, asc(k.name)];
    case 'created_at':
      return [dir(k.createdAt), dir(k.id)];
    default:
      return undefined;
  }
}

/** Without a search: the chosen sort, else name; id breaks ties. */
export const plainOrder = (q: PublicVariantQuery, k: SortKeys): SQL[] => [
  ...(chosenSort(q, k) ?? [asc(k.name)]),
  asc(k.id),
];

/**
 * With a search, relevance tiers lead: exact name, name prefix, name contains, anything else.
 * Inside a tier the chosen sort applies, otherwise `relevance` (trigram similarity, when the
 * caller can afford it) and then the name; id breaks ties.
 */
export function searchOrder(q: PublicVariantQuery, k: SortKeys, relevance?: SQL): SQL[] {
  const term = searchPhrase(q.search);
  const tier = sql`case when ${k.name} = ${term} then 0
    when ${k.name} like ${`${escapeLike(term)}%`} then 1
    when ${k.name} like ${`%${escapeLike(term)}%`} then 2 else 3 end`;
  const byRelevance = [...(relevance ? [desc(relevance)] : []), asc(k.name)];
  return [asc(tier), ...(chosenSort(q, k) ?? byRelevance), asc(k.id)];
}
