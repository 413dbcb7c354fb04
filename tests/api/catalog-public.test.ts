import { describe, expect, it } from 'vitest';
import { setupApi } from '../support/api';
import { createBrand, createCategory, createProduct, createVariant } from '../support/factories';
import { expectData } from './support/answers';

const ctx = setupApi();
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/**
 * Volvo (active): Loaders (active), Haulers (inactive).
 * Komatsu (active): Excavators (active).
 * Terex (inactive): Cranes (active, but hidden with its brand).
 */
async function catalogue() {
  const volvo = await createBrand(ctx.db, {
    name: 'Volvo',
    description: 'Swedish',
    logo: '/logos/volvo.png',
  });
  const komatsu = await createBrand(ctx.db, { name: 'komatsu' });
  const terex = await createBrand(ctx.db, { name: 'Terex', isActive: false });
  const loaders = await createCategory(ctx.db, {
    name: 'Loaders',
    brandId: volvo.id,
    description: 'Wheel loaders',
    image: '/img/loaders.png',
  });
  const haulers = await createCategory(ctx.db, { name: 'Haulers', brandId: volvo.id, isActive: false });
  const excavators = await createCategory(ctx.db, { name: 'Excavators', brandId: komatsu.id });
  const cranes = await createCategory(ctx.db, { name: 'Cranes', brandId: terex.id });
  return { volvo, komatsu, terex, loaders, haulers, excavators, cranes };
}

describe('GET /api/public/brands', () => {
  it('lists active brands by name, anonymously', async () => {
    const { volvo, komatsu } = await catalogue();
    const res = await get('/api/public/brands');
    expectData(res, [
      { id: komatsu.id, name: 'komatsu', description: null, logo: null },
      { id: volvo.id, name: 'Volvo', description: 'Swedish', logo: '/logos/volvo.png' },
    ]);
  });

  it('answers an empty list on an empty catalogue', async () => {
    expect((await get('/api/public/brands')).json()).toEqual({ success: true, data: [] });
  });
});

describe('GET /api/public/categories', () => {
  it('lists active categories of active brands, by name', async () => {
    const { volvo, komatsu, loaders, excavators } = await catalogue();
    const res = await get('/api/public/categories');
    expectData(res, [
      {
        id: excavators.id,
        name: 'Excavators',
        description: null,
        image: null,
        brand_id: komatsu.id,
        brand: { id: komatsu.id, name: 'komatsu' },
      },
      {
        id: loaders.id,
        name: 'Loaders',
        description: 'Wheel loaders',
        image: '/img/loaders.png',
        brand_id: volvo.id,
        brand: { id: volvo.id, name: 'Volvo' },
      },
    ]);
  });

  it('filters by brand id or brand name, case-insensitively', async () => {
    const { volvo, terex, loaders, excavators } = await catalogue();
    const ids = async (q: string) =>
      (await get(`/api/public/categories?${q}`)).json().data.map((c: { id: number }) => c.id);
    expect(await ids(`brand=${volvo.id}`)).toEqual([loaders.id]);
    expect(await ids('brand=KOMATSU')).toEqual([excavators.id]);
    expect(await ids(`brand=${terex.id}`)).toEqual([]);
    expect(await ids('brand=Nobody')).toEqual([]);
    expect(await ids('brand=')).toEqual([excavators.id, loaders.id]);
  });

  it('refuses a repeated filter with 422', async () => {
    expect((await get('/api/public/categories?brand=a&brand=b')).statusCode).toBe(422);
  });
});

describe('GET /api/public/products', () => {
  it('lists products whose brand and category are active, with their variant count', async () => {
    const c = await catalogue();
    const l120 = await createProduct(ctx.db, {
      name: 'L120H',
      brandId: c.volvo.id,
      categoryId: c.loaders.id,
      image: '/img/l120.png',
      introduction: 'Wheel loader',
      features: ['Not in the card'],
    });
    const pc200 = await createProduct(ctx.db, {
      name: 'PC200',
      brandId: c.komatsu.id,
      categoryId: c.excavators.id,
    });
    await createProduct(ctx.db, { name: 'A40G', brandId: c.volvo.id, categoryId: c.haulers.id });
    await createProduct(ctx.db, { name: 'AC 100', brandId: c.terex.id, categoryId: c.cranes.id });
    await createVariant(ctx.db, { productId: l120.id });

    const res = await get('/api/public/products');
    expectData(res, [
      {
        id: l120.id,
        name: 'L120H',
        image: '/img/l120.png',
        introduction: 'Wheel loader',
        brand_id: c.volvo.id,
        category_id: c.loaders.id,
        brand: { id: c.volvo.id, name: 'Volvo' },
        category: { id: c.loaders.id, name: 'Loaders' },
        variants_count: 1,
      },
      expect.objectContaining({ id: pc200.id, name: 'PC200', variants_count: 0 }),
    ]);
  });

  it('filters by brand and category, each by id or name', async () => {
    const c = await catalogue();
    const l120 = await createProduct(ctx.db, {
      name: 'L120H',
      brandId: c.volvo.id,
      categoryId: c.loaders.id,
    });
    const pc200 = await createProduct(ctx.db, {
      name: 'PC200',
      brandId: c.komatsu.id,
      categoryId: c.excavators.id,
    });
    const ids = async (q: string) =>
      (await get(`/api/public/products?${q}`)).json().data.map((p: { id: number }) => p.id);
    expect(await ids('brand=volvo')).toEqual([l120.id]);
    expect(await ids(`category=${c.excavators.id}`)).toEqual([pc200.id]);
    expect(await ids(`brand=${c.komatsu.id}&category=excavators`)).toEqual([pc200.id]);
    expect(await ids('brand=volvo&category=Excavators')).toEqual([]);
    expect(await ids(`category=${c.haulers.id}`)).toEqual([]);
  });

  it('refuses a repeated filter with 422', async () => {
    expect((await get('/api/public/products?category=1&category=2')).statusCode).toBe(422);
  });
});
