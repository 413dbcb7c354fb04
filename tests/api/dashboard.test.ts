import { describe, expect, it } from 'vitest';
import { leads } from '../../server/db/schema';
import { call, setupApi } from '../support/api';
import {
  createAdmin,
  createBrand,
  createCategory,
  createNews,
  createProduct,
  createUser,
  createVariant,
} from '../support/factories';
import { expectData } from './support/answers';

const ctx = setupApi();

async function addLead(status: string) {
  await ctx.db
    .insert(leads)
    .values({ kind: 'general', name: 'Ana', email: 'ana@example.test', payload: {}, status });
}

describe('GET /admin/dashboard', () => {
  it('answers the welcome message, the caller and exact counts', async () => {
    const { user, token } = await createAdmin(ctx.db, { name: 'Root Admin' });
    const brand = await createBrand(ctx.db);
    await createCategory(ctx.db, { brandId: brand.id }); // + 1 brand, 1 category
    const product = await createProduct(ctx.db); // + 1 brand, 1 category, 1 product
    await createVariant(ctx.db, { productId: product.id });
    await createVariant(ctx.db, { productId: product.id });
    await createVariant(ctx.db); // + 1 brand, 1 category, 1 product, 1 variant
    await createNews(ctx.db);
    await createNews(ctx.db, { published: false });
    await addLead('new');
    await addLead('new');
    await addLead('contacted');

    const res = await call(ctx.app, { url: '/api/admin/dashboard', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Welcome to Admin Dashboard',
      user: { id: user.id, name: 'Root Admin', role: 'admin' },
      counts: { products: 2, brands: 3, categories: 3, variants: 3, news: 2, leads_new: 2 },
      // Failed scheduled changes (docs/product.md §29): see scheduled-publishing.test.ts.
      publish_failures: [],
      // An admin's: see dashboard-health.test.ts.
      health: {
        mail: { enabled: false, public_url_set: false, stuck: 0, oldest_at: null },
        fallback: 'missing',
      },
    });
  });

  it('answers zero counts on an empty catalogue', async () => {
    const { token } = await createAdmin(ctx.db);
    const res = await call(ctx.app, { url: '/api/admin/dashboard', token });
    expect(res.json().counts).toEqual({
      products: 0,
      brands: 0,
      categories: 0,
      variants: 0,
      news: 0,
      leads_new: 0,
    });
  });
});

describe('GET /admin/users', () => {
  it('lists every account without password hashes', async () => {
    const { user: adminUser, token } = await createAdmin(ctx.db, {
      name: 'Admin A',
      email: 'a@example.test',
    });
    const { user } = await createUser(ctx.db, { name: 'User B', email: 'b@example.test' });
    const res = await call(ctx.app, { url: '/api/admin/users', token });
    expectData(res, [
      {
        id: adminUser.id,
        name: 'Admin A',
        email: 'a@example.test',
        role: 'admin',
        active: true,
        away: false,
        two_factor: false,
        last_active_at: expect.any(String), // the factory signed each in
        created_at: adminUser.created_at,
        invitation_pending: false,
      },
      {
        id: user.id,
        name: 'User B',
        email: 'b@example.test',
        role: 'user',
        active: true,
        away: false,
        two_factor: false,
        last_active_at: expect.any(String), // the factory signed each in
        created_at: user.created_at,
        invitation_pending: false,
      },
    ]);
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('$argon2');
  });
});

describe('access', () => {
  it('refuses anonymous callers and non-admins', async () => {
    const { token } = await createUser(ctx.db);
    for (const url of ['/api/admin/dashboard', '/api/admin/users']) {
      expect((await call(ctx.app, { url })).statusCode).toBe(401);
      const res = await call(ctx.app, { url, token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Access denied. Admin privileges required.' });
    }
  });
});
