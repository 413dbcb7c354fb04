import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { variantSpecs } from '../../server/db/schema';
import { call, setupApi } from '../support/api';
import { createAdmin, createUser, createVariant, sampleTechGroups } from '../support/factories';
import { variantsAdminApi } from './support/variants-admin';

// Clone variant (docs/product.md §17): POST /api/admin/variants/:id/clone.
const ctx = setupApi();
const { send, storedRow } = variantsAdminApi(ctx);

/** Fields named alike in the database and the API, copied as they are. */
const COPIED = {
  introduction: 'Mid-size excavator.',
  description: 'Long text.',
  price: 4_500_000,
  images: ['/uploads/a.webp', '/uploads/b.webp'],
  features: ['Quiet cab'],
  applications: ['Roads'],
};

describe('POST /api/admin/variants/:id/clone', () => {
  it('copies every edited field under "<name> (copy)" and answers like create', async () => {
    const v = await createVariant(ctx.db, {
      name: 'PC200-8',
      ...COPIED,
      featuredParameters: ['Length'],
      bucketCapacity: '0.8 m³',
      ratedLoad: '3 t',
    });
    const res = await send('POST', `/${v.id}/clone`);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Variant cloned successfully!',
      data: {
        name: 'PC200-8 (copy)',
        product_id: v.productId,
        ...COPIED,
        technical_parameters: sampleTechGroups(),
        featured_parameters: { Length: '7,200 mm' },
        bucket_capacity: '0.8 m³',
        rated_load: '3 t',
      },
    });
    expect(body.data.id).not.toBe(v.id);
    const stored = await storedRow(body.data.id);
    expect(stored.featuredParameters).toEqual(['Length']);
    // Its specifications are indexed with it (docs/product.md §17).
    const specs = await ctx.db
      .select({ name: variantSpecs.name, value: variantSpecs.value })
      .from(variantSpecs)
      .where(eq(variantSpecs.variantId, body.data.id));
    expect(specs).toHaveLength(4);
    expect(specs).toContainEqual({ name: 'Length', value: '7,200 mm' });
    // The original is untouched.
    expect((await storedRow(v.id)).name).toBe('PC200-8');
  });

  it('numbers the copy when the name is taken, whatever its case', async () => {
    const v = await createVariant(ctx.db, { name: 'Roller' });
    await createVariant(ctx.db, { name: 'ROLLER (COPY)' });
    const second = await send('POST', `/${v.id}/clone`);
    expect(second.json().data.name).toBe('Roller (copy 2)');
    const third = await send('POST', `/${v.id}/clone`);
    expect(third.json().data.name).toBe('Roller (copy 3)');
  });

  it('keeps a long name within 255 characters', async () => {
    const v = await createVariant(ctx.db, { name: 'x'.repeat(255) });
    const res = await send('POST', `/${v.id}/clone`);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).toBe(`${'x'.repeat(248)} (copy)`);
    expect(res.json().data.name).toHaveLength(255);
  });

  it('answers 404 for an unknown variant and 422 for an id that is not one', async () => {
    expect((await send('POST', '/424242/clone')).statusCode).toBe(404);
    expect((await send('POST', '/424242/clone')).json()).toEqual({ message: 'Variant not found.' });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '%3Cscript%3E']) {
      const res = await send('POST', `/${bad}/clone`);
      expect([400, 422], `${bad}: ${res.body}`).toContain(res.statusCode);
    }
  });

  it('is for admins only', async () => {
    const v = await createVariant(ctx.db);
    const url = `/api/admin/variants/${v.id}/clone`;
    expect((await call(ctx.app, { method: 'POST', url })).statusCode).toBe(401);
    const { token } = await createUser(ctx.db);
    expect((await call(ctx.app, { method: 'POST', url, token })).statusCode).toBe(403);
    const admin = await createAdmin(ctx.db);
    expect((await call(ctx.app, { method: 'POST', url, token: admin.token })).statusCode).toBe(201);
  });
});
