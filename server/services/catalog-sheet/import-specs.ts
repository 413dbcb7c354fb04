import { eq } from 'drizzle-orm';
import { DEFAULT_TECH_GROUP } from '#common/constants';
import { unitLabel } from '#common/unit-label';
import type { TechGroup } from '#common/variant-fields';
import type { Db } from '../../db/client';
import { categories, products, variants } from '../../db/schema';
import { readSpecValue } from '../parameters/parse-value';
import { type Matcher, normName } from '../parameters/spec-index';
import { CLEAR, figureOf, itemsOf, sameCell } from './cells';
import type { Cell } from './columns';
import type { MappedColumn, SpecColumn } from './import-columns';

// Specification cells into a variant's technical parameters (docs/product.md §27): a dictionary
// column sets the first specification the dictionary reads as its parameter (the one the export
// wrote), or adds it; a "group / name" column replaces that group's rows of that name, one per
// line of the cell. A figure under a unit ("12,500" under "[kg]") is stored with the unit, so it
// reads back as the same quantity in either unit system; a value the dictionary cannot read is an
// error on its cell, never stored as an unreadable specification.

const figureText = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 10 });

interface SpecResult {
  groups: TechGroup[];
  errors: { field: string; message: string }[];
}

/** A variant's specifications as stored and its category's name (what a save starts from). */
export interface StoredSpecs {
  groups: TechGroup[];
  category: string | null;
}

/** `stored`: the variant's, when the import read them already (else they are read here). */
export async function applySpecs(
  db: Db,
  matcher: Matcher,
  variantId: number | undefined,
  productId: number | undefined,
  columns: MappedColumn[],
  changed: Map<string, typeof CLEAR | string | number>,
  stored?: StoredSpecs,
): Promise<SpecResult> {
  let groups: TechGroup[] = [];
  let category: string | null = null;
  if (stored) {
    groups = structuredClone(stored.groups);
    category = stored.category;
  } else if (variantId !== undefined) {
    const [row] = await db
      .select({ groups: variants.technicalParameters, category: categories.name })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(variants.id, variantId));
    groups = structuredClone(row?.groups ?? []);
    category = row?.category ?? null;
  }
  if (productId !== undefined) {
    const [row] = await db
      .select({ category: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.id, productId));
    category = row?.category ?? category;
  }
  const errors: SpecResult['errors'] = [];
  for (const column of columns) {
    const spec = column.spec;
    const field = column.field as string;
    const wanted = changed.get(field);
    if (!spec || wanted === undefined) continue;
    if (spec.kind === 'other') {
      setOther(groups, spec.group, spec.name, wanted === CLEAR ? [] : itemsOf(wanted));
      continue;
    }
    const p = spec.parameter;
    const at = findDictionarySpec(groups, matcher, p.id, category);
    if (wanted === CLEAR) {
      if (at) at.group.specifications.splice(at.index, 1);
      continue;
    }
    const figure = figureOf(wanted);
    const value =
      figure !== undefined && spec.unitText
        ? `${figureText(figure)} ${spec.unitText}`
        : String(wanted).trim();
    const reading = readSpecValue(value, p.kind, { metricUnit: p.metricUnit });
    if (reading.status === 'unparsed' || reading.status === 'unit_mismatch') {
      const unit = spec.unitText ? ` in ${spec.unitText}` : '';
      errors.push({ field, message: `"${String(wanted)}" cannot be read as ${p.name}${unit}.` });
      continue;
    }
    if (at) at.group.specifications[at.index] = { ...at.group.specifications[at.index], value };
    else
      groupNamed(groups, DEFAULT_TECH_GROUP).specifications.push({
        key: p.name,
        value,
        parameter_key: p.key,
      });
  }
  return { groups: groups.filter((g) => g.specifications.length > 0), errors };
}

/**
 * Whether a dictionary column's cell is the value the export wrote (`current`, in the column's unit
 * system). In the display unit figures compare as the export rounded them; in another unit, or as
 * text with a unit ("5 t" under "[kg]"), both are read into SI and compared there.
 */
export function sameSpec(current: Cell, wanted: typeof CLEAR | string | number, spec: SpecColumn): boolean {
  if (spec.kind === 'other' || wanted === CLEAR || current === null) return sameCell(current, wanted);
  const exactFigures = spec.exact && figureOf(wanted) !== undefined && figureOf(current) !== undefined;
  if (exactFigures || spec.parameter.kind === 'text') return sameCell(current, wanted);
  const p = spec.parameter;
  const displayed = spec.exact ? spec.unitText : unitLabel(p.metricUnit);
  const si = (cell: string | number, unit: string | null) => {
    const figure = figureOf(cell);
    const text = figure !== undefined && unit ? `${figureText(figure)} ${unit}` : String(cell);
    return readSpecValue(text, p.kind, { metricUnit: p.metricUnit });
  };
  const a = si(current, displayed);
  const b = si(wanted, spec.unitText);
  if (a.status !== 'number' || b.status !== 'number') return sameCell(current, wanted);
  const close = (x: number, y: number) => Math.abs(x - y) <= 1e-6 * Math.max(Math.abs(x), Math.abs(y), 1e-9);
  return close(a.siMin, b.siMin) && close(a.siMax, b.siMax);
}

/** The first specification the index reads as parameter `id`, as the export chose it. */
function findDictionarySpec(groups: TechGroup[], matcher: Matcher, id: number, category: string | null) {
  for (const group of groups) {
    const index = group.specifications.findIndex(
      (s) => matcher.match(s.key, s.parameter_key, category)?.id === id,
    );
    if (index >= 0) return { group, index };
  }
  return undefined;
}

function groupNamed(groups: TechGroup[], name: string): TechGroup {
  const found = groups.find((g) => normName(g.category) === normName(name));
  if (found) return found;
  const group = { category: name, specifications: [] };
  groups.push(group);
  return group;
}

/** A group's rows named `name` become `values`, in the place of the first of them. */
function setOther(groups: TechGroup[], groupName: string, name: string, values: string[]) {
  const group = groupNamed(groups, groupName);
  const same = (key: string) => normName(key) === normName(name);
  const first = group.specifications.findIndex((s) => same(s.key));
  const kept = group.specifications.filter((s) => !same(s.key));
  const rows = values.map((value) => ({ key: name, value }));
  kept.splice(first < 0 ? kept.length : first, 0, ...rows);
  group.specifications = kept;
}
