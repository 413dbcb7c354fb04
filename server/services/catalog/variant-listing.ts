import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PRICE_MAX, PRICE_MIN, PRODUCTS_PER_PAGE } from '../../../common/constants';
import { paginate } from '../../../common/schemas/pagination';
import {
  MAX_ALL_PER_PAGE,
  MAX_PUBLIC_PER_PAGE,
  type PublicVariantQuery,
} from '../../../common/schemas/variant';
import type { Db } from '../../db/client';
import { brands, categories, products, variants } from '../../db/schema';
import {
  countVariants,
  publicVisible,
  selectVariantIds,
  selectVariants,
  toVariantJson,
} from './variant-mapper';

// The public listing (/products): one query for the page and one count, both over the same joins
// and conditions. Search uses variants.search_text (lower-cased names of variant, product, brand,
// category and the introduction, kept by triggers) and its trigram index.

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** Every whitespace-separated term must occur somewhere in search_text. */
export function searchTerms(search: string | undefined): SQL | undefined {
  const terms = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return undefined;
  return and(...terms.map((t) => sql`${variants.searchText} like ${`%${escapeLike(t)}%`}`));
}

/** The client sends names (?category=Excavators); ids work too. Names match case-insensitively. */
function idOrName(idColumn: AnyPgColumn, nameColumn: AnyPgColumn, value: string): SQL {
  const byName = sql`lower(${nameColumn}) = ${value.toLowerCase()}`;
  const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
  return id > 0 && id <= 2_147_483_647 ? or(eq(idColumn, id), byName)! : byName;
}

function conditions(q: PublicVariantQuery): SQL {
  const conds: (SQL | undefined)[] = [publicVisible, searchTerms(q.search)];
  if (q.brand) conds.push(idOrName(brands.id, brands.name, q.brand));
  if (q.category) conds.push(idOrName(categories.id, categories.name, q.category));
  if (q.product) conds.push(idOrName(products.id, products.name, q.product));
  // The client's default slider range (0 to 1,000,000) means "any price", unpriced variants
  // included; a narrower range keeps only priced variants inside it.
  const min = q.min_price ?? PRICE_MIN;
  const max = q.max_price ?? Number.POSITIVE_INFINITY;
  if (min > PRICE_MIN || max < PRICE_MAX) {
    conds.push(isNotNull(variants.price), gte(variants.price, min));
    if (Number.isFinite(max)) conds.push(lte(variants.price, max));
  }
  return and(...conds)!;
}

const lowerName = sql`lower(${variants.name})`;

// Trigram similarity costs ~30 µs a row: worth it to order a few hundred matches, not to sort a
// search that matches most of a 100 000-variant catalogue (there the tiers and names order it).
const SIMILARITY_RANK_LIMIT = 2000;

function orderBy(q: PublicVariantQuery, total: number): SQL[] {
  const dir = q.sort_order === 'desc' ? desc : asc;
  const sorts: Record<string, SQL[]> = {
    name: [dir(lowerName)],
    brand: [dir(sql`lower(${brands.name})`), asc(lowerName)],
    price: [
      sql`${variants.price} ${sql.raw(q.sort_order === 'desc' ? 'desc' : 'asc')} nulls last`,
      asc(lowerName),
    ],
    created_at: [dir(variants.createdAt), dir(variants.id)],
  };
  const chosen = q.sort_by ? sorts[q.sort_by] : undefined;
  const term = (q.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).join(' ');
  if (!term) return [...(chosen ?? [asc(lowerName)]), asc(variants.id)];
  // Relevance tiers lead whenever there is a search: exact name, name prefix, name contains,
  // anything else. Inside a tier the chosen sort applies, otherwise trigram similarity.
  const tier = sql`case when ${lowerName} = ${term} then 0
    when ${lowerName} like ${`${escapeLike(term)}%`} then 1
    when ${lowerName} like ${`%${escapeLike(term)}%`} then 2 else 3 end`;
  const similarity = sql`greatest(word_similarity(${term}, ${variants.searchText}), similarity(${term}, ${lowerName}))`;
  const byRelevance = total <= SIMILARITY_RANK_LIMIT ? [desc(similarity), asc(lowerName)] : [asc(lowerName)];
  return [asc(tier), ...(chosen ?? byRelevance), asc(variants.id)];
}

export function perPageFor(q: Pick<PublicVariantQuery, 'per_page' | 'all'>): number {
  const max = q.all ? MAX_ALL_PER_PAGE : MAX_PUBLIC_PER_PAGE;
  return Math.min(q.per_page ?? (q.all ? MAX_ALL_PER_PAGE : PRODUCTS_PER_PAGE), max);
}

export async function listPublicVariants(db: Db, q: PublicVariantQuery) {
  const perPage = perPageFor(q);
  const where = conditions(q);
  const [{ total }] = await countVariants(db).where(where);
  const order = orderBy(q, Number(total));
  // The page's ids are chosen over narrow rows, so a deep page never sorts the wide JSONB columns;
  // the same order then applies to just those rows. Still one statement.
  const pageIds = selectVariantIds(db)
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset((q.page - 1) * perPage);
  const rows = await selectVariants(db)
    .where(inArray(variants.id, pageIds))
    .orderBy(...order);
  return paginate(rows.map(toVariantJson), Number(total), q.page, perPage);
}
