import { describe, expect, it } from 'vitest';
import { call, setupApi } from '../support/api';
import { createProduct, createVariant } from '../support/factories';
import { publicVariants, seedCatalog } from './support/variant-catalog';

// The public variant listing: filters, search ranking, sorting and pages. Names sort naturally
// (PC200-8 before PC200-10, docs/product.md §17).
const ctx = setupApi();
const { list, ids } = publicVariants(ctx);

describe('GET /api/public/variants: filters', () => {
  it('lists visible variants by name with the pagination envelope', async () => {
    await seedCatalog(ctx.db);
    const { ids: found, body } = await list('');
    expect(found).toEqual([5, 6, 1, 2, 4, 3]);
    const meta = { total: 6, current_page: 1, last_page: 1, per_page: 12 };
    expect(body).toMatchObject({ ...meta, pagination: meta });
  });

  it('filters by brand id or name (any case), hiding inactive brands', async () => {
    const { komatsu, hidden } = await seedCatalog(ctx.db);
    expect(await ids(`brand=${komatsu.id}`)).toEqual([1, 2, 4, 3]);
    expect(await ids('brand=Komatsu')).toEqual([1, 2, 4, 3]);
    expect(await ids('brand=kOMATSU')).toEqual([1, 2, 4, 3]);
    expect(await ids('brand=Hidden%20Brand')).toEqual([]);
    expect(await ids(`brand=${hidden.id}`)).toEqual([]);
    expect(await ids('brand=Nobody')).toEqual([]);
  });

  it('filters by category id, or by name across brands', async () => {
    const { c1 } = await seedCatalog(ctx.db);
    expect(await ids(`category=${c1.id}`)).toEqual([1, 2]);
    expect(await ids('category=excavators')).toEqual([5, 6, 1, 2]);
    expect(await ids('category=Dozers')).toEqual([]);
  });

  it('filters by product id or name', async () => {
    const { p3 } = await seedCatalog(ctx.db);
    expect(await ids('product=pc200')).toEqual([1, 2]);
    expect(await ids(`product=${p3.id}`)).toEqual([5, 6]);
  });

  it('combines filters', async () => {
    await seedCatalog(ctx.db);
    expect(await ids('brand=Caterpillar&category=Excavators')).toEqual([5, 6]);
    expect(await ids('brand=Komatsu&category=Excavators&product=PC200')).toEqual([1, 2]);
    expect(await ids('brand=Komatsu&category=Excavators&product=WA380')).toEqual([]);
    expect(await ids('category=Excavators&min_price=100000&sort_by=price')).toEqual([1, 2, 5]);
  });

  it('filters by price range; the full default range keeps unpriced variants', async () => {
    await seedCatalog(ctx.db);
    expect(await ids('min_price=100000')).toEqual([5, 1, 2]);
    expect(await ids('max_price=100000')).toEqual([6, 3]);
    expect(await ids('min_price=60000&max_price=150000')).toEqual([1, 2, 3]);
    expect(await ids('price_min=60000&price_max=150000')).toEqual([1, 2, 3]);
    expect(await ids('min_price=0&max_price=1000000')).toEqual([5, 6, 1, 2, 4, 3]);
    expect(await ids('min_price=&max_price=')).toEqual([5, 6, 1, 2, 4, 3]);
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
    ['sort_by=name', [5, 6, 1, 2, 4, 3]],
    ['sort_by=name&sort_order=desc', [3, 4, 2, 1, 6, 5]],
    ['sort_by=brand', [5, 6, 1, 2, 4, 3]],
    ['sort_by=brand&sort_order=desc', [1, 2, 4, 3, 5, 6]],
    ['sort_by=price', [6, 3, 1, 2, 5, 4]],
    ['sort_by=price&sort_order=desc', [5, 2, 1, 3, 6, 4]],
    ['sort_by=created_at', [1, 2, 3, 4, 5, 6]],
    ['sort_by=created_at&sort_order=desc', [6, 5, 4, 3, 2, 1]],
    ['sort_by=drop%20table&sort_order=desc', [5, 6, 1, 2, 4, 3]],
    ['sort_by=name&sort_order=sideways', [5, 6, 1, 2, 4, 3]],
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

describe("GET /api/public/variants: a category's name across brands", () => {
  it('orders and pages it as the whole listing does', async () => {
    await seedCatalog(ctx.db);
    expect(await ids('category=Excavators&sort_by=name&sort_order=desc')).toEqual([2, 1, 6, 5]);
    expect(await ids('category=Excavators&sort_by=price')).toEqual([6, 1, 2, 5]);
    const second = await list('category=Excavators&sort_by=name&per_page=3&page=2');
    expect(second.ids).toEqual([2]);
    expect(second.body).toMatchObject({ total: 4, current_page: 2, last_page: 2 });
    const past = await list('category=Excavators&sort_by=name&per_page=3&page=3');
    expect(past.ids).toEqual([]);
    expect(past.body).toMatchObject({ total: 4, current_page: 3 });
    // Each shape's statement is kept and run again with other ids: a category of one brand alone.
    expect(await ids('category=Excavators&brand=Komatsu&sort_by=name&sort_order=desc')).toEqual([2, 1]);
  });
});
