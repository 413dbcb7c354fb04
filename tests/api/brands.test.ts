import { describe, expect, it } from 'vitest';
import { createBrand, createCategory, createProduct } from '../support/factories';
import { expectListPage, expectSaved, ISO, setupAdminApi } from './support/admin-api';

const { ctx, get, send, expectDeletes, expectKeepsIdentity } = setupAdminApi();

describe('GET /api/admin/brands', () => {
  it('pages through brands ordered by name, case-insensitively, with their counts', async () => {
    const cat = await createBrand(ctx.db, { name: 'Caterpillar', description: 'Heavy machinery' });
    const doosan = await createBrand(ctx.db, { name: 'Doosan', description: 'Excavators and LOADERS' });
    await createBrand(ctx.db, { name: 'bobcat' });
    await createBrand(ctx.db, { name: 'Atlas Copco', isActive: false });
    const c1 = await createCategory(ctx.db, { brandId: cat.id });
    await createCategory(ctx.db, { brandId: cat.id });
    await createProduct(ctx.db, { categoryId: c1.id, brandId: cat.id });

    const res = await get('/api/admin/brands?page=2&per_page=2');
    expectListPage(res, { total: 4, current_page: 2, last_page: 2, per_page: 2 }, [
      {
        id: cat.id,
        name: 'Caterpillar',
        description: 'Heavy machinery',
        logo: null,
        is_active: true,
        created_at: ISO,
        updated_at: ISO,
        categories_count: 2,
        products_count: 1,
      },
      expect.objectContaining({ id: doosan.id, name: 'Doosan', categories_count: 0, products_count: 0 }),
    ]);
    const first = (await get('/api/admin/brands?per_page=2')).json();
    expect(first.data.map((b: { name: string }) => b.name)).toEqual(['Atlas Copco', 'bobcat']);
  });

  it('defaults to page 1 of 10', async () => {
    for (let i = 0; i < 12; i++) await createBrand(ctx.db, { name: `Brand ${String(i).padStart(2, '0')}` });
    const body = (await get('/api/admin/brands')).json();
    expect([body.total, body.current_page, body.last_page, body.per_page, body.data.length]).toEqual([
      12, 1, 2, 10, 10,
    ]);
  });

  it('searches name and description case-insensitively', async () => {
    const cat = await createBrand(ctx.db, { name: 'Caterpillar' });
    const bob = await createBrand(ctx.db, { name: 'Bobcat' });
    const doosan = await createBrand(ctx.db, { name: 'Doosan', description: 'Excavators and LOADERS' });
    await createBrand(ctx.db, { name: 'Komatsu' });

    const byName = (await get('/api/admin/brands?search=CAT')).json();
    expect(byName.data.map((b: { id: number }) => b.id)).toEqual([bob.id, cat.id]);
    expect(byName.total).toBe(2);
    const byDescription = (await get('/api/admin/brands?search=loader')).json();
    expect(byDescription.data.map((b: { id: number }) => b.id)).toEqual([doosan.id]);
    const wildcard = (await get('/api/admin/brands?search=%25')).json();
    expect(wildcard.total).toBe(0);
  });

  it('refuses garbage paging with 422', async () => {
    for (const q of ['page=abc', 'page=0', 'per_page=0', 'per_page=5000', 'per_page=1.5']) {
      const res = await get(`/api/admin/brands?${q}`);
      expect(res.statusCode, q).toBe(422);
    }
  });
});

describe('GET /api/admin/brands/:id', () => {
  it('returns one brand with its counts', async () => {
    const brand = await createBrand(ctx.db, { name: 'Volvo', logo: 'https://cdn.example/volvo.png' });
    await createProduct(ctx.db, { brandId: brand.id });
    const res = await get(`/api/admin/brands/${brand.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: brand.id,
      name: 'Volvo',
      description: null,
      logo: 'https://cdn.example/volvo.png',
      is_active: true,
      created_at: brand.createdAt.toISOString(),
      updated_at: brand.updatedAt.toISOString(),
      categories_count: 1,
      products_count: 1,
    });
  });

  it('answers 404 for an unknown id and 422 for a non-numeric one', async () => {
    expect((await get('/api/admin/brands/999999')).statusCode).toBe(404);
    expect((await get('/api/admin/brands/999999')).json().message).toBe('Brand not found.');
    expect((await get('/api/admin/brands/abc')).statusCode).toBe(422);
  });
});

describe('POST /api/admin/brands', () => {
  it('creates a brand, trimming text and defaulting to active', async () => {
    const res = await send('POST', '/api/admin/brands', {
      name: '  Hyundai ',
      description: '',
      logo: '/images/brands/hyundai.png',
    });
    expectSaved(res, 201, 'Brand created successfully', {
      id: expect.any(Number),
      name: 'Hyundai',
      description: null,
      logo: '/images/brands/hyundai.png',
      is_active: true,
      created_at: ISO,
      updated_at: ISO,
    });
    const stored = (await get(`/api/admin/brands/${res.json().data.id}`)).json();
    expect(stored.name).toBe('Hyundai');
  });

  it('accepts is_active as a form string', async () => {
    const res = await send('POST', '/api/admin/brands', { name: 'Liebherr', is_active: 'false' });
    expect(res.json().data.is_active).toBe(false);
  });

  it('requires a name', async () => {
    for (const payload of [{}, { name: '' }, { name: '   ' }, { name: null }]) {
      const res = await send('POST', '/api/admin/brands', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ name: ['Name is required'] });
    }
  });

  it('refuses a name already used, whatever its case', async () => {
    await createBrand(ctx.db, { name: 'Komatsu' });
    const res = await send('POST', '/api/admin/brands', { name: 'KOMATSU' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'A brand with this name already exists.',
      errors: { name: ['A brand with this name already exists.'] },
    });
  });

  it('refuses a logo that is not a web address or site path', async () => {
    const res = await send('POST', '/api/admin/brands', { name: 'Evil', logo: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      logo: ['The image must be a web address (http or https) or a site path.'],
    });
  });

  it('ignores id, timestamps and counts sent in the body', async () => {
    const res = await send('POST', '/api/admin/brands', {
      name: 'Sany',
      id: 4242,
      created_at: '2000-01-01T00:00:00.000Z',
      updated_at: '2000-01-01T00:00:00.000Z',
      products_count: 9,
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.id).not.toBe(4242);
    expect(new Date(data.created_at).getFullYear()).toBeGreaterThan(2000);
    expect((await get('/api/admin/brands/4242')).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/brands/:id', () => {
  it('updates only the fields sent', async () => {
    const brand = await createBrand(ctx.db, { name: 'JCB', description: 'Backhoes' });
    const res = await send('PUT', `/api/admin/brands/${brand.id}`, { is_active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Brand updated successfully',
      data: expect.objectContaining({ id: brand.id, name: 'JCB', description: 'Backhoes', is_active: false }),
    });
    expect(new Date(res.json().data.updated_at).getTime()).toBeGreaterThanOrEqual(brand.updatedAt.getTime());
  });

  it('updates every field and clears optional ones with empty text', async () => {
    const brand = await createBrand(ctx.db, { name: 'JCB', description: 'Backhoes', logo: '/a.png' });
    const res = await send('PUT', `/api/admin/brands/${brand.id}`, {
      name: 'JCB Heavy',
      description: '',
      logo: 'https://cdn.example/jcb.png',
      is_active: true,
    });
    expect(res.json().data).toMatchObject({
      name: 'JCB Heavy',
      description: null,
      logo: 'https://cdn.example/jcb.png',
      is_active: true,
    });
  });

  it('allows a brand to keep its own name in another case, but not to take another brand name', async () => {
    const brand = await createBrand(ctx.db, { name: 'Kubota' });
    await createBrand(ctx.db, { name: 'Volvo' });
    expect((await send('PUT', `/api/admin/brands/${brand.id}`, { name: 'KUBOTA' })).json().data.name).toBe(
      'KUBOTA',
    );
    const clash = await send('PUT', `/api/admin/brands/${brand.id}`, { name: 'volvo' });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ name: ['A brand with this name already exists.'] });
  });

  it('refuses an empty name, an unknown id and a non-numeric id', async () => {
    const brand = await createBrand(ctx.db);
    const empty = await send('PUT', `/api/admin/brands/${brand.id}`, { name: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: ['Name is required'] });
    expect((await send('PUT', '/api/admin/brands/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/brands/x1', { name: 'X' })).statusCode).toBe(422);
  });

  it('ignores id and created_at in the body', async () => {
    const brand = await createBrand(ctx.db, { name: 'Hitachi' });
    await expectKeepsIdentity(`/api/admin/brands/${brand.id}`, brand);
  });
});

describe('DELETE /api/admin/brands/:id', () => {
  it('deletes a brand nothing refers to', async () => {
    const brand = await createBrand(ctx.db);
    const res = await expectDeletes(`/api/admin/brands/${brand.id}`, 'Brand has been deleted successfully.');
    expect(res.statusCode).toBe(200);
  });

  it('refuses with 409 while categories or products remain, naming them', async () => {
    const brand = await createBrand(ctx.db);
    const category = await createCategory(ctx.db, { brandId: brand.id });
    await createCategory(ctx.db, { brandId: brand.id });
    await createProduct(ctx.db, { brandId: brand.id, categoryId: category.id });
    const res = await send('DELETE', `/api/admin/brands/${brand.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This brand still has 2 categories and 1 product. Delete or move them first.',
    });

    const lone = await createBrand(ctx.db);
    await createCategory(ctx.db, { brandId: lone.id });
    expect((await send('DELETE', `/api/admin/brands/${lone.id}`)).json().message).toBe(
      'This brand still has 1 category. Delete or move it first.',
    );
    expect((await get(`/api/admin/brands/${brand.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 422 for a non-numeric one', async () => {
    expect((await send('DELETE', '/api/admin/brands/999999')).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/brands/abc')).statusCode).toBe(422);
  });
});
