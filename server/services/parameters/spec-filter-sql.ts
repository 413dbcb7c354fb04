import { type AnyColumn, and, Column, eq, getTableName, isNotNull, type SQL, sql } from 'drizzle-orm';
import { isNumericKind } from '#common/quantity-kinds';
import type { SpecFilter } from '#common/spec-filters';
import type { Db } from '../../db/client';
import { variantSpecs } from '../../db/schema';
import { ValidationFailed } from '../../errors';
import type { DictEntry, Dictionary } from './dictionary-cache';
import { toSi } from './parse-value';

// The listing's spec filters as SQL (docs/product.md §17). The address's shape is read once, by
// readSpecFilters (publicVariantQuery); here each filter meets the dictionary (does the key exist,
// does a range fit its kind) and becomes a set of variant ids read from variant_specs alone, whose
// rows carry their variant's listing (decision 022).

export type ResolvedSpecFilter =
  | { key: string; parameter: DictEntry; type: 'range'; siMin?: number; siMax?: number }
  | { key: string; parameter: DictEntry; type: 'values'; values: string[] };

// Bounds come in display units and are converted to SI: allow for the conversion's rounding, so
// "8 t" finds 8000 kg stored as 7999.999999.
const SLACK = 1e-9;
const lower = (v: number) => v - Math.abs(v) * SLACK;
const upper = (v: number) => v + Math.abs(v) * SLACK;

/** The filters with their parameters, or a 422 naming each filter the dictionary refuses. */
export function resolveSpecFilters(filters: SpecFilter[], dictionary: Dictionary): ResolvedSpecFilter[] {
  const errors: Record<string, string[]> = {};
  const resolved: ResolvedSpecFilter[] = [];
  for (const f of filters) {
    const field = `spec.${f.key}`;
    const parameter = dictionary.byKey.get(f.key);
    if (!parameter) {
      errors[field] = ['Unknown specification.'];
      continue;
    }
    const numeric = isNumericKind(parameter.kind);
    if (f.type === 'range') {
      if (!numeric) {
        errors[field] = ['This specification is text: choose values, not a range.'];
        continue;
      }
      const unit = parameter.metricUnit;
      const si = (v: number | undefined) => (v === undefined || !unit ? v : toSi(v, unit));
      const siMin = si(f.min);
      const siMax = si(f.max);
      resolved.push({
        key: f.key,
        parameter,
        type: 'range',
        ...(siMin === undefined ? {} : { siMin: lower(siMin) }),
        ...(siMax === undefined ? {} : { siMax: upper(siMax) }),
      });
    } else {
      if (numeric) {
        errors[field] = ['This specification is a number: give a range, min..max.'];
        continue;
      }
      resolved.push({ key: f.key, parameter, type: 'values', values: f.values.map((v) => v.toLowerCase()) });
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return resolved;
}

// Written with an alias of their own and the outer column spelled out in full: a select of one
// table (the `matches` of a search) prints its columns without the table's name, and inside these
// subqueries a bare "variant_id" would mean variant_specs' own.
export const outer = (c: AnyColumn | SQL): SQL =>
  c instanceof Column ? sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}` : (c as SQL);

/** The brand and category a spec set is narrowed to (null: any); each row carries its variant's. */
export interface SpecScope {
  brandIds: number[] | null;
  categoryIds: number[] | null;
}

/** `column in (ids)`; false for no ids (a name that matched nothing). */
export const idsIn = (column: AnyColumn | SQL, list: number[]): SQL =>
  list.length === 0
    ? sql`false`
    : sql`${column} in (${sql.join(
        list.map((id) => sql`${id}`),
        sql`, `,
      )})`;

/**
 * The listed variants that pass one filter, within the scope (decision 022): a range keeps
 * variants whose own range [si_min, si_hi] overlaps it; values keep variants with any of them,
 * whatever their case. One index range of variant_specs, never a visit to variant_listing.
 */
function specSet(f: ResolvedSpecFilter, scope?: SpecScope, also?: CarriedColumn): SQL {
  const parts = [sql`vs.parameter_id = ${f.parameter.id}`, sql`vs.listed`];
  if (scope?.categoryIds) parts.push(idsIn(sql`vs.category_id`, scope.categoryIds));
  if (scope?.brandIds) parts.push(idsIn(sql`vs.brand_id`, scope.brandIds));
  if (f.type === 'values') {
    parts.push(
      sql`vs.text_value is not null`,
      sql`lower(vs.text_value) in (${sql.join(
        f.values.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  } else {
    parts.push(sql`vs.si_min is not null`);
    if (f.siMax !== undefined) parts.push(sql`vs.si_min <= ${f.siMax}`);
    if (f.siMin !== undefined) parts.push(sql`vs.si_hi >= ${f.siMin}`);
  }
  const columns = also ? sql`vs.variant_id, ${sql.identifier(also)}` : sql`vs.variant_id`;
  return sql`select ${columns} from ${variantSpecs} vs where ${sql.join(parts, sql` and `)}`;
}

/** A listing column every row of a variant carries alike, so a set may bring it along. */
export type CarriedColumn = 'brand_id' | 'category_id';

/**
 * The variants passing every filter but the one on `exceptKey` (a facet's counts leave its own
 * filter out), as one INTERSECT of their sets; undefined when no filter is left.
 */
export function specMatches(
  filters: ResolvedSpecFilter[],
  scope?: SpecScope,
  exceptKey?: string,
  also?: CarriedColumn,
): SQL | undefined {
  const sets = filters.filter((f) => f.key !== exceptKey).map((f) => specSet(f, scope, also));
  if (sets.length === 0) return undefined;
  // INTERSECT keeps each variant once; one set alone would list a variant once per matching
  // value (a parameter given twice), and its counts would count it twice.
  return sets.length === 1 ? sql`select distinct * from (${sets[0]}) one` : sql.join(sets, sql` intersect `);
}

/** The same as a condition on the variant in `variantId`. */
export function specConditions(
  filters: ResolvedSpecFilter[],
  variantId: AnyColumn | SQL,
  exceptKey?: string,
  scope?: SpecScope,
): SQL[] {
  const matches = specMatches(filters, scope, exceptKey);
  return matches ? [sql`${outer(variantId)} in (${matches})`] : [];
}

/**
 * The sort key of `sort_by=spec.<key>`: the variant's lowest value, null when it has none. The
 * GROUP BY is there for the planner: without it, min() is rewritten into a walk of the
 * (parameter_id, si_min) index that reads every value of the parameter for every variant sorted.
 */
export const specSortKey = (parameterId: number, variantId: AnyColumn | SQL): SQL =>
  sql`(select min(vs.si_min) from ${variantSpecs} vs
    where vs.variant_id = ${outer(variantId)} and vs.parameter_id = ${parameterId} group by vs.variant_id)`;

/** Each variant's lowest value of the parameter, as a relation to join (the same key as specSortKey). */
export const specValues = (db: Db, parameterId: number) =>
  db
    .select({
      variantId: variantSpecs.variantId,
      value: sql<number>`min(${variantSpecs.siMin})`.as('spec_value'),
    })
    .from(variantSpecs)
    .where(
      and(
        eq(variantSpecs.parameterId, parameterId),
        eq(variantSpecs.listed, true),
        isNotNull(variantSpecs.siMin),
      ),
    )
    .groupBy(variantSpecs.variantId)
    .as('spec_values');
