import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { call, setupApi } from '../support/api';
import {
  createBrand,
  createCategory,
  createProduct,
  createVariant,
  sampleTechGroups,
} from '../support/factories';

const ctx = setupApi();

/**
 * Variants 1–6 are visible; 7 sits in an inactive category, 8 under an inactive brand.
 * Both brands have a category named Excavators (c1 and c3).
 */
async function seedCatalog(db: Db) {
  const komatsu = await createBrand(db, { name: 'Komatsu' });
  const cat = await createBrand(db, { name: 'Caterpillar' });
  const hidden = await createBrand(db, { name: 'Hidden Brand', isActive: false });
  const c1 = await createCategory(db, { name: 'Excavators', brandId: komatsu.id });
  const c2 = await createCategory(db, { name: 'Loaders', brandId: komatsu.id });
  const c3 = await createCategory(db, { name: 'Excavators', brandId: cat.id });
  const c4 = await createCategory(db, { name: 'Dozers', brandId: cat.id, isActive: false });
  const c5 = await createCategory(db, { name: 'Cranes', brandId: hidden.id });
  const p1 = await createProduct(db, {
    name: 'PC200',
    brandId: komatsu.id,
    categoryId: c1.id,
    image: '/img/pc200.jpg',
    introduction: 'Mid-size excavator',
  });
  const p2 = await createProduct(db, { name: 'WA380', brandId: komatsu.id, categoryId: c2.id });
  const p3 = await createProduct(db, { name: 'CAT 320', brandId: cat.id, categoryId: c3.id });
  const p4 = await createProduct(db, { name: 'D6', brandId: cat.id, categoryId: c4.id });
  const p5 = await createProduct(db, { name: 'Crane X', brandId: hidden.id, categoryId: c5.id });
  const v = async (productId: number, name: string, price: number | null, extra = {}) =>
    createVariant(db, { productId, name, price, ...extra });
  await v(p1.id, 'PC200-8', 120_000, {
    introduction: 'Hydraulic excavator for quarry work',
    featuredParameters: ['Rated Load', 'Length'],
  });
  await v(p1.id, 'PC200-10 Long Reach', 150_000, { images: ['/img/a.jpg', '/img/b.jpg'] });
  await v(p2.id, 'WA380-6', 90_000);
  await v(p2.id, 'WA380', null);
  await v(p3.id, '320 GC', 200_000);
  await v(p3.id, 'Mini 320', 50_000);
  await v(p4.id, 'D6 XE', 300_000);
  await v(p5.id, 'Crane 50T', 10_000);
  return { komatsu, cat, hidden, c1, c2, c3, p1, p2, p3 };
}

async function list(query: string) {
  const res = await call(ctx.app, { url: `/api/public/variants${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { ids: body.data.map((v: { id: number }) => v.id) as number[], body };
}
const ids = async (query: string) => (await list(query)).ids;

describe('GET /api/public/variants: filters', () => {
  it('lists visible variants by name with the pagination envelope', async () => {
    await seedCatalog(ctx.db);
    const { ids: found, body } = await list('');
    expect(found).toEqual([5, 6, 2, 1, 4, 3]);
    const meta = { total: 6, current_page: 1, last_page: 1, per_page: 12 };
    expect(body).toMatchObject({ ...meta, pagination: meta });
  });

  it('filters by brand id or name (any case), hiding inactive brands', async () => {
    const { komatsu, hidden } = await seedCatalog(ctx.db);
    expect(await ids(`brand=${komatsu.id}`)).toEqual([2, 1, 4, 3]);
    expect(await ids('brand=Komatsu')).toEqual([2, 1, 4, 3]);
    expect(await ids('brand=kOMATSU')).toEqual([2, 1, 4, 3]);
    expect(await ids('brand=Hidden%20Brand')).toEqual([]);
    expect(await ids(`brand=${hidden.id}`)).toEqual([]);
    expect(await ids('brand=Nobody')).toEqual([]);
  });

  it('filters by category id, or by name across brands', async () => {
    const { c1 } = await seedCatalog(ctx.db);
    expect(await ids(`category=${c1.id}`)).toEqual([2, 1]);
    expect(await ids('category=excavators')).toEqual([5, 6, 2, 1]);
    expect(await ids('category=Dozers')).toEqual([]);
  });

  it('filters by product id or name', async () => {
    const { p3 } = await seedCatalog(ctx.db);
    expect(await ids('product=pc200')).toEqual([2, 1]);
    expect(await ids(`product=${p3.id}`)).toEqual([5, 6]);
  });

  it('combines filters', async () => {
    await seedCatalog(ctx.db);
    expect(await ids('brand=Caterpillar&category=Excavators')).toEqual([5, 6]);
    expect(await ids('brand=Komatsu&category=Excavators&product=PC200')).toEqual([2, 1]);
    expect(await ids('brand=Komatsu&category=Excavators&product=WA380')).toEqual([]);
    expect(await ids('category=Excavators&min_price=100000&sort_by=price')).toEqual([1, 2, 5]);
  });

  it('filters by price range; the full default range keeps unpriced variants', async () => {
    await seedCatalog(ctx.db);
    expect(await ids('min_price=100000')).toEqual([5, 2, 1]);
    expect(await ids('max_price=100000')).toEqual([6, 3]);
    expect(await ids('min_price=60000&max_price=150000')).toEqual([2, 1, 3]);
    expect(await ids('price_min=60000&price_max=150000')).toEqual([2, 1, 3]);
    expect(await ids('min_price=0&max_price=1000000')).toEqual([5, 6, 2, 1, 4, 3]);
    expect(await ids('min_price=&max_price=')).toEqual([5, 6, 2, 1, 4, 3]);
  });
});

describe('GET /api/public/variants: search', () => {
  it('ranks an exact name before a name prefix', async () => {
    await seedCatalog(ctx.db);
    expect(await ids('search=wa380')).toEqual([4, 3]);
    expect(await ids('search=WA380-6')).toEqual([3]);
  });

  it('ranks exact name, then prefix, then contains, then other fields, whatever the names sort to', async () => {
    const product = await createProduct(ctx.db, { name: 'Boom X Series' });
    for (const name of ['A Boom X Pro', 'Boom X Long', 'Boom X', 'Zeta']) {
      await createVariant(ctx.db, { productId: product.id, name });
    }
    expect(await ids('')).toEqual([1, 3, 2, 4]);
    expect(await ids('search=boom%20x')).toEqual([3, 2, 1, 4]);
    expect(await ids('search=BOOM%20X&sort_by=name&sort_order=desc')).toEqual([3, 2, 1, 4]);
  });

  it('ranks a name prefix before a name that only contains the term', async () => {
    await seedCatalog(ctx.db);
    expect(await ids('search=320')).toEqual([5, 6]);
    expect(await ids('search=320%20gc')).toEqual([5]);
  });

  it('finds variants by brand, category, product name and introduction', async () => {
    await seedCatalog(ctx.db);
    expect((await ids('search=caterpillar')).sort()).toEqual([5, 6]);
    expect((await ids('search=LOADERS')).sort()).toEqual([3, 4]);
    expect((await ids('search=quarry')).sort()).toEqual([1]);
    expect((await ids('search=excavator')).sort()).toEqual([1, 2, 5, 6]);
  });

  it('requires every term to match and never shows hidden variants', async () => {
    await seedCatalog(ctx.db);
    expect(await ids('search=pc200%20reach')).toEqual([2]);
    expect((await ids('search=komatsu%20loaders')).sort()).toEqual([3, 4]);
    expect(await ids('search=d6')).toEqual([]);
    expect(await ids('search=crane')).toEqual([]);
  });

  it('treats LIKE wildcards literally', async () => {
    await seedCatalog(ctx.db);
    expect(await ids('search=%25')).toEqual([]);
    expect(await ids('search=_')).toEqual([]);
  });

  it('applies the chosen sort inside a relevance tier', async () => {
    await seedCatalog(ctx.db);
    expect(await ids('search=pc200&sort_by=price&sort_order=desc')).toEqual([2, 1]);
    expect(await ids('search=pc200&sort_by=price&sort_order=asc')).toEqual([1, 2]);
    expect(await ids('search=320&sort_by=name&sort_order=desc')).toEqual([5, 6]);
  });
});

describe('GET /api/public/variants: sorting', () => {
  it.each([
    ['sort_by=name', [5, 6, 2, 1, 4, 3]],
    ['sort_by=name&sort_order=desc', [3, 4, 1, 2, 6, 5]],
    ['sort_by=brand', [5, 6, 2, 1, 4, 3]],
    ['sort_by=brand&sort_order=desc', [2, 1, 4, 3, 5, 6]],
    ['sort_by=price', [6, 3, 1, 2, 5, 4]],
    ['sort_by=price&sort_order=desc', [5, 2, 1, 3, 6, 4]],
    ['sort_by=created_at', [1, 2, 3, 4, 5, 6]],
    ['sort_by=created_at&sort_order=desc', [6, 5, 4, 3, 2, 1]],
    ['sort_by=drop%20table&sort_order=desc', [5, 6, 2, 1, 4, 3]],
    ['sort_by=name&sort_order=sideways', [5, 6, 2, 1, 4, 3]],
  ])('%s', async (query, expected) => {
    await seedCatalog(ctx.db);
    expect(await ids(query)).toEqual(expected);
  });

  it('breaks ties on id', async () => {
    const product = await createProduct(ctx.db);
    for (let i = 0; i < 3; i++)
      await createVariant(ctx.db, { productId: product.id, name: 'Same', price: 5 });
    expect(await ids('sort_by=name&sort_order=desc')).toEqual([1, 2, 3]);
    expect(await ids('sort_by=price')).toEqual([1, 2, 3]);
  });
});

describe('GET /api/public/variants: pagination', () => {
  it('pages through results, including the last page and past it', async () => {
    await seedCatalog(ctx.db);
    const { ids: page2, body } = await list('per_page=4&page=2');
    expect(page2).toEqual([4, 3]);
    expect(body).toMatchObject({ total: 6, current_page: 2, last_page: 2, per_page: 4 });
    const past = await list('per_page=4&page=3');
    expect(past.ids).toEqual([]);
    expect(past.body).toMatchObject({ total: 6, current_page: 3, last_page: 2 });
  });

  it('clamps per_page to 100, or to 1000 with all=true', async () => {
    expect((await list('per_page=500')).body.per_page).toBe(100);
    expect((await list('per_page=5000&all=true')).body.per_page).toBe(1000);
    expect((await list('all=true')).body.per_page).toBe(1000);
    expect((await list('per_page=1000&all=false')).body.per_page).toBe(100);
  });

  it('returns every match with all=true beyond the normal cap', async () => {
    const product = await createProduct(ctx.db);
    for (let i = 0; i < 105; i++) await createVariant(ctx.db, { productId: product.id });
    expect((await list('per_page=1000&all=true')).ids).toHaveLength(105);
    expect((await list('per_page=1000')).ids).toHaveLength(100);
  });

  it.each([
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['per_page=0', 'per_page'],
    ['per_page=x', 'per_page'],
    ['min_price=abc', 'min_price'],
    ['max_price=-5', 'max_price'],
    ['all=maybe', 'all'],
  ])('refuses %s with 422 on the field', async (query, field) => {
    const res = await call(ctx.app, { url: `/api/public/variants?${query}` });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('refuses a minimum price above the maximum', async () => {
    const res = await call(ctx.app, { url: '/api/public/variants?min_price=500&max_price=100' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      min_price: ['The minimum price may not be greater than the maximum price.'],
    });
  });
});

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
