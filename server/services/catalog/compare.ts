import { and, inArray, isNotNull } from 'drizzle-orm';
import type { UnitSystem } from '#common/quantity-kinds';
import type { Comparison } from '#common/schemas/compare';
import type { Variant } from '#common/schemas/variant';
import type { Db } from '../../db/client';
import { variantSpecs, variants } from '../../db/schema';
import { type Dictionary, displayUnit, publicDictionary } from '../parameters/dictionary-cache';
import { loadSpecDisplay, rowKey } from '../parameters/spec-display';
import { withAvailability } from './availability';
import { type ComparedSpec, compareRows } from './compare-rows';
import { publicVisible, selectVariants, toVariantJson } from './variant-mapper';

// The comparison (docs/product.md §18): the public JSON of each product, as the listing sends it,
// and its specifications side by side. Ids that are unknown or not listed publicly are left out
// and named, so the page can say so instead of failing.

type SiValues = Map<string, { min: number; max: number }>;

/** The SI values of the variants' specifications read as numbers, by published row (spec-display.ts). */
async function siValues(db: Db, ids: number[]): Promise<SiValues> {
  const specs = await db
    .select({
      variantId: variantSpecs.variantId,
      groupName: variantSpecs.groupName,
      name: variantSpecs.name,
      value: variantSpecs.value,
      siMin: variantSpecs.siMin,
      siMax: variantSpecs.siMax,
    })
    .from(variantSpecs)
    .where(
      and(
        inArray(variantSpecs.variantId, ids),
        isNotNull(variantSpecs.parameterId),
        isNotNull(variantSpecs.siMin),
      ),
    );
  return new Map(
    specs.map((s) => [
      rowKey(s.variantId, s.groupName, s.name, s.value),
      { min: s.siMin!, max: s.siMax ?? s.siMin! },
    ]),
  );
}

function specsOf(variant: Variant, dictionary: Dictionary, si: SiValues, units: UnitSystem): ComparedSpec[] {
  return variant.technical_parameters.flatMap((g) =>
    g.specifications.map((s) => {
      const p = s.parameter === undefined ? undefined : dictionary.byKey.get(s.parameter);
      return {
        group: g.category,
        name: s.key,
        shown: s.display ?? s.value,
        parameter: p && {
          key: p.key,
          name: p.name,
          kind: p.kind,
          better: p.better,
          unit: displayUnit(p, units),
        },
        si: si.get(rowKey(variant.id, g.category, s.key, s.value)),
      };
    }),
  );
}

/** `asked`: in the order the visitor chose them; a repeat is shown once. */
export async function compareVariants(
  db: Db,
  asked: number[],
  units: UnitSystem = 'metric',
): Promise<Comparison> {
  const ids = [...new Set(asked)];
  if (ids.length === 0) return { variants: [], rows: [], dropped: [] };
  const dictionary = await publicDictionary(db);
  const found = await selectVariants(db).where(and(inArray(variants.id, ids), publicVisible));
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const dropped = ids.filter((id) => !byId.has(id));
  if (rows.length === 0) return { variants: [], rows: [], dropped };
  const display = await loadSpecDisplay(db, dictionary, rows, units);
  const si = await siValues(
    db,
    rows.map((r) => r.id),
  );
  // As the product page reads each of them, where it is stocked included (docs/product.md §28).
  const json = await withAvailability(
    db,
    rows.map((row) => toVariantJson(row, display)),
  );
  const specs = json.map((v) => specsOf(v, dictionary, si, units));
  return { variants: json, rows: compareRows(specs), dropped };
}
