import { type AnyColumn, asc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_ORDER, type OrderTerm, orderTerms, type SortBy } from '#common/listing-order';
import type { PublicVariantQuery } from '#common/schemas/variant';
import { brands, variantListing, variants } from '../../db/schema';
import { specSortKey } from '../parameters/spec-filter-sql';

// The public listing's order, written once over whichever relation holds the sort keys:
// variant_listing to choose a page's ids, the `matches` set of a search (listing-search.ts), and
// variants (with brands joined) to put the page's wide rows in the same order.

type SortKey = AnyColumn | SQL | SQL.Aliased;

export interface SortKeys {
  id: SortKey;
  /** ironsite_natural_key(name): lower-cased, digit runs padded, so BPG-250 sorts before BPG-1000
   * (docs/product.md §17). */
  name: SortKey;
  /** lower(brand name); only needed for sort_by=brand */
  brand: SortKey;
  price: SortKey;
  createdAt: SortKey;
  /** The chosen parameter's value for sort_by=spec.<key> (withSpecSort); unset: default order. */
  spec?: SortKey;
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
  name: sql`ironsite_natural_key(${variants.name})`,
  brand: sql`lower(${brands.name})`,
  price: variants.price,
  createdAt: variants.createdAt,
};

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

/** The query fields the order reads. */
type OrderQuery = Pick<PublicVariantQuery, 'sort_by' | 'sort_order' | 'search'>;

/** One term of an order as SQL, direction and nulls spelled out as the indexes spell them. */
const ordered =
  (k: SortKeys) =>
  ({ key, desc: descending, nullsLast }: OrderTerm): SQL =>
    sql`${k[key]} ${sql.raw(`${descending ? 'desc' : 'asc'} nulls ${nullsLast ? 'last' : 'first'}`)}`;

const SORT_BYS: readonly SortBy[] = ['name', 'brand', 'price', 'created_at'];

/** The sort the visitor chose, id breaking its ties, if any (unknown keys: the default order). */
function chosenSort(q: OrderQuery, k: SortKeys): SQL[] | undefined {
  const order = q.sort_order === 'desc' ? 'desc' : 'asc';
  // Variants without the parameter's value come last in both directions.
  if (q.sort_by?.startsWith('spec.'))
    return k.spec ? [sql`${k.spec} ${sql.raw(order)} nulls last`, asc(k.name), asc(k.id)] : undefined;
  const by = SORT_BYS.find((b) => b === q.sort_by);
  return by && orderTerms(by, order).map(ordered(k));
}

/** Without a search: the chosen sort, else the default order (common/listing-order.ts). */
export const plainOrder = (q: OrderQuery, k: SortKeys): SQL[] =>
  chosenSort(q, k) ?? DEFAULT_ORDER.map(ordered(k));

/**
 * With a search, relevance tiers lead: exact name, name prefix, name contains, anything else.
 * Inside a tier the chosen sort applies, otherwise the name; id breaks ties. A search with a
 * number and unit (search-specs.ts) puts `nearness` before them: nearest first, so the machines
 * within ±10 % of the number lead (docs/product.md §2.4).
 */
export function searchOrder(
  q: OrderQuery,
  k: SortKeys,
  nearness?: SortKey,
  /** The phrase as a prepared statement's placeholder (listing-search.ts), else q.search's. */
  phrase: SQL | Placeholder | string = searchPhrase(q.search),
): SQL[] {
  // Names are natural keys, so the phrase is compared as one too ("pc200" finds "PC200-8" first).
  const term = sql`ironsite_natural_key(${phrase})`;
  const escaped = sql`replace(replace(replace(${term}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
  const tier = sql`case when ${k.name} = ${term} then 0
    when ${k.name} like ${escaped} || '%' then 1
    when ${k.name} like '%' || ${escaped} || '%' then 2 else 3 end`;
  return [
    ...(nearness ? [sql`${nearness} asc nulls last`] : []),
    asc(tier),
    ...(chosenSort(q, k) ?? [asc(k.name), asc(k.id)]),
  ];
}

/** The keys with the value of parameter `parameterId` as the spec sort key (sort_by=spec.<key>). */
export const withSpecSort = (k: SortKeys, parameterId: number | undefined): SortKeys =>
  parameterId === undefined ? k : { ...k, spec: specSortKey(parameterId, k.id as AnyColumn) };
