import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parameters, variantSpecs } from '../../server/db/schema';
import { createBrand, createCategory, createProduct } from '../support/factories';
import { setupAdminApi } from './support/admin-api';
import { pugmillParameters } from './support/pugmill';

// A renamed category has its machines' specifications matched again, in the same transaction:
// parameters are scoped to categories by name, so the new name can read a row differently
// (docs/product.md §17).

const { ctx, get, send } = setupAdminApi();

async function plantsCatalogue() {
  await pugmillParameters(send);
  const brand = await createBrand(ctx.db, { name: 'Plantworks' });
  const category = await createCategory(ctx.db, { name: 'Batching Plants', brandId: brand.id });
  const product = await createProduct(ctx.db, { brandId: brand.id, categoryId: category.id });
  const variant = await send('POST', '/api/admin/variants', {
    product_id: product.id,
    name: 'AP-3000',
    technical_parameters: { 'Pugmill Capacity': '3,000 kg' },
  });
  expect(variant.statusCode).toBe(201);
  return { category, variantId: variant.json().data.id as number };
}

async function specOf(variantId: number) {
  const [row] = await ctx.db
    .select({ key: parameters.key, status: variantSpecs.status })
    .from(variantSpecs)
    .leftJoin(parameters, eq(parameters.id, variantSpecs.parameterId))
    .where(eq(variantSpecs.variantId, variantId))
    .orderBy(asc(variantSpecs.position));
  return row;
}

describe('PUT /api/admin/categories/:id: a new name', () => {
  it('matches the machines’ specifications again under the new name, and back', async () => {
    const { category, variantId } = await plantsCatalogue();
    expect(await specOf(variantId)).toEqual({ key: 'pugmill_volume', status: 'unit_mismatch' });

    const renamed = await send('PUT', `/api/admin/categories/${category.id}`, { name: 'Asphalt Plants' });
    expect(renamed.statusCode).toBe(200);
    expect(await specOf(variantId)).toEqual({ key: 'pugmill_mass', status: 'number' });
    const listed = await get('/api/public/variants?category=Asphalt%20Plants&spec.pugmill_mass=2000..4000');
    expect(listed.json().data.map((v: { id: number }) => v.id)).toEqual([variantId]);

    const back = await send('PUT', `/api/admin/categories/${category.id}`, { name: 'Batching Plants' });
    expect(back.statusCode).toBe(200);
    expect(await specOf(variantId)).toEqual({ key: 'pugmill_volume', status: 'unit_mismatch' });
  });

  it('leaves the rows alone when the name stays or the rename is refused', async () => {
    const { category, variantId } = await plantsCatalogue();
    await createCategory(ctx.db, { name: 'Asphalt Plants', brandId: category.brandId });
    // A mark no indexing writes: it survives only if the rows are not rewritten.
    await ctx.db
      .update(variantSpecs)
      .set({ suggestion: 'kept' })
      .where(eq(variantSpecs.variantId, variantId));
    for (const [body, status] of [
      [{ name: 'batching  plants ', description: 'Same name, other spacing' }, 200],
      [{ name: 'Asphalt Plants' }, 422],
      [{ name: 'Asphalt\r\nPlants' }, 422],
      [{ name: 42 }, 422],
    ] as const) {
      const res = await send('PUT', `/api/admin/categories/${category.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
    const rows = await ctx.db.select().from(variantSpecs).where(eq(variantSpecs.variantId, variantId));
    expect(rows.map((r) => r.suggestion)).toEqual(['kept']);
  });
});
