import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { heroFeatured, variants } from '../../server/db/schema';
import { call, setupApi } from '../support/api';
import {
  createAdmin,
  createBrand,
  createProduct,
  createUser,
  createVariant,
  sampleTechGroups,
} from '../support/factories';

const ctx = setupApi();

async function admin() {
  return (await createAdmin(ctx.db)).token;
}

async function send(method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) {
  const token = await admin();
  return call(ctx.app, { method, url: `/api/admin/variants${url}`, payload, token });
}

const storedRow = async (id: number) => (await ctx.db.select().from(variants).where(eq(variants.id, id)))[0];

describe('admin variants: access', () => {
  it('needs an admin token', async () => {
    expect((await call(ctx.app, { url: '/api/admin/variants' })).statusCode).toBe(401);
    const { token } = await createUser(ctx.db);
    expect((await call(ctx.app, { url: '/api/admin/variants', token })).statusCode).toBe(403);
    const post = await call(ctx.app, { method: 'POST', url: '/api/admin/variants', token, payload: {} });
    expect(post.statusCode).toBe(403);
  });
});

describe('GET /api/admin/variants', () => {
  it('lists newest first with pagination, including variants of inactive brands', async () => {
    const hidden = await createBrand(ctx.db, { isActive: false });
    const hiddenProduct = await createProduct(ctx.db, { brandId: hidden.id });
    await createVariant(ctx.db, { name: 'First' });
    await createVariant(ctx.db, { name: 'Second' });
    await createVariant(ctx.db, { name: 'Third', productId: hiddenProduct.id });
    const res = await send('GET', '?page=1&per_page=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((v: { name: string }) => v.name)).toEqual(['Third', 'Second']);
    const meta = { total: 3, current_page: 1, last_page: 2, per_page: 2 };
    expect(body).toMatchObject({ ...meta, pagination: meta });
    const page2 = (await send('GET', '?page=2&per_page=2')).json();
    expect(page2.data.map((v: { name: string }) => v.name)).toEqual(['First']);
  });

  it('searches variant and product names, case-insensitively', async () => {
    const product = await createProduct(ctx.db, { name: 'Excavator PC200' });
    await createVariant(ctx.db, { name: 'Long Reach', productId: product.id });
    await createVariant(ctx.db, { name: 'PC200-8 Standard' });
    await createVariant(ctx.db, { name: 'Unrelated' });
    const names = async (q: string) =>
      (await send('GET', `?search=${q}`)).json().data.map((v: { name: string }) => v.name);
    expect(await names('pc200')).toEqual(['PC200-8 Standard', 'Long Reach']);
    expect(await names('EXCAVATOR')).toEqual(['Long Reach']);
    expect(await names('reach%20pc200')).toEqual(['Long Reach']);
    expect(await names('nothing')).toEqual([]);
  });

  it('accepts per_page up to 1000 (All) and refuses more or garbage', async () => {
    expect((await send('GET', '?per_page=1000')).json().per_page).toBe(1000);
    expect((await send('GET', '?per_page=1001')).statusCode).toBe(422);
    expect((await send('GET', '?page=abc')).statusCode).toBe(422);
  });
});

describe('GET /api/admin/variants/:id', () => {
  it('returns one variant, and 404/422 for unknown or bad ids', async () => {
    const v = await createVariant(ctx.db, { name: 'One', featuredParameters: ['Width'] });
    const res = await send('GET', `/${v.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: v.id,
      name: 'One',
      featured_parameters: { Width: '2,500 mm' },
    });
    const missing = await send('GET', '/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Variant not found.' });
    expect((await send('GET', '/abc')).statusCode).toBe(422);
  });
});

describe('POST /api/admin/variants', () => {
  it('creates a variant from list and group shapes and returns it', async () => {
    const product = await createProduct(ctx.db, { name: 'PC200', image: '/img/p.jpg' });
    const res = await send('POST', '', {
      product_id: product.id,
      name: '  PC200-8  ',
      introduction: 'Mid-size',
      description: '',
      price: 125000.5,
      features: ['Quiet cab', ' ', 'Low fuel use'],
      applications: ['Quarry'],
      images: ['/img/1.jpg', '', '/img/2.jpg'],
      technical_parameters: sampleTechGroups(),
      featured_parameters: { 'Rated Load': '3,000 kg', Length: '7,200 mm' },
      bucket_capacity: '1.8 m³',
      rated_load: '3,000 kg',
      id: 777,
      created_at: '2000-01-01T00:00:00.000Z',
      search_text: 'injected',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Variant created successfully!');
    expect(body.data).toMatchObject({
      id: 1,
      name: 'PC200-8',
      product_id: product.id,
      product: { id: product.id, name: 'PC200', image: '/img/p.jpg' },
      introduction: 'Mid-size',
      description: null,
      price: 125000.5,
      features: ['Quiet cab', 'Low fuel use'],
      applications: ['Quarry'],
      images: ['/img/1.jpg', '/img/2.jpg'],
      image: '/img/1.jpg',
      technical_parameters: sampleTechGroups(),
      featured_parameters: { 'Rated Load': '3,000 kg', Length: '7,200 mm' },
      bucket_capacity: '1.8 m³',
      rated_load: '3,000 kg',
    });
    expect(body.data.created_at).not.toBe('2000-01-01T00:00:00.000Z');
    const row = await storedRow(1);
    expect(row.featuredParameters).toEqual(['Rated Load', 'Length']);
    expect(row.searchText).toContain('pc200-8');
    expect(row.searchText).not.toContain('injected');
  });

  it('accepts JSON text, comma text, object parameters and stores them normalised', async () => {
    const product = await createProduct(ctx.db);
    const res = await send('POST', '', {
      product_id: String(product.id),
      name: 'Flexible',
      price: '1,500.25',
      features: '["Strong", " Fast ", ""]',
      applications: 'Mining, Construction ,',
      images: '/a.jpg, /b.jpg',
      technical_parameters: { Length: '7 m', Weight: 2000, Empty: '' },
      featured_parameters: '["Weight"]',
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await storedRow(res.json().data.id);
    expect(row).toMatchObject({
      price: 1500.25,
      features: ['Strong', 'Fast'],
      applications: ['Mining', 'Construction'],
      images: ['/a.jpg', '/b.jpg'],
      technicalParameters: [
        {
          category: 'Specifications',
          specifications: [
            { key: 'Length', value: '7 m' },
            { key: 'Weight', value: '2000' },
          ],
        },
      ],
      featuredParameters: ['Weight'],
    });
    expect(res.json().data.featured_parameters).toEqual({ Weight: '2000' });
  });

  it('accepts text lines and flat {parameter, value} lists for technical parameters', async () => {
    const product = await createProduct(ctx.db);
    const lines = await send('POST', '', {
      product_id: product.id,
      name: 'Lines',
      technical_parameters: 'Length: 7 m\nWidth: 2 m; Height: 3 m',
      featured_parameters: ['Height', 'Length'],
      features: 'Power 7,200 kW\nQuiet',
    });
    expect(lines.statusCode, lines.body).toBe(201);
    expect(lines.json().data.technical_parameters).toEqual([
      {
        category: 'Specifications',
        specifications: [
          { key: 'Length', value: '7 m' },
          { key: 'Width', value: '2 m' },
          { key: 'Height', value: '3 m' },
        ],
      },
    ]);
    expect(Object.entries(lines.json().data.featured_parameters)).toEqual([
      ['Height', '3 m'],
      ['Length', '7 m'],
    ]);
    expect(lines.json().data.features).toEqual(['Power 7,200 kW', 'Quiet']);

    const flat = await send('POST', '', {
      product_id: product.id,
      name: 'Flat',
      technical_parameters: JSON.stringify([
        { parameter: 'Power', value: '100 kW', category: 'Engine' },
        { key: 'Length', value: '7 m' },
        { parameter: 'Torque', value: '500 Nm', category: 'Engine' },
      ]),
    });
    expect(flat.statusCode, flat.body).toBe(201);
    expect((await storedRow(flat.json().data.id)).technicalParameters).toEqual([
      {
        category: 'Engine',
        specifications: [
          { key: 'Power', value: '100 kW' },
          { key: 'Torque', value: '500 Nm' },
        ],
      },
      { category: 'Specifications', specifications: [{ key: 'Length', value: '7 m' }] },
    ]);
  });

  it('stores the minimum: no price, empty lists', async () => {
    const product = await createProduct(ctx.db);
    const res = await send('POST', '', { product_id: product.id, name: 'Bare', price: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      price: null,
      images: [],
      image: null,
      features: [],
      applications: [],
      technical_parameters: [],
      featured_parameters: {},
      introduction: null,
    });
  });

  const limitMessage = 'Limit Reached: You can only select up to 3 featured technical parameters.';
  it.each([
    [{ name: 'x', product_id: undefined }, 'product_id', 'Product is required'],
    [{ name: 'x', product_id: '' }, 'product_id', 'Product is required'],
    [{ name: 'x', product_id: 999999 }, 'product_id', 'The selected product does not exist.'],
    [{}, 'name', 'Variant name is required'],
    [{ name: '   ' }, 'name', 'Variant name is required'],
    [{ name: 'x', images: ['1', '2', '3', '4', '5'] }, 'images', 'You can upload up to 4 images.'],
    [{ name: 'x', images: 'a,b,c,d,e' }, 'images', 'You can upload up to 4 images.'],
    [
      { name: 'x', featured_parameters: ['Length', 'Width', 'Rated Load', 'Bucket Capacity'] },
      'featured_parameters',
      limitMessage,
    ],
    [
      { name: 'x', featured_parameters: ['Colour'] },
      'featured_parameters',
      'The featured parameter "Colour" is not one of the technical parameters.',
    ],
    [
      { name: 'x', technical_parameters: { Length: '7 m', Width: '' }, featured_parameters: ['Width'] },
      'featured_parameters',
      'The featured parameter "Width" is not one of the technical parameters.',
    ],
    [
      { name: 'x', featured_parameters: { Length: '' } },
      'featured_parameters',
      'The featured parameter "Length" has no value; only parameters with a name and a value can be featured.',
    ],
    [{ name: 'x', price: -1 }, 'price', 'The price must be at least 0.'],
    [{ name: 'x', price: 'cheap' }, 'price', 'The price must be a number.'],
    [{ name: 'x', features: { a: 1 } }, 'features', 'Must be a list of text entries.'],
    [
      { name: 'x', technical_parameters: 'no separator here' },
      'technical_parameters',
      expect.stringMatching(/name: value/),
    ],
  ])('refuses %j with 422 on %s', async (payload, field, message) => {
    const product = await createProduct(ctx.db);
    // product_id: undefined leaves the field out of the JSON body.
    const body = { product_id: product.id, technical_parameters: sampleTechGroups(), ...payload };
    const res = await send('POST', '', body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await ctx.db.select().from(variants)).toEqual([]);
  });
});

describe('PUT /api/admin/variants/:id', () => {
  it('updates the fields sent and keeps the others', async () => {
    const v = await createVariant(ctx.db, {
      name: 'Old',
      price: 10,
      features: ['A'],
      featuredParameters: ['Length'],
    });
    const other = await createProduct(ctx.db, { name: 'Other product' });
    const res = await send('PUT', `/${v.id}`, { name: 'New', product_id: other.id, price: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Variant updated successfully!',
      data: {
        id: v.id,
        name: 'New',
        product_id: other.id,
        product: { name: 'Other product' },
        price: null,
        features: ['A'],
        featured_parameters: { Length: '7,200 mm' },
      },
    });
    const row = await storedRow(v.id);
    expect(row.searchText).toContain('other product');
    expect(row.updatedAt.getTime()).toBeGreaterThan(v.updatedAt.getTime());
  });

  it('checks featured keys against the stored parameters, and drops stale ones when parameters change', async () => {
    const v = await createVariant(ctx.db, { featuredParameters: ['Length', 'Width'] });
    const bad = await send('PUT', `/${v.id}`, { featured_parameters: ['Colour'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.featured_parameters).toEqual([
      'The featured parameter "Colour" is not one of the technical parameters.',
    ]);
    const ok = await send('PUT', `/${v.id}`, { featured_parameters: { Width: '2,500 mm' } });
    expect(ok.json().data.featured_parameters).toEqual({ Width: '2,500 mm' });
    const changed = await send('PUT', `/${v.id}`, { technical_parameters: 'Height: 3 m' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.featured_parameters).toEqual({});
    expect((await storedRow(v.id)).featuredParameters).toEqual([]);
  });

  it('validates like create and answers 404 for an unknown id', async () => {
    const v = await createVariant(ctx.db);
    const blank = await send('PUT', `/${v.id}`, { name: '' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: ['Variant name is required'] });
    const noProduct = await send('PUT', `/${v.id}`, { product_id: 424242 });
    expect(noProduct.statusCode).toBe(422);
    expect(noProduct.json().errors).toEqual({ product_id: ['The selected product does not exist.'] });
    const images = await send('PUT', `/${v.id}`, { images: ['1', '2', '3', '4', '5'] });
    expect(images.json().errors).toEqual({ images: ['You can upload up to 4 images.'] });
    const missing = await send('PUT', '/999999', { name: 'x' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/variants/:id', () => {
  it('deletes the variant and removes it from the hero featured list', async () => {
    const keep = await createVariant(ctx.db);
    const gone = await createVariant(ctx.db);
    await ctx.db.insert(heroFeatured).values([
      { position: 1, variantId: gone.id },
      { position: 2, variantId: keep.id },
    ]);
    const res = await send('DELETE', `/${gone.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Variant has been deleted successfully.' });
    expect(await ctx.db.select().from(heroFeatured)).toEqual([{ position: 2, variantId: keep.id }]);
    expect((await send('GET', `/${gone.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/${gone.id}`)).statusCode).toBe(404);
  });
});
