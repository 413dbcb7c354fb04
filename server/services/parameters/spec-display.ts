import { and, inArray, isNotNull } from 'drizzle-orm';
import type { UnitSystem } from '#common/quantity-kinds';
import type { Db } from '../../db/client';
import { variantSpecs } from '../../db/schema';
import type { SpecDisplayLookup } from '../catalog/variant-mapper';
import { type Dictionary, publicDictionary } from './dictionary-cache';
import { displayFigure } from './parse-value';

// Display values of a page of variants (docs/product.md §17): each specification matched to a
// parameter carries its key, the dictionary's name and, when read as a number, its value in the
// requested unit system's display unit by the rule of common/figures.ts. One statement per page
// reads the page's variant_specs; the dictionary is the kept copy (dictionary-cache.ts).

/** Rows are matched on what was published (group, name, value), so a reordered list still meets. */
export const rowKey = (variantId: number, group: string, name: string, value: string) =>
  `${variantId}\u0000${group}\u0000${name.trim().toLowerCase()}\u0000${value.trim()}`;

/** The variant_specs columns a display reads (the catalogue export's spec cells read them as JSON). */
const specDisplayColumns = {
  variantId: variantSpecs.variantId,
  groupName: variantSpecs.groupName,
  name: variantSpecs.name,
  value: variantSpecs.value,
  parameterId: variantSpecs.parameterId,
  siMin: variantSpecs.siMin,
  siMax: variantSpecs.siMax,
};

/** A variant_specs row as the display reads it. */
export interface SpecDisplayRow {
  variantId: number;
  groupName: string;
  name: string;
  value: string;
  parameterId: number | null;
  siMin: number | null;
  siMax: number | null;
}

export async function loadSpecDisplay(
  db: Db,
  dictionary: Dictionary,
  rows: { id: number }[],
  units: UnitSystem,
): Promise<SpecDisplayLookup> {
  const specs: SpecDisplayRow[] =
    rows.length === 0
      ? []
      : await db
          .select(specDisplayColumns)
          .from(variantSpecs)
          .where(
            and(
              inArray(
                variantSpecs.variantId,
                rows.map((r) => r.id),
              ),
              isNotNull(variantSpecs.parameterId),
            ),
          );
  return specDisplayOf(dictionary, specs, units);
}

/** The display lookup of spec rows already read (the page statement may carry them). */
function specDisplayOf(
  dictionary: Dictionary,
  specs: SpecDisplayRow[],
  units: UnitSystem,
): SpecDisplayLookup {
  const found = new Map<string, { parameter: string; name: string; display?: string }>();
  for (const s of specs) {
    const parameter = s.parameterId === null ? undefined : dictionary.byId.get(s.parameterId);
    if (!parameter) continue;
    const display =
      s.siMin === null ? undefined : displayFigure(s.siMin, s.siMax ?? s.siMin, parameter, units);
    found.set(rowKey(s.variantId, s.groupName, s.name, s.value), {
      parameter: parameter.key,
      name: parameter.name,
      ...(display === undefined ? {} : { display }),
    });
  }
  return (variantId, group, name, value) => found.get(rowKey(variantId, group, name, value));
}

/** For one variant's reads (detail, related): the dictionary and the display in one call. */
export async function specDisplayFor(db: Db, rows: { id: number }[], units: UnitSystem) {
  return loadSpecDisplay(db, await publicDictionary(db), rows, units);
}
