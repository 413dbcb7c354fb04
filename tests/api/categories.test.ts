import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema';
import { createBrand, createCategory, createProduct } from '../support/factories';
import { expectListPage, expectSaved, ISO, ids, setupAdminApi } from './support/admin-api';

const { ctx, get, send, expectDeletes } = setupAdminApi();

describe('GET /api/admin/categories', () => {
  it('pages through categories ordered by name, with brand and product count', async () => {
    const volvo = await createBrand(ctx.db, { name: 'Volvo' });
    const cat = await createBrand(ctx.db, { name: 'Caterpillar' });
    const loaders = await createCategory(ctx.db, {
      name: 'Loaders',
      brandId: volvo.id,
      description: 'Wheel loaders',
      image: '/img/loaders.png',
    });
    const excavators = await createCategory(ctx.db, { name: 'excavators', brandId: cat.id });
    const dozers = await createCategory(ctx.db, { name: 'Dozers', brandId: cat.id, isActive: false });
    await createProduct(ctx.db, { brandId: volvo.id, categoryId: loaders.id });
    await createProduct(ctx.db, { brandId: volvo.id, categoryId: loaders.id });

    const res = await get('/api/admin/categories?page=2&per_page=2');
    expectListPage(res, { total: 3, current_page: 2, last_page: 2, per_page: 2 }, [
      {
        id: loaders.id,
        name: 'Loaders',
        brand_id: volvo.id,
        brand: { id: volvo.id, name: 'Volvo' },
        description: 'Wheel loaders',
        image: '/img/loaders.png',
        is_active: true,
        created_at: ISO,
        updated_at: ISO,
        products_count: 2,
      },
    ]);
    expect(ids((await get('/api/admin/categories?per_page=2')).json())).toEqual([dozers.id, excavators.id]);
  });

  it('searches category name, description and brand name', async () => {
    const volvo = await createBrand(ctx.db, { name: 'Volvo' });
    const komatsu = await createBrand(ctx.db, { name: 'Komatsu' });
    const a = await createCategory(ctx.db, { name: 'Articulated Haulers', brandId: volvo.id });
    const b = await createCategory(ctx.db, {
      name: 'Pavers',
      brandId: komatsu.id,
      description: 'Asphalt HAULING',
    });
    const c = await createCategory(ctx.db, { name: 'Graders', brandId: komatsu.id });

    expect(ids((await get('/api/admin/categories?search=haul')).json())).toEqual([a.id, b.id]);
    const byBrand = (await get('/api/admin/categories?search=KOMATSU')).json();
    expect(ids(byBrand)).toEqual([c.id, b.id]);
    expect(byBrand.total).toBe(2);
    expect((await get('/api/admin/categories?search=_')).json().total).toBe(0);
  });

  it('refuses garbage paging with 422', async () => {
    expect((await get('/api/admin/categories?page=-1')).statusCode).toBe(422);
    expect((await get('/api/admin/categories?per_page=abc')).statusCode).toBe(422);
  });
});

describe('GET /api/admin/categories/:id', () => {
  it('returns one category', async () => {
    const category = await createCategory(ctx.db, { name: 'Cranes' });
    const res = await get(`/api/admin/categories/${category.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: category.id, name: 'Cranes', products_count: 0 });
  });

  it('answers 404 for an unknown id and 422 for a non-numeric one', async () => {
    const missing = await get('/api/admin/categories/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Category not found.');
    expect((await get('/api/admin/categories/12abc')).statusCode).toBe(422);
  });
});

describe('POST /api/admin/categories', () => {
  it('creates a category under a brand, defaulting to active', async () => {
    const brand = await createBrand(ctx.db, { name: 'Liebherr' });
    const res = await send('POST', '/api/admin/categories', {
      name: ' Mobile Cranes ',
      brand_id: String(brand.id),
      description: 'All-terrain cranes',
      image: 'https://res.cloudinary.com/demo/cranes.jpg',
    });
    expectSaved(res, 201, 'Category created successfully!', {
      id: expect.any(Number),
      name: 'Mobile Cranes',
      brand_id: brand.id,
      brand: { id: brand.id, name: 'Liebherr' },
      description: 'All-terrain cranes',
      image: 'https://res.cloudinary.com/demo/cranes.jpg',
      is_active: true,
      created_at: ISO,
      updated_at: ISO,
    });
  });

  it('requires a name and a brand', async () => {
    const res = await send('POST', '/api/admin/categories', { name: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['Name is required'], brand_id: ['Brand is required'] });
    for (const brand_id of ['', null, 'abc', 0, -2, 1.5, true]) {
      const bad = await send('POST', '/api/admin/categories', { name: 'X', brand_id });
      expect(bad.json().errors, String(brand_id)).toEqual({ brand_id: ['Brand is required'] });
    }
  });

  it('refuses a brand that does not exist', async () => {
    const res = await send('POST', '/api/admin/categories', { name: 'Pumps', brand_id: 999999 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ brand_id: ['The selected brand does not exist.'] });
  });

  it('keeps names unique within a brand, case-insensitively, but not across brands', async () => {
    const brand = await createBrand(ctx.db);
    const other = await createBrand(ctx.db);
    await createCategory(ctx.db, { name: 'Forklifts', brandId: brand.id });
    const clash = await send('POST', '/api/admin/categories', { name: 'FORKLIFTS', brand_id: brand.id });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({
      name: ['A category with this name already exists for this brand.'],
    });
    const elsewhere = await send('POST', '/api/admin/categories', { name: 'Forklifts', brand_id: other.id });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses an image that is not a web address or site path', async () => {
    const brand = await createBrand(ctx.db);
    const res = await send('POST', '/api/admin/categories', {
      name: 'X',
      brand_id: brand.id,
      image: 'data:text/html,<script>',
    });
    expect(res.json().errors).toEqual({
      image: ['The image must be a web address (http or https) or a site path.'],
    });
  });

  it('ignores id and timestamps in the body', async () => {
    const brand = await createBrand(ctx.db);
    const res = await send('POST', '/api/admin/categories', {
      name: 'Drills',
      brand_id: brand.id,
      id: 5555,
      created_at: '1999-01-01T00:00:00.000Z',
    });
    expect(res.json().data.id).not.toBe(5555);
    expect(res.json().data.created_at).not.toBe('1999-01-01T00:00:00.000Z');
  });
});

describe('PUT /api/admin/categories/:id', () => {
  it('updates only the fields sent', async () => {
    const category = await createCategory(ctx.db, { name: 'Rollers', description: 'Road rollers' });
    const res = await send('PUT', `/api/admin/categories/${category.id}`, { is_active: false, image: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Category updated successfully!',
      data: expect.objectContaining({
        id: category.id,
        name: 'Rollers',
        description: 'Road rollers',
        image: null,
        is_active: false,
        brand_id: category.brandId,
      }),
    });
  });

  it('moves a category to another brand together with its products', async () => {
    const category = await createCategory(ctx.db, { name: 'Telehandlers' });
    const product = await createProduct(ctx.db, { brandId: category.brandId, categoryId: category.id });
    const target = await createBrand(ctx.db, { name: 'Manitou' });
    const res = await send('PUT', `/api/admin/categories/${category.id}`, { brand_id: target.id });
    expect(res.json().data.brand).toEqual({ id: target.id, name: 'Manitou' });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row.brandId).toBe(target.id);
  });

  it('checks the name against the target brand and the brand reference', async () => {
    const category = await createCategory(ctx.db, { name: 'Telehandlers' });
    const target = await createBrand(ctx.db);
    await createCategory(ctx.db, { name: 'telehandlers', brandId: target.id });
    const clash = await send('PUT', `/api/admin/categories/${category.id}`, { brand_id: target.id });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({
      name: ['A category with this name already exists for this brand.'],
    });
    const unknown = await send('PUT', `/api/admin/categories/${category.id}`, { brand_id: 999999 });
    expect(unknown.json().errors).toEqual({ brand_id: ['The selected brand does not exist.'] });
    const renamed = await send('PUT', `/api/admin/categories/${category.id}`, { name: 'TELEHANDLERS' });
    expect(renamed.json().data.name).toBe('TELEHANDLERS');
  });

  it('refuses an empty name, an unknown id and a non-numeric id; ignores id in the body', async () => {
    const category = await createCategory(ctx.db);
    const empty = await send('PUT', `/api/admin/categories/${category.id}`, { name: '' });
    expect(empty.json().errors).toEqual({ name: ['Name is required'] });
    expect((await send('PUT', '/api/admin/categories/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/categories/abc', { name: 'X' })).statusCode).toBe(422);
    const res = await send('PUT', `/api/admin/categories/${category.id}`, {
      id: 9,
      updated_at: '2000-01-01',
    });
    expect(res.json().data.id).toBe(category.id);
    expect(res.json().data.updated_at).not.toBe('2000-01-01T00:00:00.000Z');
  });
});

describe('DELETE /api/admin/categories/:id', () => {
  it('deletes a category without products', async () => {
    const category = await createCategory(ctx.db);
    await expectDeletes(`/api/admin/categories/${category.id}`, 'Category deleted successfully!');
  });

  it('refuses with 409 while products remain', async () => {
    const category = await createCategory(ctx.db);
    for (let i = 0; i < 3; i++)
      await createProduct(ctx.db, { brandId: category.brandId, categoryId: category.id });
    const res = await send('DELETE', `/api/admin/categories/${category.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This category still has 3 products. Delete or move them first.' });
  });

  it('answers 404 for an unknown id and 422 for a non-numeric one', async () => {
    expect((await send('DELETE', '/api/admin/categories/999999')).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/categories/0')).statusCode).toBe(422);
  });
});
