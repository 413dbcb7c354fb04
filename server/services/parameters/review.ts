import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { UnitSystem } from '#common/quantity-kinds';
import { paginate } from '#common/schemas/pagination';
import {
  type ParameterReviewQuery,
  type ParsedRow,
  type ParsePreviewInput,
  REVIEW_STATUSES,
  type ReviewRow,
} from '#common/schemas/parameters';
import type { Db } from '../../db/client';
import { parameters, products, variantSpecs, variants } from '../../db/schema';
import { displayFigure } from './parse-value';
import { type DictEntry, loadMatcher, readRow } from './spec-index';

// The Parameters section's Review list and the editor's parse preview (docs/product.md §17).

/** Values that could not be read, or whose unit does not fit their parameter, with a suggested fix. */
export async function listReview(db: Db, q: ParameterReviewQuery) {
  const conditions: SQL[] = [inArray(variantSpecs.status, q.status ? [q.status] : [...REVIEW_STATUSES])];
  if (q.parameter) conditions.push(eq(parameters.key, q.parameter));
  const where = and(...conditions);
  const base = () =>
    db
      .select({
        variant_id: variantSpecs.variantId,
        variant_name: variants.name,
        product_id: products.id,
        product_name: products.name,
        position: variantSpecs.position,
        parameter_id: parameters.id,
        parameter_key: parameters.key,
        parameter_name: parameters.name,
        parameter_kind: parameters.kind,
        group_name: variantSpecs.groupName,
        name: variantSpecs.name,
        value: variantSpecs.value,
        status: variantSpecs.status,
        suggestion: variantSpecs.suggestion,
      })
      .from(variantSpecs)
      .innerJoin(parameters, eq(parameters.id, variantSpecs.parameterId))
      .innerJoin(variants, eq(variants.id, variantSpecs.variantId))
      .innerJoin(products, eq(products.id, variants.productId))
      .where(where);
  const [{ total }] = await db
    .select({ total: count() })
    .from(variantSpecs)
    .innerJoin(parameters, eq(parameters.id, variantSpecs.parameterId))
    .where(where);
  const rows = await base()
    .orderBy(
      asc(parameters.position),
      asc(parameters.id),
      asc(variantSpecs.variantId),
      asc(variantSpecs.position),
    )
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const data: ReviewRow[] = rows.map((r) => ({
    variant_id: r.variant_id,
    variant_name: r.variant_name,
    product_id: r.product_id,
    product_name: r.product_name,
    position: r.position,
    parameter: { id: r.parameter_id, key: r.parameter_key, name: r.parameter_name, kind: r.parameter_kind },
    group_name: r.group_name,
    name: r.name,
    value: r.value,
    status: r.status as ReviewRow['status'],
    suggestion: r.suggestion,
  }));
  return paginate(data, total, q.page, q.per_page);
}

function display(entry: DictEntry, reading: ReturnType<typeof readRow>, units: UnitSystem) {
  if ('siMin' in reading && reading.siMin !== undefined && reading.siMax !== undefined) {
    return displayFigure(reading.siMin, reading.siMax, entry, units);
  }
  return 'textValue' in reading ? (reading.textValue ?? null) : null;
}

/** Rows read as a save would read them, nothing stored: what the editor shows beside each value. */
export async function previewRows(db: Db, input: ParsePreviewInput): Promise<ParsedRow[]> {
  if (input.rows.length === 0) return [];
  const matcher = await loadMatcher(db);
  return input.rows.map((row) => {
    const entry = matcher.match(row.name, row.parameter_key, row.category ?? null);
    if (!entry)
      return { parameter: null, status: 'unmatched', metric: null, imperial: null, suggestion: null };
    const reading = readRow(entry, row.value);
    return {
      parameter: {
        key: entry.key,
        name: entry.name,
        kind: entry.kind,
        metric_unit: entry.metricUnit,
        imperial_unit: entry.imperialUnit,
      },
      status: reading.status,
      metric: display(entry, reading, 'metric'),
      imperial: display(entry, reading, 'imperial'),
      suggestion: 'suggestion' in reading ? (reading.suggestion ?? null) : null,
    };
  });
}
