import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { SpecGrid, SpecGridInput } from '#common/schemas/spec-grid';
import { resolveFeaturedParameters } from '#common/variant-fields';
import type { Db } from '../../db/client';
import { products, variants } from '../../db/schema';
import { NotFound, ValidationFailed } from '../../errors';
import { indexVariantSpecs } from '../parameters/spec-index';
import { fromGrid, toGrid } from './spec-grid-shape';

// The grid editor of docs/product.md §17: one product's variants against their technical
// parameters, read as one grid and saved as one transaction.

const PRODUCT_NOT_FOUND = 'Product not found.';

async function productRef(db: Db, id: number) {
  const [product] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.id, id));
  if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
  return product;
}

export async function getSpecGrid(db: Db, productId: number): Promise<SpecGrid> {
  const product = await productRef(db, productId);
  const rows = await db
    .select({ id: variants.id, name: variants.name, groups: variants.technicalParameters })
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(sql`ironsite_natural_key(${variants.name})`, asc(variants.id));
  const { parameters, cells } = toGrid(rows);
  return { product, variants: rows.map(({ id, name }) => ({ id, name })), parameters, cells };
}

/**
 * Writes every variant named in `cells` (rows in parameter order, empty cells dropped; featured
 * parameters whose row is gone dropped as a variant save does) and indexes their specifications,
 * all in one transaction: a variant that is not this product's fails the whole save.
 */
export async function saveSpecGrid(db: Db, productId: number, input: SpecGridInput): Promise<SpecGrid> {
  await productRef(db, productId);
  const ids = Object.keys(input.cells).map(Number);
  await db.transaction(async (tx) => {
    // Locked, so a save of one of them elsewhere waits instead of being overwritten half-way.
    const current = ids.length
      ? await tx
          .select({
            id: variants.id,
            productId: variants.productId,
            groups: variants.technicalParameters,
            featured: variants.featuredParameters,
          })
          .from(variants)
          .where(inArray(variants.id, ids))
          .for('update')
      : [];
    const byId = new Map(current.map((row) => [row.id, row]));
    const foreign = ids.filter((id) => byId.get(id)?.productId !== productId);
    if (foreign.length > 0) {
      throw new ValidationFailed(
        Object.fromEntries(
          foreign.map((id) => [`cells.${id}`, ['This variant is not one of the product’s.']]),
        ),
      );
    }
    const changed: number[] = [];
    for (const id of ids) {
      const row = byId.get(id)!;
      const groups = fromGrid(input.parameters, input.cells[id], row.groups);
      const featured = Object.keys(resolveFeaturedParameters(row.featured, groups));
      if (JSON.stringify(groups) === JSON.stringify(row.groups) && featured.length === row.featured.length)
        continue;
      await tx
        .update(variants)
        .set({ technicalParameters: groups, featuredParameters: featured, updatedAt: new Date() })
        .where(eq(variants.id, id));
      changed.push(id);
    }
    await indexVariantSpecs(tx, changed);
  });
  return getSpecGrid(db, productId);
}
