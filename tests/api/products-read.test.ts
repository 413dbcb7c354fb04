import { describe, expect, it } from 'vitest';
import { createProduct, createVariant } from '../support/factories';
import { expectListPage, ISO, ids, placedUnder, setupAdminApi, twoBrandCatalogue } from './support/admin-api';

const { ctx, get } = setupAdminApi();
const catalogue = () => twoBrandCatalogue(ctx);

describe('GET /api/admin/products', () => {
  it('pages through products ordered by name with brand, category and variant count', async () => {
    const { volvo, loaders, komatsu, excavators } = await catalogue();
    const l120 = await createProduct(ctx.db, {
      name: 'L120H',
      brandId: volvo.id,
      categoryId: loaders.id,
      introduction: 'Versatile wheel loader',
      image: '/img/l120.png',
      features: ['OptiShift'],
      applications: ['Quarrying'],
      images: ['/img/l120-1.png'],
    });
    const pc200 = await createProduct(ctx.db, {
      name: 'pc200',
      brandId: komatsu.id,
      categoryId: excavators.id,
    });
    const a40 = await createProduct(ctx.db, { name: 'A40G', brandId: volvo.id, categoryId: loaders.id });
    await createVariant(ctx.db, { productId: l120.id });
    await createVariant(ctx.db, { productId: l120.id });

    const res = await get('/api/admin/products?page=1&per_page=2');
    expectListPage(res, { total: 3, current_page: 1, last_page: 2, per_page: 2 }, [
      expect.objectContaining({ id: a40.id, name: 'A40G' }),
      {
        id: l120.id,
        name: 'L120H',
        image: '/img/l120.png',
        introduction: 'Versatile wheel loader',
        ...placedUnder(volvo, loaders),
        features: ['OptiShift'],
        applications: ['Quarrying'],
        images: ['/img/l120-1.png'],
        variants_count: 2,
        created_at: ISO,
        updated_at: ISO,
      },
    ]);
    expect(ids((await get('/api/admin/products?page=2&per_page=2')).json())).toEqual([pc200.id]);
  });

  it('searches product, brand and category names case-insensitively', async () => {
    const { volvo, loaders, komatsu, excavators } = await catalogue();
    const l120 = await createProduct(ctx.db, { name: 'L120H', brandId: volvo.id, categoryId: loaders.id });
    const pc200 = await createProduct(ctx.db, {
      name: 'PC200',
      brandId: komatsu.id,
      categoryId: excavators.id,
    });
    const pc = await createProduct(ctx.db, {
      name: 'Compact l-series',
      brandId: komatsu.id,
      categoryId: excavators.id,
    });

    expect(ids((await get('/api/admin/products?search=volvo')).json())).toEqual([l120.id]);
    expect(ids((await get('/api/admin/products?search=EXCAVATOR')).json())).toEqual([pc.id, pc200.id]);
    const byName = (await get('/api/admin/products?search=l1')).json();
    expect([ids(byName), byName.total]).toEqual([[l120.id], 1]);
  });

  it('gives the whole list with all=true and no per_page, and pages by 10 otherwise', async () => {
    const { volvo, loaders } = await catalogue();
    for (let i = 0; i < 12; i++) {
      await createProduct(ctx.db, {
        name: `P${String(i).padStart(2, '0')}`,
        brandId: volvo.id,
        categoryId: loaders.id,
      });
    }
    const all = (await get('/api/admin/products?all=true')).json();
    expect([all.data.length, all.total, all.per_page, all.last_page]).toEqual([12, 12, 12, 1]);
    const paged = (await get('/api/admin/products')).json();
    expect([paged.data.length, paged.total, paged.per_page, paged.last_page]).toEqual([10, 12, 10, 2]);
    const allPaged = (await get('/api/admin/products?all=true&per_page=5&page=3')).json();
    expect([allPaged.data.length, allPaged.current_page, allPaged.last_page]).toEqual([2, 3, 3]);
    const empty = (await get('/api/admin/products?all=true&search=nothing')).json();
    expect([empty.data, empty.total, empty.per_page, empty.last_page]).toEqual([[], 0, 1, 1]);
  });

  it('refuses garbage query values with 422', async () => {
    for (const q of ['all=maybe', 'per_page=-3', 'page=x', 'per_page=1001']) {
      expect((await get(`/api/admin/products?${q}`)).statusCode, q).toBe(422);
    }
  });
});

describe('GET /api/admin/products/:id', () => {
  it('returns the product with its variants by name', async () => {
    const product = await createProduct(ctx.db, { name: 'EC220E' });
    const b = await createVariant(ctx.db, { productId: product.id, name: 'EC220E Long Reach' });
    const a = await createVariant(ctx.db, { productId: product.id, name: 'EC220E Standard' });
    const res = await get(`/api/admin/products/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: product.id,
      name: 'EC220E',
      features: [],
      applications: [],
      images: [],
      variants_count: 2,
      variants: [
        { id: b.id, name: 'EC220E Long Reach' },
        { id: a.id, name: 'EC220E Standard' },
      ],
    });
  });

  it('answers 404 for an unknown id and 422 for a non-numeric one', async () => {
    const missing = await get('/api/admin/products/999999');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Product not found.']);
    expect((await get('/api/admin/products/abc')).statusCode).toBe(422);
    expect((await get('/api/admin/products/99999999999')).statusCode).toBe(422);
  });
});
