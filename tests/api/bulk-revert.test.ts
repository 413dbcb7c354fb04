import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, news, products, trashItems, variantAvailability } from '../../server/db/schema';
import { call } from '../support/api';
import { createBrand, createNews, createProduct, createUser, createVariant } from '../support/factories';
import { setupAdminApi } from './support/admin-api';
import { expectChangeSet } from './support/answers';
import { auditMark, auditSince } from './support/audit';
import { insertBranch } from './support/branches';

// A change set's revert (docs/product.md §26, "Bulk actions and undo", decision 067): the whole set back in one
// transaction, refused as a whole (409, both values) when any field changed since.
const { ctx, get, send } = setupAdminApi();

const bulk = (resource: string, payload: object) => send('POST', `/api/admin/${resource}/bulk`, payload);
const revertSet = (id: string, token?: string) =>
  token
    ? call(ctx.app, { method: 'POST', url: `/api/admin/audit/change-sets/${id}/revert`, token })
    : send('POST', `/api/admin/audit/change-sets/${id}/revert`);

describe('POST /api/admin/audit/change-sets/:id/revert', () => {
  it('undoes a bulk deactivate as one new change set of `revert` entries', async () => {
    const a = await createBrand(ctx.db, { name: 'Volvo' });
    const b = await createBrand(ctx.db, { name: 'Komatsu' });
    const done = await bulk('brands', { ids: [a.id, b.id], action: 'deactivate' });
    const mark = await auditMark(ctx);
    const res = await revertSet(done.json().change_set_id);
    expectChangeSet(res, 'Change set reverted.', 2);
    const entries = await auditSince(ctx, mark);
    expect(entries.map((e) => [e.entityId, e.action, e.changes, e.changeSetId])).toEqual(
      [b, a].map((brand) => [
        String(brand.id),
        'revert',
        { is_active: { from: false, to: true } },
        res.json().change_set_id,
      ]),
    );
    expect((await ctx.db.select().from(brands)).every((r) => r.isActive)).toBe(true);
    // The Activity filter finds the bulk entries.
    const listed = (await get('/api/admin/audit?action=bulk')).json();
    expect(listed.data.map((e: { change_set_id: string }) => e.change_set_id)).toEqual([
      done.json().change_set_id,
      done.json().change_set_id,
    ]);
  });

  it('409 with both values when one record changed since; nothing is reverted', async () => {
    const a = await createBrand(ctx.db, { name: 'Volvo' });
    const b = await createBrand(ctx.db, { name: 'Komatsu' });
    const done = await bulk('brands', { ids: [a.id, b.id], action: 'deactivate' });
    await send('PUT', `/api/admin/brands/${b.id}`, { is_active: true });
    const mark = await auditMark(ctx);
    const res = await revertSet(done.json().change_set_id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `Changed since this change set: brand ${b.id}: is_active. It is now true; this change set it to false. Nothing was reverted.`,
      errors: { [`brand ${b.id}: is_active`]: ['It is now true; this change set it to false.'] },
    });
    expect(await auditSince(ctx, mark)).toEqual([]);
    const [row] = await ctx.db.select().from(brands).where(eq(brands.id, a.id));
    expect(row.isActive).toBe(false);
  });

  it('restores a bulk delete from the trash, with the same ids', async () => {
    const v1 = await createVariant(ctx.db, { name: 'L120' });
    const v2 = await createVariant(ctx.db, { name: 'L150' });
    const done = await bulk('variants', { ids: [v1.id, v2.id], action: 'delete' });
    expect(done.statusCode, done.body).toBe(200);
    const res = await revertSet(done.json().change_set_id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(`/api/admin/variants/${v1.id}`)).json().data.name).toBe('L120');
    expect((await get(`/api/admin/variants/${v2.id}`)).statusCode).toBe(200);
    expect(await ctx.db.select().from(trashItems)).toEqual([]);
  });

  it('puts moved products back under their category and brand', async () => {
    const p = await createProduct(ctx.db);
    const target = await createProduct(ctx.db);
    const done = await bulk('products', { ids: [p.id], action: 'move', category_id: target.categoryId });
    expect(done.statusCode, done.body).toBe(200);
    expect((await revertSet(done.json().change_set_id)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(products).where(eq(products.id, p.id));
    expect([row.brandId, row.categoryId]).toEqual([p.brandId, p.categoryId]);
  });

  it('reverts unpublished news', async () => {
    const a = await createNews(ctx.db);
    const done = await bulk('news', { ids: [a.id], action: 'unpublish' });
    expect((await revertSet(done.json().change_set_id)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(news).where(eq(news.id, a.id));
    expect(row.published).toBe(true);
  });

  it('404 for an unknown change set, 422 for a malformed id, 403 without the write permission', async () => {
    expect((await revertSet('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await revertSet('not-a-uuid')).statusCode).toBe(422);
    const brand = await createBrand(ctx.db);
    const done = await bulk('brands', { ids: [brand.id], action: 'deactivate' });
    const sales = await createUser(ctx.db, { role: 'sales' });
    expect((await revertSet(done.json().change_set_id, sales.token)).statusCode).toBe(403);
    const editor = await createUser(ctx.db, { role: 'editor' });
    expect((await revertSet(done.json().change_set_id, editor.token)).statusCode).toBe(200);
  });

  it('puts a variant’s stock at a branch back as it was, refused while it changed since', async () => {
    const branch = await insertBranch(ctx.db, { name: 'Cebu' });
    const variant = await createVariant(ctx.db);
    const stockAt = async () =>
      ctx.db.select().from(variantAvailability).where(eq(variantAvailability.variantId, variant.id));
    const setStock = async (quantity: number) => {
      const mark = await auditMark(ctx);
      const res = await send('PUT', `/api/admin/variants/${variant.id}/availability`, [
        { branch_id: branch.id, status: 'in_stock', quantity },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const [entry] = await auditSince(ctx, mark);
      return entry.changeSetId;
    };
    const first = await setStock(2);
    const [confirmed] = await stockAt();
    const second = await setStock(5);

    const refused = await revertSet(first);
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json().errors)).toEqual([`variant ${variant.id}: availability.${branch.id}`]);
    expect((await stockAt()).map((e) => e.quantity)).toEqual([5]);

    expect((await revertSet(second)).statusCode).toBe(200);
    expect(await stockAt()).toEqual([confirmed]);
    expect((await revertSet(first)).statusCode).toBe(200);
    expect(await stockAt()).toEqual([]);
  });

  it('refuses a change set holding a create (422), reverting nothing', async () => {
    const res = await send('POST', '/api/admin/brands', { name: 'Liugong' });
    const [entry] = await auditSince(ctx, 0);
    expect(res.statusCode).toBe(201);
    const refused = await revertSet(entry.changeSetId);
    expect(refused.statusCode).toBe(422);
    expect((await ctx.db.select().from(brands)).length).toBe(1);
  });
});
