import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  brands,
  categories,
  news,
  products,
  trashItems,
  variantSpecs,
  variants,
} from '../../server/db/schema';
import { call } from '../support/api';
import {
  createBrand,
  createCategory,
  createNews,
  createProduct,
  createUser,
  createVariant,
} from '../support/factories';
import { setupAdminApi } from './support/admin-api';
import { expectChangeSet } from './support/answers';
import { auditMark, auditSince } from './support/audit';

// Bulk actions (docs/product.md §26, "Bulk actions and undo", decision 067): one request, one transaction, one change
// set; each row's rules as if edited alone, and one refused row refuses them all.
const { ctx, get, send, token } = setupAdminApi();

const bulk = (resource: string, payload: object) => send('POST', `/api/admin/${resource}/bulk`, payload);

/** The entries written since `mark`: one change set, these actions. */
async function oneChangeSet(mark: number, changeSetId: string) {
  const entries = await auditSince(ctx, mark);
  expect(new Set(entries.map((e) => e.changeSetId))).toEqual(new Set([changeSetId]));
  return entries;
}

describe('POST /api/admin/{resource}/bulk', () => {
  it('deactivates and activates brands as one change set of `bulk` entries', async () => {
    const [a, b, c] = [
      await createBrand(ctx.db, { name: 'Volvo' }),
      await createBrand(ctx.db, { name: 'Komatsu' }),
      await createBrand(ctx.db, { name: 'Liugong' }),
    ];
    const mark = await auditMark(ctx);
    const res = await bulk('brands', { ids: [a.id, b.id], action: 'deactivate' });
    expectChangeSet(res, 'Deactivate: 2 records.', 2);
    const entries = await oneChangeSet(mark, res.json().change_set_id);
    expect(entries.map((e) => [e.entity, e.entityId, e.action, e.changes])).toEqual([
      ['brand', String(a.id), 'bulk', { is_active: { from: true, to: false } }],
      ['brand', String(b.id), 'bulk', { is_active: { from: true, to: false } }],
    ]);
    const rows = await ctx.db.select().from(brands).orderBy(brands.id);
    expect(rows.map((r) => r.isActive)).toEqual([false, false, true]);
    // c is active already: acted on, not changed.
    const again = await bulk('brands', { ids: [a.id, c.id], action: 'activate' });
    expect(again.json()).toMatchObject({ count: 2, changed: 1 });
    const after = await ctx.db.select().from(brands).orderBy(brands.id);
    expect(after.map((r) => r.isActive)).toEqual([true, false, true]);
  });

  it('deactivates categories', async () => {
    const cat = await createCategory(ctx.db);
    const res = await bulk('categories', { ids: [cat.id], action: 'deactivate' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.db.select().from(categories).where(eq(categories.id, cat.id));
    expect(row.isActive).toBe(false);
  });

  it('moves products to a category, with its brand, and reads their variants again', async () => {
    const volvo = await createBrand(ctx.db, { name: 'Volvo' });
    const target = await createCategory(ctx.db, { name: 'Loaders', brandId: volvo.id });
    const p1 = await createProduct(ctx.db);
    const p2 = await createProduct(ctx.db);
    const v = await createVariant(ctx.db, { productId: p1.id });
    await send('PUT', `/api/admin/variants/${v.id}`, { name: 'L120' });
    const mark = await auditMark(ctx);
    const res = await bulk('products', { ids: [p1.id, p2.id], action: 'move', category_id: target.id });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await ctx.db
      .select()
      .from(products)
      .where(inArray(products.id, [p1.id, p2.id]));
    expect(rows.map((r) => [r.brandId, r.categoryId])).toEqual([
      [volvo.id, target.id],
      [volvo.id, target.id],
    ]);
    const entries = await oneChangeSet(mark, res.json().change_set_id);
    expect(entries.map((e) => [e.entity, e.action])).toEqual([
      ['product', 'bulk'],
      ['product', 'bulk'],
    ]);
    expect(Object.keys(entries[0].changes).sort()).toEqual(['brand_id', 'category_id']);
    expect(
      (await ctx.db.select().from(variantSpecs).where(eq(variantSpecs.variantId, v.id))).length,
    ).toBeGreaterThan(0);
  });

  it('moves variants to a product; a missing target is 422 on its field', async () => {
    const target = await createProduct(ctx.db);
    const v1 = await createVariant(ctx.db);
    const v2 = await createVariant(ctx.db);
    const res = await bulk('variants', { ids: [v1.id, v2.id], action: 'move', product_id: target.id });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await ctx.db
      .select()
      .from(variants)
      .where(inArray(variants.id, [v1.id, v2.id]));
    expect(rows.map((r) => r.productId)).toEqual([target.id, target.id]);

    const missing = await bulk('variants', { ids: [v1.id], action: 'move', product_id: 999_999 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ product_id: ['The selected product does not exist.'] });
    const noTarget = await bulk('products', { ids: [1], action: 'move' });
    expect(noTarget.statusCode).toBe(422);
    expect(noTarget.json().errors).toEqual({ category_id: ['Choose the category to move them to.'] });
  });

  it('publishes and unpublishes news and variants: their status, audited as one bulk change set', async () => {
    const a = await createNews(ctx.db, { published: false });
    const b = await createNews(ctx.db, { published: true });
    const res = await bulk('news', { ids: [a.id, b.id], action: 'unpublish' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ctx.db.select().from(news).orderBy(news.id)).map((r) => r.published)).toEqual([
      false,
      false,
    ]);
    expect((await bulk('news', { ids: [a.id], action: 'publish' })).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(news).where(eq(news.id, a.id));
    expect(row.published).toBe(true);
    expect(row.status).toBe('published');

    const v1 = await createVariant(ctx.db);
    const v2 = await createVariant(ctx.db);
    const mark = await auditMark(ctx);
    const off = await bulk('variants', { ids: [v1.id, v2.id], action: 'unpublish' });
    expect(off.statusCode, off.body).toBe(200);
    const drafts = await ctx.db
      .select()
      .from(variants)
      .where(inArray(variants.id, [v1.id, v2.id]));
    expect(drafts.map((r) => r.status)).toEqual(['draft', 'draft']);
    const entries = await auditSince(ctx, mark);
    expect(entries.map((e) => [e.entity, e.action])).toEqual([
      ['variant', 'bulk'],
      ['variant', 'bulk'],
    ]);
    expect(new Set(entries.map((e) => e.changeSetId))).toEqual(new Set([off.json().change_set_id]));
    expect((await get(`/api/public/variants/${v1.id}`)).statusCode).toBe(404);
    expect((await bulk('variants', { ids: [v1.id], action: 'publish' })).statusCode).toBe(200);
    const [live] = await ctx.db.select().from(variants).where(eq(variants.id, v1.id));
    expect(live.status).toBe('published');
    const refused = await bulk('variants', { ids: [1], action: 'activate' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.action).toEqual(['Use one of: publish, unpublish, move, delete.']);
  });

  it('deletes to the trash as one change set, for each list', async () => {
    const brand = await createBrand(ctx.db);
    const cat = await createCategory(ctx.db);
    const product = await createProduct(ctx.db);
    const variant = await createVariant(ctx.db);
    const article = await createNews(ctx.db);
    for (const [resource, id] of [
      ['variants', variant.id],
      ['brands', brand.id],
      ['categories', cat.id],
      ['products', product.id],
      ['news', article.id],
    ] as const) {
      const mark = await auditMark(ctx);
      const res = await bulk(resource, { ids: [id], action: 'delete' });
      expect(res.statusCode, `${resource}: ${res.body}`).toBe(200);
      const entries = await oneChangeSet(mark, res.json().change_set_id);
      expect(entries.map((e) => e.action)).toEqual(['delete']);
      expect((await get(`/api/admin/${resource}/${id}`)).statusCode).toBe(404);
    }
    expect((await ctx.db.select().from(trashItems)).map((t) => t.entity).sort()).toEqual(
      ['brand', 'category', 'news', 'product', 'variant'].sort(),
    );
  });

  it('refuses a delete when one brand still has products: 409 naming it, nothing applied', async () => {
    const free = await createBrand(ctx.db, { name: 'Free' });
    const busy = await createBrand(ctx.db, { name: 'Busy' });
    await createProduct(ctx.db, { brandId: busy.id });
    const mark = await auditMark(ctx);
    const res = await bulk('brands', { ids: [free.id, busy.id], action: 'delete' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'One record cannot take this action. Nothing was changed.',
      errors: {
        [`ids.${busy.id}`]: [
          'Busy: This brand still has 1 category and 1 product. Delete or move them first.',
        ],
      },
    });
    expect(await auditSince(ctx, mark)).toEqual([]);
    expect((await ctx.db.select().from(brands)).length).toBe(2);
    expect(await ctx.db.select().from(trashItems)).toEqual([]);
  });

  it('acts on every match of the search ("select all N matching")', async () => {
    await createBrand(ctx.db, { name: 'Volvo' });
    await createBrand(ctx.db, { name: 'Volvo Penta' });
    await createBrand(ctx.db, { name: 'Komatsu' });
    const res = await bulk('brands', { search: 'volvo', action: 'deactivate' });
    expect(res.json().count).toBe(2);
    const rows = await ctx.db.select().from(brands).orderBy(brands.id);
    expect(rows.map((r) => r.isActive)).toEqual([false, false, true]);
    const none = await bulk('brands', { search: 'nothing-like-it', action: 'deactivate' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ search: ['Select at least one record.'] });
  });

  it('refuses bad input with 422 and unknown ids with 404, writing nothing', async () => {
    const brand = await createBrand(ctx.db);
    const mark = await auditMark(ctx);
    const cases: [object, number, Record<string, string[]>][] = [
      [{ ids: [], action: 'deactivate' }, 422, { ids: ['Select at least one record.'] }],
      [{ action: 'deactivate' }, 422, { ids: ['Select at least one record.'] }],
      [
        { ids: Array.from({ length: 10_001 }, (_, i) => i + 1), action: 'deactivate' },
        422,
        { ids: ['Select at most 10,000 records at once.'] },
      ],
      [
        { ids: [String(brand.id)], action: 'deactivate' },
        422,
        { 'ids.0': ['Each id must be a positive whole number.'] },
      ],
      [{ ids: [1.5], action: 'deactivate' }, 422, { 'ids.0': ['Each id must be a positive whole number.'] }],
      [{ ids: 'all', action: 'deactivate' }, 422, { ids: ['Send the ids as a list.'] }],
      [
        { ids: [brand.id], action: '<script>x</script>' },
        422,
        { action: ['Use one of: activate, deactivate, delete.'] },
      ],
      [{ ids: [brand.id], action: 'move' }, 422, { action: ['Use one of: activate, deactivate, delete.'] }],
      [{ ids: [brand.id], search: 'a', action: 'activate' }, 422, { ids: [expect.any(String)] as never }],
      [{ search: 'x'.repeat(201), action: 'activate' }, 422, { search: [expect.any(String)] as never }],
      [
        { search: '<img src=x onerror=alert(1)>\r\nX', action: 'activate' },
        422,
        { search: ['Select at least one record.'] },
      ],
      [{ search: 42, action: 'activate' }, 422, { search: ['Use text.'] }],
    ];
    for (const [payload, status, errors] of cases) {
      const res = await bulk('brands', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(res.json().errors).toEqual(errors);
    }
    const unknown = await bulk('brands', { ids: [brand.id, 999_998, 999_999], action: 'deactivate' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'No brand with the id 999998, 999999. Nothing was changed.',
      errors: { ids: ['999998', '999999'] },
    });
    expect(await auditSince(ctx, mark)).toEqual([]);
    const [row] = await ctx.db.select().from(brands).where(eq(brands.id, brand.id));
    expect(row.isActive).toBe(true);
  });

  it('needs the catalogue write permission: an editor may, sales and viewers may not', async () => {
    const brand = await createBrand(ctx.db);
    const as = async (role: 'editor' | 'sales' | 'viewer') => {
      const { token } = await createUser(ctx.db, { role });
      return call(ctx.app, {
        method: 'POST',
        url: '/api/admin/brands/bulk',
        token,
        payload: { ids: [brand.id], action: 'deactivate' },
      });
    };
    expect((await as('sales')).statusCode).toBe(403);
    expect((await as('viewer')).statusCode).toBe(403);
    const editor = await as('editor');
    expect(editor.statusCode, editor.body).toBe(200);
    expect(token()).toBeTruthy();
  });
});
