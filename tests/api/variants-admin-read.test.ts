import { describe, expect, it } from 'vitest';
import { call, setupApi } from '../support/api';
import { createBrand, createProduct, createUser, createVariant } from '../support/factories';
import { variantsAdminApi } from './support/variants-admin';

// Admin variants: who may use them, the list and one variant.
const ctx = setupApi();
const { send } = variantsAdminApi(ctx);

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
