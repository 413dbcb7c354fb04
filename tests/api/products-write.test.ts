import { describe, expect, it } from 'vitest';
import { createProduct, createVariant } from '../support/factories';
import { expectSaved, ISO, placedUnder, setupAdminApi, twoBrandCatalogue } from './support/admin-api';

const { ctx, send, expectDeletes, expectKeepsIdentity } = setupAdminApi();
const catalogue = () => twoBrandCatalogue(ctx);

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
    expectSaved(res, 201, 'Product created successfully!', {
      id: expect.any(Number),
      name: 'L90H',
      image: 'https://res.cloudinary.com/demo/l90.jpg',
      introduction: 'Mid-size loader',
      ...placedUnder(volvo, loaders),
      features: ['Fuel-efficient, low-emission engine', 'Comfort cab'],
      applications: ['Agriculture', 'Recycling'],
      images: ['/img/a.png', '/img/b.png'],
      variants_count: 0,
      created_at: ISO,
      updated_at: ISO,
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
    await expectKeepsIdentity(`/api/admin/products/${product.id}`, product);
  });
});

describe('DELETE /api/admin/products/:id', () => {
  it('deletes a product without variants', async () => {
    const product = await createProduct(ctx.db);
    await expectDeletes(`/api/admin/products/${product.id}`, 'Product deleted successfully!');
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
