import { and, eq, sql } from 'drizzle-orm';
import { KIND_UNITS } from '#common/quantity-kinds';
import type { Parameter } from '#common/schemas/parameters';
import type { Db } from '../../db/client';
import { categories, variantListing, variantSpecs } from '../../db/schema';
import { idOrName } from '../catalog/sql-filters';
import { type DictEntry, publicDictionary } from './dictionary-cache';

// GET /api/public/parameters?category=<name> (docs/product.md §17): the dictionary entries listed
// variants use (in that category, by id or by name across brands), without the admin's counts.

const toPublicParameter = (p: DictEntry): Parameter => ({
  id: p.id,
  key: p.key,
  name: p.name,
  aliases: p.aliases,
  kind: p.kind,
  si_unit: KIND_UNITS[p.kind].si,
  metric_unit: p.metricUnit,
  imperial_unit: p.imperialUnit,
  decimals: p.decimals,
  better: p.better,
  categories: p.categories,
  filterable: p.filterable,
  position: p.position,
});

export async function listPublicParameters(db: Db, category?: string): Promise<Parameter[]> {
  const dictionary = await publicDictionary(db);
  const inCategory = category
    ? sql`${variantListing.categoryId} in (select ${categories.id} from ${categories}
        where ${idOrName(categories.id, categories.name, category)})`
    : undefined;
  const used = await db
    .selectDistinct({ id: variantSpecs.parameterId })
    .from(variantSpecs)
    .innerJoin(variantListing, eq(variantListing.variantId, variantSpecs.variantId))
    .where(and(eq(variantListing.listed, true), sql`${variantSpecs.parameterId} is not null`, inCategory));
  const ids = new Set(used.map((r) => r.id));
  return dictionary.entries.filter((p) => ids.has(p.id)).map(toPublicParameter);
}
