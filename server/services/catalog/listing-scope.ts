import { type SQL, sql } from 'drizzle-orm';
import type { PublicVariantQuery } from '#common/schemas/variant';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { brands, categories, listedVariantCounts, products } from '../../db/schema';
import { idOrName } from './sql-filters';

// The navigation's filters arrive as names or ids. They are resolved to ids first, in the same
// round trip as the listed total, because the listing's indexes (brand or category, then name)
// only give an ordered page for a known id: with `brand_id in (select …)` the planner walks the
// whole name index or sorts the brand's every variant (measured: 50–150 ms at 100k variants).

export interface ListingScope {
  /** null: no such filter; [] : the filter matches nothing. */
  brandIds: number[] | null;
  categoryIds: number[] | null;
  productIds: number[] | null;
  /** The lower-cased names of the categories in categoryIds (a parameter is scoped by name). */
  categoryNames?: string[];
  /** Listed variants under the brand and category filters (listed_variant_counts); unset without
   * filters, where the page statement itself carries the sum. */
  listed?: number;
}

const UNFILTERED: ListingScope = { brandIds: null, categoryIds: null, productIds: null };

/** The listed total without filters, as a subquery the page statement can carry. */
export const listedTotal = sql<number>`(select coalesce(sum(${listedVariantCounts.variants}), 0)::int
  from ${listedVariantCounts})`;

interface ScopeRow {
  brand_ids: number[] | null;
  category_ids: number[] | null;
  category_names: string[] | null;
  product_ids: number[] | null;
  listed: number;
}

export async function resolveScope(
  db: Db,
  q: Pick<PublicVariantQuery, 'brand' | 'category' | 'product'>,
): Promise<ListingScope> {
  if (!q.brand && !q.category && !q.product) return UNFILTERED;
  const brandIds = q.brand
    ? sql`select ${brands.id} from ${brands} where ${idOrName(brands.id, brands.name, q.brand)}`
    : undefined;
  const categoryIds = q.category
    ? sql`select ${categories.id} from ${categories} where ${idOrName(categories.id, categories.name, q.category)}`
    : undefined;
  const productIds = q.product
    ? sql`select ${products.id} from ${products} where ${idOrName(products.id, products.name, q.product)}`
    : undefined;
  const ids = (query: SQL | undefined) => (query ? sql`array(${query})` : sql`null::int[]`);
  const counted: SQL[] = [sql`true`];
  if (brandIds) counted.push(sql`${listedVariantCounts.brandId} in (${brandIds})`);
  if (categoryIds) counted.push(sql`${listedVariantCounts.categoryId} in (${categoryIds})`);
  const names = categoryIds
    ? sql`array(select distinct lower(${categories.name}) from ${categories} where ${categories.id} in (${categoryIds}))`
    : sql`null::text[]`;
  const res = await db.execute(sql`select ${ids(brandIds)} as brand_ids, ${ids(categoryIds)} as category_ids,
      ${names} as category_names, ${ids(productIds)} as product_ids,
      (select coalesce(sum(${listedVariantCounts.variants}), 0)::int from ${listedVariantCounts}
        where ${sql.join(counted, sql` and `)}) as listed`);
  const [row] = rowsOf<ScopeRow>(res);
  return {
    brandIds: row.brand_ids,
    categoryIds: row.category_ids,
    ...(row.category_names ? { categoryNames: row.category_names } : {}),
    productIds: row.product_ids,
    listed: Number(row.listed),
  };
}

export async function countListed(db: Db): Promise<number> {
  const res = await db.execute(sql`select ${listedTotal} as n`);
  return Number(rowsOf<{ n: number }>(res)[0].n);
}

/** True when some filter matches no brand, category or product at all. */
export const matchesNothing = (s: ListingScope) =>
  [s.brandIds, s.categoryIds, s.productIds].some((ids) => ids !== null && ids.length === 0);
