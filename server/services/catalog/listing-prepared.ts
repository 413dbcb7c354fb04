import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { variantListing, variants } from '../../db/schema';
import { listingKeys, plainOrder, variantKeys } from './listing-order';
import { type ListingScope, listedTotal } from './listing-scope';
import type { ListingQuery } from './variant-listing';
import { selectVariants, type VariantRow } from './variant-mapper';

// The listing's most asked pages have a fixed shape: no search, price, product or spec filter, a
// brand and a category by name or none, the default or a simple sort. Their page statement is built
// once per database handle and shape, then only run with the page's values (decision 013's plan,
// unchanged). Building it through Drizzle cost ~0.2–0.3 ms of CPU per request, and on PostgreSQL a
// named statement is also parsed once per connection instead of every time
// (docs/performance.md, "Where an uncached read's CPU goes").

/** A page statement prepared once: run with the page's values, it answers the rows and the total. */
type PageStatement = {
  execute(values: Record<string, unknown>): Promise<(VariantRow & { total: number })[]>;
};

/**
 * The page statements of one kind, kept per database handle and shape: `prepare` builds a shape's
 * the first time, under a name `prefix`_N that is one per shape for the whole process (handles on
 * the same pool then name a text alike). The listing's and the plain search's.
 */
export function keptStatements(prefix: string) {
  const statements = new WeakMap<Db, Map<string, PageStatement>>();
  const names = new Map<string, string>();
  return (db: Db, shape: string, prepare: (name: string) => unknown): PageStatement => {
    let byShape = statements.get(db);
    if (!byShape) {
      byShape = new Map();
      statements.set(db, byShape);
    }
    let statement = byShape.get(shape);
    if (!statement) {
      let name = names.get(shape);
      if (!name) {
        name = `${prefix}_${names.size}`;
        names.set(shape, name);
      }
      statement = prepare(name) as PageStatement;
      byShape.set(shape, statement);
    }
    return statement;
  };
}

const pageStatement = keptStatements('listing_page');

/**
 * A brand or category filter in a page statement: one id is an equality, which the (brand|category,
 * name) indexes turn into an ordered walk; several (a category's name is shared by the categories
 * of several brands, and the navigation links to it by name) are one array parameter, so the
 * statement is still prepared once instead of built through Drizzle for every request (a brand and
 * a category by name: 2.98 → 2.41 ms of CPU a request, 5 Dec 2026; docs/performance.md). The
 * plan is the same walk of the name index, filtered, generic or not.
 */
function idFilter(column: AnyPgColumn, ids: number[] | null, name: string) {
  if (ids === null) return { shape: '', where: undefined, value: {} };
  if (ids.length === 1)
    return { shape: '1', where: eq(column, sql.placeholder(name)), value: { [name]: ids[0] } };
  return {
    shape: 'n',
    where: sql`${column} = any(${sql.placeholder(name)}::int[])`,
    value: { [name]: `{${ids.join(',')}}` },
  };
}

/**
 * The listed ids in the listing's order: for the default order, an ordered walk of one of the
 * partial indexes built on it (schema/listing.ts; tests/api/listing-order-plan.test.ts reads the plan).
 */
export const orderedIds = (db: Db, q: Pick<ListingQuery, 'sort_by' | 'sort_order'>, where: SQL | undefined) =>
  db
    .select({ id: variantListing.variantId })
    .from(variantListing)
    .where(where)
    .orderBy(...plainOrder(q, listingKeys));

/**
 * The page's rows when the listing has one of the fixed shapes (`plain`: nothing but brand and
 * category narrows it and no spec sorts it), else undefined and the caller builds the statement.
 * `counted`: the total is known already (listed_variant_counts), so the statement need not carry it.
 */
export async function fixedShapeRows(
  db: Db,
  q: ListingQuery,
  scope: ListingScope,
  plain: boolean,
  counted: boolean,
  perPage: number,
  offset: number,
): Promise<(VariantRow & { total: number })[] | undefined> {
  if (!plain || q.sort_by === 'brand') return undefined; // the brand sort joins brands: built each time
  const brand = idFilter(variantListing.brandId, scope.brandIds, 'brand');
  const category = idFilter(variantListing.categoryId, scope.categoryIds, 'category');
  const shape = `${q.sort_by ?? ''}|${q.sort_order ?? ''}|b${brand.shape}c${category.shape}|${counted ? 'n' : 't'}`;
  const statement = pageStatement(db, shape, (name) => {
    // The same conditions as conditions() gives for this shape, with the ids as parameters.
    const where = and(eq(variantListing.listed, true), brand.where, category.where);
    const pageIds = orderedIds(db, q, where)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    const total: SQL<number> = counted ? sql<number>`null` : listedTotal;
    return selectVariants(db, { total })
      .where(inArray(variants.id, pageIds))
      .orderBy(...plainOrder(q, variantKeys))
      .prepare(name);
  });
  return statement.execute({ limit: perPage, offset, ...brand.value, ...category.value });
}
