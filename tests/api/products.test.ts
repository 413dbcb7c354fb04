import { beforeEach, describe, expect, it } from 'vitest';
import { call, setupApi } from '../support/api';
import { createAdmin, createBrand, createCategory, createProduct, createVariant } from '../support/factories';

const ctx = setupApi();
let token: string;
beforeEach(async () => {
  token = (await createAdmin(ctx.db)).token;
});

const get = (url: string) => call(ctx.app, { method: 'GET', url, token });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(ctx.app, { method, url, payload, token });
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const ids = (body: { data: { id: number }[] }) => body.data.map((p) => p.id);

/** Brand "Volvo" with category "Loaders", brand "Komatsu" with category "Excavators". */
async function catalogue() {
  const volvo = await createBrand(ctx.db, { name: 'Volvo' });
  const komatsu = await createBrand(ctx.db, { name: 'Komatsu' });
  const loaders = await createCategory(ctx.db, { name: 'Loaders', brandId: volvo.id });
  const excavators = await createCategory(ctx.db, { name: 'Excavators', brandId: komatsu.id });
  return { volvo, komatsu, loaders, excavators };
}

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
    expect(res.statusCode).toBe(200);
    const meta = { total: 3, current_page: 1, last_page: 2, per_page: 2 };
    expect(res.json()).toEqual({
      ...meta,
      pagination: meta,
      data: [
        expect.objectContaining({ id: a40.id, name: 'A40G' }),
        {
          id: l120.id,
          name: 'L120H',
          image: '/img/l120.png',
          introduction: 'Versatile wheel loader',
          brand_id: volvo.id,
          category_id: loaders.id,
          brand: { id: volvo.id, name: 'Volvo' },
          category: { id: loaders.id, name: 'Loaders' },
          features: ['OptiShift'],
          applications: ['Quarrying'],
          images: ['/img/l120-1.png'],
          variants_count: 2,
          created_at: ISO,
          updated_at: ISO,
        },
      ],
    });
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

describe('POST /api/admin/products', () => {
  it('creates a product from the rich form, normalising the flexible list shapes', async () => {
    const { volvo, loaders } = await catalogue();
    const res = await send('POST', '/api/admin/products', {
      brand_id: volvo.id,
      category_id: String(loaders.id),
      name: ' L90H ',
      introduction: 'Mid-size loader',
      image: 'https://res.cloudinary.com/demo/l90.jpg',
      features: 'Fuel-efficient, low-emission engine\n\nComfort cab\n',
      applications: '["Agriculture", " Recycling ", ""]',
      images: '/img/a.png, /img/b.png',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Product created successfully!',
      data: {
        id: expect.any(Number),
        name: 'L90H',
        image: 'https://res.cloudinary.com/demo/l90.jpg',
        introduction: 'Mid-size loader',
        brand_id: volvo.id,
        category_id: loaders.id,
        brand: { id: volvo.id, name: 'Volvo' },
        category: { id: loaders.id, name: 'Loaders' },
        features: ['Fuel-efficient, low-emission engine', 'Comfort cab'],
        applications: ['Agriculture', 'Recycling'],
        images: ['/img/a.png', '/img/b.png'],
        variants_count: 0,
        created_at: ISO,
        updated_at: ISO,
      },
    });
  });

  it('creates a product from the simple form with empty lists', async () => {
    const { volvo, loaders } = await catalogue();
    const res = await send('POST', '/api/admin/products', {
      brand_id: volvo.id,
      category_id: loaders.id,
      name: 'L60H',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      image: null,
      introduction: null,
      features: [],
      applications: [],
      images: [],
    });
  });

  it('requires brand, category and name', async () => {
    const res = await send('POST', '/api/admin/products', { name: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      brand_id: ['Brand is required'],
      category_id: ['Category is required'],
      name: ['Name is required'],
    });
  });

  it('refuses unknown references and a category of another brand', async () => {
    const { volvo, excavators, loaders } = await catalogue();
    const base = { name: 'X' };
    const wrongBrand = await send('POST', '/api/admin/products', {
      ...base,
      brand_id: volvo.id,
      category_id: excavators.id,
    });
    expect(wrongBrand.statusCode).toBe(422);
    expect(wrongBrand.json().errors).toEqual({
      category_id: ['The selected category does not belong to the selected brand.'],
    });
    const unknown = await send('POST', '/api/admin/products', {
      ...base,
      brand_id: 999999,
      category_id: 999998,
    });
    expect(unknown.json().errors).toEqual({
      brand_id: ['The selected brand does not exist.'],
      category_id: ['The selected category does not exist.'],
    });
    const unknownBrand = await send('POST', '/api/admin/products', {
      ...base,
      brand_id: 999999,
      category_id: loaders.id,
    });
    expect(unknownBrand.json().errors).toEqual({ brand_id: ['The selected brand does not exist.'] });
  });

  it('limits images to 4 web addresses and refuses lists of the wrong type', async () => {
    const { volvo, loaders } = await catalogue();
    const base = { name: 'X', brand_id: volvo.id, category_id: loaders.id };
    const five = await send('POST', '/api/admin/products', {
      ...base,
      images: ['/1', '/2', '/3', '/4', '/5'],
    });
    expect(five.statusCode).toBe(422);
    expect(five.json().errors).toEqual({ images: ['No more than 4 images are allowed.'] });
    const four = await send('POST', '/api/admin/products', { ...base, images: ['/1', '', '/2', '/3', '/4'] });
    expect(four.json().data.images).toEqual(['/1', '/2', '/3', '/4']);
    const script = await send('POST', '/api/admin/products', { ...base, images: ['javascript:alert(1)'] });
    expect(script.json().errors).toEqual({
      images: ['The image must be a web address (http or https) or a site path.'],
    });
    const object = await send('POST', '/api/admin/products', { ...base, features: { a: 1 } });
    expect(object.statusCode).toBe(422);
    expect(object.json().errors).toEqual({ features: ['Must be a list of texts.'] });
    const jsonObject = await send('POST', '/api/admin/products', { ...base, applications: '{"a": 1}' });
    expect(jsonObject.statusCode).toBe(422);
    expect(jsonObject.json().errors).toEqual({ applications: ['Must be a list of text entries.'] });
  });

  it('ignores id, timestamps and counts in the body', async () => {
    const { volvo, loaders } = await catalogue();
    const res = await send('POST', '/api/admin/products', {
      name: 'X',
      brand_id: volvo.id,
      category_id: loaders.id,
      id: 31337,
      created_at: '2000-01-01T00:00:00.000Z',
      variants_count: 7,
      variants: [{ name: 'smuggled' }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.id).not.toBe(31337);
    expect(res.json().data.variants_count).toBe(0);
    expect(res.json().data.created_at).not.toBe('2000-01-01T00:00:00.000Z');
  });
});

describe('PUT /api/admin/products/:id', () => {
  it('updates only the fields sent and replaces lists that are sent', async () => {
    const product = await createProduct(ctx.db, {
      name: 'R100E',
      introduction: 'Rigid hauler',
      features: ['A'],
      images: ['/x.png'],
    });
    const res = await send('PUT', `/api/admin/products/${product.id}`, {
      name: 'R100E+',
      features: ['B', 'C'],
      images: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Product updated successfully!',
      data: expect.objectContaining({
        id: product.id,
        name: 'R100E+',
        introduction: 'Rigid hauler',
        features: ['B', 'C'],
        images: [],
        brand_id: product.brandId,
        category_id: product.categoryId,
      }),
    });
  });

  it('checks the brand and category pair when either changes', async () => {
    const { volvo, komatsu, loaders, excavators } = await catalogue();
    const product = await createProduct(ctx.db, { brandId: volvo.id, categoryId: loaders.id });
    const onlyBrand = await send('PUT', `/api/admin/products/${product.id}`, { brand_id: komatsu.id });
    expect(onlyBrand.statusCode).toBe(422);
    expect(onlyBrand.json().errors).toEqual({
      category_id: ['The selected category does not belong to the selected brand.'],
    });
    const both = await send('PUT', `/api/admin/products/${product.id}`, {
      brand_id: komatsu.id,
      category_id: excavators.id,
    });
    expect(both.json().data).toMatchObject({
      brand: { id: komatsu.id, name: 'Komatsu' },
      category: { id: excavators.id, name: 'Excavators' },
    });
  });

  it('refuses an empty name, unknown and non-numeric ids; ignores id in the body', async () => {
    const product = await createProduct(ctx.db);
    expect((await send('PUT', `/api/admin/products/${product.id}`, { name: '' })).json().errors).toEqual({
      name: ['Name is required'],
    });
    expect((await send('PUT', '/api/admin/products/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/products/abc', { name: 'X' })).statusCode).toBe(422);
    const res = await send('PUT', `/api/admin/products/${product.id}`, {
      id: 1234,
      created_at: '2000-01-01',
    });
    expect(res.json().data).toMatchObject({ id: product.id, created_at: product.createdAt.toISOString() });
  });
});

describe('DELETE /api/admin/products/:id', () => {
  it('deletes a product without variants', async () => {
    const product = await createProduct(ctx.db);
    const res = await send('DELETE', `/api/admin/products/${product.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Product deleted successfully!' });
    expect((await get(`/api/admin/products/${product.id}`)).statusCode).toBe(404);
  });

  it('refuses with 409 while variants remain', async () => {
    const product = await createProduct(ctx.db);
    await createVariant(ctx.db, { productId: product.id });
    const one = await send('DELETE', `/api/admin/products/${product.id}`);
    expect([one.statusCode, one.json().message]).toEqual([
      409,
      'This product still has 1 variant. Delete it first.',
    ]);
    await createVariant(ctx.db, { productId: product.id });
    expect((await send('DELETE', `/api/admin/products/${product.id}`)).json().message).toBe(
      'This product still has 2 variants. Delete them first.',
    );
  });

  it('answers 404 for an unknown id and 422 for a non-numeric one', async () => {
    expect((await send('DELETE', '/api/admin/products/999999')).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/products/abc')).statusCode).toBe(422);
  });
});
