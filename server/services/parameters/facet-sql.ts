import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  brands,
  categories,
  listedSpecSummary,
  listedVariantCounts,
  variantListing,
  variantSpecs,
} from '../../db/schema';
import { idsIn } from './spec-filter-sql';

// The facet statements (docs/product.md §17), one per family. Each parameter's part carries its
// own conditions, the listing's less that parameter's filter, so a family is a UNION ALL of
// per-parameter aggregates over variant_specs alone: its rows carry their variant's listing
// (decision 022), and what they do not carry (search, price, product) is a set of ids.

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export interface CountRow {
  facet: 'brand' | 'category';
  name: string;
  count: number;
}

/** Brand counts under every filter but the brand, category counts under every filter but the category. */
export function brandAndCategoryCounts(db: Db, withoutBrand: SQL, withoutCategory: SQL) {
  return rowsOf<CountRow>(
    db,
    sql`select 'brand' as facet, ${brands.name} as name, count(*)::int as count
        from ${variantListing} join ${brands} on ${brands.id} = ${variantListing.brandId}
        where ${withoutBrand} group by ${brands.name}
      union all
      select 'category', ${categories.name}, count(*)::int
        from ${variantListing} join ${categories} on ${categories.id} = ${variantListing.categoryId}
        where ${withoutCategory} group by ${categories.name}
      order by 1, 2`,
  );
}

/**
 * Brand and category counts when only brand and category filter the listing: sums over the few
 * rows of listed_variant_counts, not a count over the catalogue.
 */
export function brandAndCategoryTotals(db: Db, brandIds: number[] | null, categoryIds: number[] | null) {
  const inList = (column: AnyPgColumn, list: number[] | null) => (list ? idsIn(column, list) : sql`true`);
  return rowsOf<CountRow>(
    db,
    sql`select 'brand' as facet, ${brands.name} as name, sum(${listedVariantCounts.variants})::int as count
        from ${listedVariantCounts} join ${brands} on ${brands.id} = ${listedVariantCounts.brandId}
        where ${inList(listedVariantCounts.categoryId, categoryIds)}
        group by ${brands.name} having sum(${listedVariantCounts.variants}) > 0
      union all
      select 'category', ${categories.name}, sum(${listedVariantCounts.variants})::int
        from ${listedVariantCounts} join ${categories} on ${categories.id} = ${listedVariantCounts.categoryId}
        where ${inList(listedVariantCounts.brandId, brandIds)}
        group by ${categories.name} having sum(${listedVariantCounts.variants}) > 0
      order by 1, 2`,
  );
}

/**
 * Brand and category counts when spec filters narrow only brand and category: counted from the
 * sets of variant_specs rows (`variant_id, brand_id` and `variant_id, category_id`), which carry
 * their variant's listing (decision 022), without a visit to variant_listing.
 */
export function brandAndCategoryFromSpecs(db: Db, brandSet: SQL, categorySet: SQL) {
  return rowsOf<CountRow>(
    db,
    sql`select 'brand' as facet, ${brands.name} as name, count(*)::int as count
        from (${brandSet}) m join ${brands} on ${brands.id} = m.brand_id group by ${brands.name}
      union all
      select 'category', ${categories.name}, count(*)::int
        from (${categorySet}) m join ${categories} on ${categories.id} = m.category_id group by ${categories.name}
      order by 1, 2`,
  );
}

/** The parameters (of `ids`) the most variants matching `where` have a value of, at most `limit`. */
export async function mostUsed(db: Db, ids: number[], where: SQL, limit: number): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select ${variantSpecs.parameterId} as id from ${variantSpecs}
      where ${variantSpecs.parameterId} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and ${where}
      group by ${variantSpecs.parameterId}
      order by count(*) desc, ${variantSpecs.parameterId}
      limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

export interface NumericRow {
  pid: number;
  mn: number;
  mx: number;
  n: number;
  /** [step, count] pairs for the steps that hold any variant. */
  hist: [number, number][] | string;
}

/**
 * Per parameter: the lowest and highest value, how many variants have one, and how many values
 * fall in each of ten equal steps (by their lowest end).
 */
export async function numericStats(db: Db, parts: { id: number; where: SQL }[]): Promise<NumericRow[]> {
  if (parts.length === 0) return [];
  // One row per value, not per variant: a variant rarely has a parameter twice, and grouping by
  // variant would sort every value of every parameter first.
  const values = sql.join(
    parts.map(
      (p) => sql`select ${p.id}::int as pid, ${variantSpecs.variantId} as vid, ${variantSpecs.siMin} as lo,
          ${variantSpecs.siHi} as hi
        from ${variantSpecs}
        where ${variantSpecs.parameterId} = ${p.id} and ${variantSpecs.siMin} is not null and ${p.where}`,
    ),
    sql` union all `,
  );
  return rowsOf<NumericRow>(
    db,
    sql`with vals as (${values}),
      stats as (select pid, min(lo) as mn, max(hi) as mx, count(distinct vid)::int as n from vals group by pid),
      steps as (
        select v.pid, case when st.mx = st.mn then 0
            else least(floor((v.lo - st.mn) / (st.mx - st.mn) * 10)::int, 9) end as step, count(*)::int as c
          from vals v join stats st on st.pid = v.pid group by 1, 2)
      select st.pid, st.mn, st.mx, st.n,
          coalesce(json_agg(json_build_array(s.step, s.c)) filter (where s.step is not null), '[]') as hist
        from stats st left join steps s on s.pid = st.pid
        group by st.pid, st.mn, st.mx, st.n`,
  );
}

export interface TextRow {
  pid: number;
  value: string;
  count: number;
}

/** Per parameter: its values (any case counts as one) and how many variants have each. */
export function textCounts(db: Db, parts: { id: number; where: SQL }[]): Promise<TextRow[]> {
  if (parts.length === 0) return Promise.resolve([]);
  const each = sql.join(
    parts.map(
      (p) => sql`select ${p.id}::int as pid, min(${variantSpecs.textValue}) as value,
          count(distinct ${variantSpecs.variantId})::int as count
        from ${variantSpecs}
        where ${variantSpecs.parameterId} = ${p.id} and ${variantSpecs.textValue} is not null and ${p.where}
        group by lower(${variantSpecs.textValue})`,
    ),
    sql` union all `,
  );
  return rowsOf<TextRow>(db, sql`${each} order by 1, 3 desc, 2`);
}

// Without a spec, price, product or search filter the facets depend only on the brands and
// categories chosen: they are summed from listed_spec_summary (decision 035), whose groups are
// per parameter, brand and category, instead of read from every listed spec row. The answers are
// the same as mostUsed, numericStats and textCounts give with those filters alone.

/** The brands and categories chosen (null: any), as conditions on listed_spec_summary. */
interface NavigationScope {
  brandIds: number[] | null;
  categoryIds: number[] | null;
}

const inScope = (scope: NavigationScope): SQL =>
  sql.join(
    [
      sql`true`,
      ...(scope.brandIds ? [idsIn(listedSpecSummary.brandId, scope.brandIds)] : []),
      ...(scope.categoryIds ? [idsIn(listedSpecSummary.categoryId, scope.categoryIds)] : []),
    ],
    sql` and `,
  );

const idList = (ids: number[]) => idsIn(listedSpecSummary.parameterId, ids);

/** mostUsed, summed from the summary. */
export async function mostUsedListed(
  db: Db,
  ids: number[],
  scope: NavigationScope,
  limit: number,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const s = listedSpecSummary;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select ${s.parameterId} as id from ${s}
      where ${s.level} = 0 and ${idList(ids)} and ${inScope(scope)}
      group by ${s.parameterId}
      order by sum(${s.rows}) desc, ${s.parameterId}
      limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/** numericStats, summed from the summary: the steps count rows by their lowest value, as there. */
export function numericStatsListed(db: Db, ids: number[], scope: NavigationScope): Promise<NumericRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const s = listedSpecSummary;
  return rowsOf<NumericRow>(
    db,
    sql`with stats as (
        select ${s.parameterId} as pid, min(${s.siMin}) as mn, max(${s.siHi}) as mx, sum(${s.variants})::int as n
          from ${s} where ${s.level} = 0 and ${idList(ids)} and ${inScope(scope)}
          group by ${s.parameterId} having sum(${s.variants}) > 0),
      steps as (
        select st.pid, case when st.mx = st.mn then 0
            else least(floor((${s.siMin} - st.mn) / (st.mx - st.mn) * 10)::int, 9) end as step,
            sum(${s.rows})::int as c
          from ${s} join stats st on st.pid = ${s.parameterId}
          where ${s.level} = 1 and ${s.siMin} is not null and ${inScope(scope)}
          group by 1, 2)
      select st.pid, st.mn, st.mx, st.n,
          coalesce(json_agg(json_build_array(sp.step, sp.c)) filter (where sp.step is not null), '[]') as hist
        from stats st left join steps sp on sp.pid = st.pid
        group by st.pid, st.mn, st.mx, st.n`,
  );
}

/** textCounts, summed from the summary. */
export function textCountsListed(db: Db, ids: number[], scope: NavigationScope): Promise<TextRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const s = listedSpecSummary;
  return rowsOf<TextRow>(
    db,
    sql`select ${s.parameterId} as pid, min(${s.textValue}) as value, sum(${s.variants})::int as count
      from ${s} where ${s.level} = 2 and ${s.textKey} is not null and ${idList(ids)} and ${inScope(scope)}
      group by ${s.parameterId}, ${s.textKey}
      order by 1, 3 desc, 2`,
  );
}
