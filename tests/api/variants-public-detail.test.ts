import { describe, expect, it } from 'vitest';
import { call, setupApi } from '../support/api';
import { createProduct, createVariant, sampleTechGroups } from '../support/factories';
import { seedCatalog } from './support/variant-catalog';

// One public variant, and the related variants shown beside it.
const ctx = setupApi();

describe('GET /api/public/variants/:id', () => {
  it('returns the variant with product, brand, category and resolved featured parameters', async () => {
    const { komatsu, c1, p1 } = await seedCatalog(ctx.db);
    const res = await call(ctx.app, { url: '/api/public/variants/1' });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      id: 1,
      name: 'PC200-8',
      product_id: p1.id,
      product: {
        id: p1.id,
        name: 'PC200',
        image: '/img/pc200.jpg',
        introduction: 'Mid-size excavator',
        brand: { id: komatsu.id, name: 'Komatsu' },
        category: { id: c1.id, name: 'Excavators' },
      },
      introduction: 'Hydraulic excavator for quarry work',
      description: null,
      price: 120000,
      images: [],
      image: '/img/pc200.jpg',
      features: [],
      applications: [],
      technical_parameters: sampleTechGroups(),
      bucket_capacity: null,
      rated_load: null,
    });
    expect(Object.entries(data.featured_parameters)).toEqual([
      ['Rated Load', '3,000 kg'],
      ['Length', '7,200 mm'],
    ]);
    expect(new Date(data.created_at).toISOString()).toBe(data.created_at);
  });

  it('uses the first variant image as the image', async () => {
    await seedCatalog(ctx.db);
    const { data } = (await call(ctx.app, { url: '/api/public/variants/2' })).json();
    expect(data.image).toBe('/img/a.jpg');
    expect(data.featured_parameters).toEqual({});
  });

  it('answers 404 for unknown ids and for variants of inactive brands or categories', async () => {
    await seedCatalog(ctx.db);
    for (const id of [7, 8, 999999]) {
      const res = await call(ctx.app, { url: `/api/public/variants/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'The requested product could not be found.' });
    }
    expect((await call(ctx.app, { url: '/api/public/variants/abc' })).statusCode).toBe(422);
  });
});

describe('GET /api/public/variants/:id/related', () => {
  const related = async (id: number) => {
    const res = await call(ctx.app, { url: `/api/public/variants/${id}/related` });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    return res.json().data.map((v: { id: number }) => v.id);
  };

  it('takes the same category first, then the same category name, then any other', async () => {
    await seedCatalog(ctx.db);
    expect(await related(1)).toEqual([2, 5, 6]);
    expect(await related(5)).toEqual([6, 1, 2]);
    expect(await related(3)).toEqual([4, 1, 2]);
  });

  it('never includes the variant itself nor hidden variants, and may return fewer than 3', async () => {
    const { c2 } = await seedCatalog(ctx.db);
    const inactive = await createProduct(ctx.db, { name: 'Hidden', categoryId: c2.id, brandId: 3 });
    await createVariant(ctx.db, { productId: inactive.id, name: 'Hidden variant' });
    expect(await related(4)).not.toContain(4);
    expect(await related(4)).toEqual([3, 1, 2]);
    await ctx.testDb.reset();
    await createVariant(ctx.db, { name: 'Alone' });
    await createVariant(ctx.db, { name: 'Other' });
    expect(await related(1)).toEqual([2]);
  });

  it('answers 404 for an unknown or hidden variant', async () => {
    await seedCatalog(ctx.db);
    expect((await call(ctx.app, { url: '/api/public/variants/7/related' })).statusCode).toBe(404);
    expect((await call(ctx.app, { url: '/api/public/variants/999/related' })).statusCode).toBe(404);
  });
});
