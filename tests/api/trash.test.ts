import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, businessDate } from '#common/business-date';
import { TRASH_MESSAGES } from '#common/schemas/trash';
import { branches, trashItems, variantAvailability } from '../../server/db/schema';
import { purgeExpiredTrash } from '../../server/services/trash';
import { call } from '../support/api';
import { createBrand, createNews, createProduct, createUser, createVariant } from '../support/factories';
import { ISO, setupAdminApi } from './support/admin-api';
import { auditMark, auditSince } from './support/audit';
import { insertBranch } from './support/branches';

// The trash (docs/product.md §26, decision 061): a delete keeps the record for TRASH_DAYS, gone
// from the site at once; a restore brings it back with its id, address and audit entry.
const { ctx, get, send } = setupAdminApi({ TRASH_DAYS: '30' });

const publicVariant = async (id: number) =>
  (await call(ctx.app, { url: `/api/public/variants/${id}` })).statusCode;
const trashOf = async (entity?: string) =>
  (await get(`/api/admin/trash${entity ? `?entity=${entity}` : ''}`)).json();
const itemOf = async (entity: string, entityId: number) => {
  const list = await trashOf(entity);
  return list.data.find((i: { entity_id: number }) => i.entity_id === entityId) as { id: number } | undefined;
};

describe('deleting moves to the trash', () => {
  it('a deleted variant is gone from the site at once and listed with who, when and its purge date', async () => {
    const variant = await createVariant(ctx.db, { name: 'ZL50G Std', price: 2_450_000, images: ['/a.webp'] });
    expect(await publicVariant(variant.id)).toBe(200);
    expect((await send('DELETE', `/api/admin/variants/${variant.id}`)).statusCode).toBe(200);
    expect(await publicVariant(variant.id)).toBe(404);
    expect((await get(`/api/admin/variants/${variant.id}`)).statusCode).toBe(404);

    const list = await trashOf();
    expect(list.total).toBe(1);
    const [item] = list.data;
    expect(item).toEqual({
      id: expect.any(Number),
      entity: 'variant',
      entity_id: variant.id,
      name: 'ZL50G Std',
      deleted_at: ISO,
      deleted_by: { id: expect.any(Number), name: expect.any(String) },
      purge_at: ISO,
    });
    expect(Date.parse(item.purge_at) - Date.parse(item.deleted_at)).toBe(30 * 86_400_000);
  });

  it("keeps decision 002's refusals: a brand with products is still 409 and not in the trash", async () => {
    const product = await createProduct(ctx.db);
    const res = await send('DELETE', `/api/admin/brands/${product.brandId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This brand still has/);
    expect((await trashOf()).total).toBe(0);
  });
});

describe('restore', () => {
  it('brings a variant back with its id, address, price, images and specifications, audited as restore', async () => {
    const variant = await createVariant(ctx.db, { name: 'ZL50G Std', price: 2_450_000, images: ['/a.webp'] });
    const before = (await get(`/api/admin/variants/${variant.id}`)).json().data;
    await send('DELETE', `/api/admin/variants/${variant.id}`);
    const item = await itemOf('variant', variant.id);
    const mark = await auditMark(ctx);

    const res = await send('POST', `/api/admin/trash/${item!.id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Restored from the trash.',
      data: { entity: 'variant', id: variant.id },
    });
    expect(await publicVariant(variant.id)).toBe(200);
    const after = (await get(`/api/admin/variants/${variant.id}`)).json().data;
    expect(after).toEqual({ ...before, updated_at: expect.any(String) });
    expect((await trashOf()).total).toBe(0);

    const entries = await auditSince(ctx, mark);
    expect(entries.map((e) => [e.entity, e.entityId, e.action])).toEqual([
      ['variant', String(variant.id), 'restore'],
    ]);
    expect(entries[0].changes).toMatchObject({
      name: { from: null, to: 'ZL50G Std' },
      price: { to: 2_450_000 },
    });
  });

  it('brings a variant’s availability back with it, as confirmed then, at the branches that remain', async () => {
    const valenzuela = await insertBranch(ctx.db, { name: 'Valenzuela' });
    const cebu = await insertBranch(ctx.db, { name: 'Cebu' });
    const variant = await createVariant(ctx.db, { name: 'XCT25 Crane' });
    const expected = addDays(businessDate(new Date()), 60);
    const put = await send('PUT', `/api/admin/variants/${variant.id}/availability`, [
      { branch_id: valenzuela.id, status: 'in_stock', quantity: 2 },
      { branch_id: cebu.id, status: 'on_order', expected_at: expected },
    ]);
    expect(put.statusCode, put.body).toBe(200);
    const entries = async () =>
      (await ctx.db.select().from(variantAvailability).where(eq(variantAvailability.variantId, variant.id)))
        .map((a) => [a.branchId, a.status, a.quantity, a.expectedAt, a.confirmedAt.toISOString()])
        .sort();
    const before = await entries();
    await send('DELETE', `/api/admin/variants/${variant.id}`);
    expect(await entries()).toEqual([]);
    // A branch removed while the variant was in the trash: its entry does not come back.
    await ctx.db.delete(branches).where(eq(branches.id, cebu.id));

    const res = await send('POST', `/api/admin/trash/${(await itemOf('variant', variant.id))!.id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await entries()).toEqual(before.filter(([branchId]) => branchId === valenzuela.id));
    const pub = (await call(ctx.app, { url: `/api/public/variants/${variant.id}` })).json().data;
    expect(pub.availability).toMatchObject([
      { branch: { id: valenzuela.id }, status: 'in_stock', quantity: 2 },
    ]);
  });

  it('a product whose category is in the trash: 409 naming it; after the category, it works', async () => {
    const product = await createProduct(ctx.db, { name: 'L120H' });
    await send('DELETE', `/api/admin/products/${product.id}`);
    await send('DELETE', `/api/admin/categories/${product.categoryId}`);
    const productItem = await itemOf('product', product.id);
    const categoryItem = await itemOf('category', product.categoryId);

    const refused = await send('POST', `/api/admin/trash/${productItem!.id}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Its category ".+" is in the trash\. Restore the category first\./,
    );
    expect(await itemOf('product', product.id)).toBeDefined();

    expect((await send('POST', `/api/admin/trash/${categoryItem!.id}/restore`)).statusCode).toBe(200);
    expect((await send('POST', `/api/admin/trash/${productItem!.id}/restore`)).statusCode).toBe(200);
    expect((await get(`/api/admin/products/${product.id}`)).json().name).toBe('L120H');
  });

  it('a parent purged for good, or a name taken since: 409, nothing restored', async () => {
    const product = await createProduct(ctx.db);
    await send('DELETE', `/api/admin/products/${product.id}`);
    await send('DELETE', `/api/admin/categories/${product.categoryId}`);
    const categoryItem = await itemOf('category', product.categoryId);
    expect((await send('DELETE', `/api/admin/trash/${categoryItem!.id}`)).statusCode).toBe(204);
    const productItem = await itemOf('product', product.id);
    const gone = await send('POST', `/api/admin/trash/${productItem!.id}/restore`);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(TRASH_MESSAGES.parentGone('category'));

    const brand = await createBrand(ctx.db, { name: 'Volvo' });
    await send('DELETE', `/api/admin/brands/${brand.id}`);
    await createBrand(ctx.db, { name: 'Volvo' });
    const taken = await send('POST', `/api/admin/trash/${(await itemOf('brand', brand.id))!.id}/restore`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(TRASH_MESSAGES.taken('brand'));
    expect(await itemOf('brand', brand.id)).toBeDefined();
  });

  it('a news article comes back at its address', async () => {
    const article = await createNews(ctx.db, { title: 'New loaders', published: true });
    expect((await send('DELETE', `/api/public/news/${article.id}`)).statusCode).toBe(200);
    expect((await call(ctx.app, { url: `/api/public/news/${article.id}` })).statusCode).toBe(404);
    await send('POST', `/api/admin/trash/${(await itemOf('news', article.id))!.id}/restore`);
    expect((await call(ctx.app, { url: `/api/public/news/${article.id}` })).statusCode).toBe(200);
  });
});

describe('purge', () => {
  it('the job removes what was deleted more than TRASH_DAYS ago, nothing younger', async () => {
    const [a, b] = [await createBrand(ctx.db), await createBrand(ctx.db)];
    await send('DELETE', `/api/admin/brands/${a.id}`);
    await send('DELETE', `/api/admin/brands/${b.id}`);
    await ctx.db
      .update(trashItems)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(trashItems.entityId, a.id));
    expect(await purgeExpiredTrash(ctx.db, 30)).toBe(1);
    expect((await trashOf()).data.map((i: { entity_id: number }) => i.entity_id)).toEqual([b.id]);
  });

  it('purging now is for admins only; restoring needs the catalogue write permission', async () => {
    const brand = await createBrand(ctx.db);
    await send('DELETE', `/api/admin/brands/${brand.id}`);
    const item = await itemOf('brand', brand.id);
    const editor = await createUser(ctx.db, { role: 'editor' });
    const viewer = await createUser(ctx.db, { role: 'viewer' });
    const as = (token: string, method: 'POST' | 'DELETE', url: string) =>
      call(ctx.app, { method, url, token });
    expect((await as(editor.token, 'DELETE', `/api/admin/trash/${item!.id}`)).statusCode).toBe(403);
    expect((await as(viewer.token, 'POST', `/api/admin/trash/${item!.id}/restore`)).statusCode).toBe(403);
    expect((await call(ctx.app, { url: '/api/admin/trash', token: viewer.token })).statusCode).toBe(200);
    expect((await as(editor.token, 'POST', `/api/admin/trash/${item!.id}/restore`)).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('unknown, malformed and hostile ids and filters: 404 or 422, never 500', async () => {
    expect((await send('POST', '/api/admin/trash/999999/restore')).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/trash/999999')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '%3Cb%3E', '1%0D%0A']) {
      expect((await send('POST', `/api/admin/trash/${id}/restore`)).statusCode, id).toBe(422);
    }
    const bad = await get('/api/admin/trash?entity=%3Cscript%3E');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.entity).toBeDefined();
    expect((await get('/api/admin/trash?page=0')).statusCode).toBe(422);
  });
});
