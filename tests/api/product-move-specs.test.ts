import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parameters, variantSpecs } from '../../server/db/schema';
import { createBrand, createCategory, createProduct } from '../support/factories';
import { setupAdminApi } from './support/admin-api';
import { pugmillParameters } from './support/pugmill';

// A product moved to another category (or brand) has its variants' specifications matched again,
// in the same transaction: parameters scoped to categories can read the same name differently
// (docs/product.md §17).

const { ctx, get, send } = setupAdminApi();

const PUGMILL = 'spec.pugmill_mass=2000..4000';

async function plantsCatalogue() {
  await pugmillParameters(send);
  const brand = await createBrand(ctx.db, { name: 'Plantworks' });
  const batching = await createCategory(ctx.db, { name: 'Batching Plants', brandId: brand.id });
  const asphalt = await createCategory(ctx.db, { name: 'Asphalt Plants', brandId: brand.id });
  const product = await createProduct(ctx.db, { brandId: brand.id, categoryId: batching.id });
  const variant = await send('POST', '/api/admin/variants', {
    product_id: product.id,
    name: 'AP-3000',
    technical_parameters: { 'Pugmill Capacity': '3,000 kg', 'Rated Power': '90 kW' },
  });
  expect(variant.statusCode).toBe(201);
  return { brand, batching, asphalt, product, variantId: variant.json().data.id as number };
}

async function specsOf(variantId: number) {
  return ctx.db
    .select({ name: variantSpecs.name, key: parameters.key, status: variantSpecs.status })
    .from(variantSpecs)
    .leftJoin(parameters, eq(parameters.id, variantSpecs.parameterId))
    .where(eq(variantSpecs.variantId, variantId))
    .orderBy(asc(variantSpecs.position));
}

const listed = async (query: string) => {
  const res = await get(`/api/public/variants?${query}`);
  expect(res.statusCode, query).toBe(200);
  return res.json().data.map((v: { id: number }) => v.id);
};

describe('PUT /api/admin/products/:id: a new category', () => {
  it('matches the variants’ specifications again, so the new category’s filters find them', async () => {
    const { asphalt, product, variantId } = await plantsCatalogue();
    expect((await specsOf(variantId))[0]).toEqual({
      name: 'Pugmill Capacity',
      key: 'pugmill_volume',
      status: 'unit_mismatch',
    });
    expect(await listed(PUGMILL)).toEqual([]);

    const put = await send('PUT', `/api/admin/products/${product.id}`, { category_id: asphalt.id });
    expect(put.statusCode).toBe(200);
    expect(await specsOf(variantId)).toEqual([
      { name: 'Pugmill Capacity', key: 'pugmill_mass', status: 'number' },
      { name: 'Rated Power', key: 'rated_power', status: 'number' },
    ]);
    expect(await listed(`category=Asphalt%20Plants&${PUGMILL}`)).toEqual([variantId]);
    expect(await listed(`category=Asphalt%20Plants&${PUGMILL.replace('2000..4000', '3500..')}`)).toEqual([]);
    const facets = (await get('/api/public/facets?category=Asphalt%20Plants')).json().data;
    expect(facets.parameters).toContainEqual(
      expect.objectContaining({ key: 'pugmill_mass', min: 3000, max: 3000, count: 1 }),
    );
  });

  it('matches them again when the brand changes with its category, and back', async () => {
    const { batching, brand, product, variantId } = await plantsCatalogue();
    const other = await createBrand(ctx.db, { name: 'Roadline' });
    const theirs = await createCategory(ctx.db, { name: 'Asphalt Plants', brandId: other.id });
    const moved = await send('PUT', `/api/admin/products/${product.id}`, {
      brand_id: other.id,
      category_id: theirs.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(await listed(`brand=Roadline&${PUGMILL}`)).toEqual([variantId]);

    const back = await send('PUT', `/api/admin/products/${product.id}`, {
      brand_id: brand.id,
      category_id: batching.id,
    });
    expect(back.statusCode).toBe(200);
    expect((await specsOf(variantId))[0].key).toBe('pugmill_volume');
    expect(await listed(PUGMILL)).toEqual([]);
  });

  it('changes nothing when the move is refused', async () => {
    const { asphalt, product, variantId } = await plantsCatalogue();
    const foreign = await createCategory(ctx.db, { name: 'Asphalt Plants' });
    const before = await specsOf(variantId);
    for (const body of [
      { category_id: foreign.id },
      { category_id: 2_147_483_647 },
      { category_id: 'Asphalt Plants' },
      { category_id: `${asphalt.id}\r\n${asphalt.id}` },
      { brand_id: '<b>1</b>', category_id: asphalt.id },
    ]) {
      const res = await send('PUT', `/api/admin/products/${product.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await specsOf(variantId)).toEqual(before);
    expect((await get(`/api/admin/products/${product.id}`)).json().category.name).toBe('Batching Plants');
  });

  it('leaves the specifications alone when the category stays', async () => {
    const { product, variantId } = await plantsCatalogue();
    // A mark no indexing writes: it survives only if the rows are not rewritten.
    await ctx.db
      .update(variantSpecs)
      .set({ suggestion: 'kept' })
      .where(eq(variantSpecs.variantId, variantId));
    const put = await send('PUT', `/api/admin/products/${product.id}`, {
      name: 'AP Series',
      category_id: product.categoryId,
    });
    expect(put.statusCode).toBe(200);
    const rows = await ctx.db.select().from(variantSpecs).where(eq(variantSpecs.variantId, variantId));
    expect(rows.map((r) => r.suggestion)).toEqual(['kept', 'kept']);
  });
});
