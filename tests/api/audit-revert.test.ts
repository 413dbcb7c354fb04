import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, categories, products, variantSpecs } from '../../server/db/schema';
import { ensureSettings } from '../../server/services/settings';
import { call } from '../support/api';
import { createBrand, createCategory, createProduct, createUser, createVariant } from '../support/factories';
import { expectSaved, ISO, setupAdminApi } from './support/admin-api';
import { auditMark, auditSince } from './support/audit';

// Revert (docs/product.md §26, decision 060): an update's before values written back as a new
// entry (`revert`), refused with 409 naming both values when a field changed since.
const { ctx, get, send, token } = setupAdminApi();

/** The id of the one entry written by `write`. */
async function entryOf(write: () => Promise<{ statusCode: number; body: string }>) {
  const mark = await auditMark(ctx);
  const res = await write();
  expect(res.statusCode, res.body).toBeLessThan(300);
  const entries = await auditSince(ctx, mark);
  expect(entries).toHaveLength(1);
  return entries[0].id;
}
/** Brand Volvo renamed Volvo CE through the API, and the id of that rename's entry. */
async function renamedBrand() {
  const brand = await createBrand(ctx.db, { name: 'Volvo' });
  const entry = await entryOf(() => send('PUT', `/api/admin/brands/${brand.id}`, { name: 'Volvo CE' }));
  return { brand, entry };
}
const brandRow = async (id: number) => (await ctx.db.select().from(brands).where(eq(brands.id, id)))[0];

const revert = (id: number | string, token?: string) =>
  token
    ? call(ctx.app, { method: 'POST', url: `/api/admin/audit/${id}/revert`, token })
    : send('POST', `/api/admin/audit/${id}/revert`);

describe('POST /api/admin/audit/:id/revert', () => {
  it('writes the before values back and answers the new entry', async () => {
    const brand = await createBrand(ctx.db, { name: 'Volvo', description: 'Swedish' });
    const id = await entryOf(() =>
      send('PUT', `/api/admin/brands/${brand.id}`, { name: 'Volvo CE', is_active: false }),
    );
    const res = await revert(id);
    expectSaved(res, 200, 'Change reverted.', {
      id: expect.any(Number),
      source: 'audit',
      at: ISO,
      user: { id: expect.any(Number), name: expect.any(String) },
      entity: 'brand',
      entity_id: String(brand.id),
      action: 'revert',
      changes: { name: { from: 'Volvo CE', to: 'Volvo' }, is_active: { from: false, to: true } },
      change_set_id: expect.any(String),
      revert_of: id,
    });
    const row = await brandRow(brand.id);
    expect(row).toMatchObject({ name: 'Volvo', isActive: true, description: 'Swedish' });
    // The trail lists it, and a revert can itself be reverted.
    const listed = (await get(`/api/admin/audit?entity=brand&entity_id=${brand.id}&action=revert`)).json();
    expect(listed.data.map((e: { id: number }) => e.id)).toEqual([res.json().data.id]);
    expect((await revert(res.json().data.id)).statusCode).toBe(200);
    const again = await brandRow(brand.id);
    expect(again.name).toBe('Volvo CE');
  });

  it('409 with both values when a field changed since; nothing is written', async () => {
    const { brand, entry: first } = await renamedBrand();
    await send('PUT', `/api/admin/brands/${brand.id}`, { name: 'Volvo Construction' });
    const mark = await auditMark(ctx);
    const res = await revert(first);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'Changed since this entry: name is now "Volvo Construction", not "Volvo CE". Nothing was reverted.',
      errors: { name: ['It is now "Volvo Construction"; this change set it to "Volvo CE".'] },
    });
    expect(await auditSince(ctx, mark)).toEqual([]);
    const row = await brandRow(brand.id);
    expect(row.name).toBe('Volvo Construction');
  });

  it('a field changed by another entry is no conflict when this entry did not touch it', async () => {
    const { brand, entry: first } = await renamedBrand();
    await send('PUT', `/api/admin/brands/${brand.id}`, { description: 'Loaders' });
    expect((await revert(first)).statusCode).toBe(200);
    const row = await brandRow(brand.id);
    expect(row).toMatchObject({ name: 'Volvo', description: 'Loaders' });
  });

  it('a category moved back to its brand takes its products along, as its save does', async () => {
    const volvo = await createBrand(ctx.db, { name: 'Volvo' });
    const cat = await createBrand(ctx.db, { name: 'CAT' });
    const loaders = await createCategory(ctx.db, { name: 'Loaders', brandId: volvo.id });
    const product = await createProduct(ctx.db, { brandId: volvo.id, categoryId: loaders.id });
    const mark = await auditMark(ctx);
    expect((await send('PUT', `/api/admin/categories/${loaders.id}`, { brand_id: cat.id })).statusCode).toBe(
      200,
    );
    const moved = (await auditSince(ctx, mark)).find((e) => e.entity === 'category')!;
    expect(moved.changes).toEqual({ brand_id: { from: volvo.id, to: cat.id } });
    expect((await revert(moved.id)).statusCode).toBe(200);
    const [c] = await ctx.db.select().from(categories).where(eq(categories.id, loaders.id));
    const [p] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect([c.brandId, p.brandId]).toEqual([volvo.id, volvo.id]);
  });

  it("a variant's specifications go back with their searchable rows", async () => {
    const variant = await createVariant(ctx.db, {
      technicalParameters: [
        { category: 'Engine', specifications: [{ key: 'Rated power', value: '162 kW' }] },
      ],
    });
    const id = await entryOf(() =>
      send('PUT', `/api/admin/variants/${variant.id}`, {
        technical_parameters: [
          { category: 'Engine', specifications: [{ key: 'Rated power', value: '200 kW' }] },
        ],
      }),
    );
    expect((await revert(id)).statusCode).toBe(200);
    const rows = await ctx.db.select().from(variantSpecs).where(eq(variantSpecs.variantId, variant.id));
    expect(rows.map((r) => r.value)).toEqual(['162 kW']);
  });

  it('refuses what is not an update (422), an unknown entry (404) and a bad id (422)', async () => {
    const mark = await auditMark(ctx);
    const created = await send('POST', '/api/admin/brands', { name: 'Liugong' });
    const [create] = await auditSince(ctx, mark);
    expect((await revert(create.id)).json()).toEqual({ message: 'Only an update can be reverted.' });
    expect((await revert(create.id)).statusCode).toBe(422);
    const deleted = await entryOf(() => send('DELETE', `/api/admin/brands/${created.json().data.id}`));
    expect((await revert(deleted)).statusCode).toBe(422);
    expect((await revert(99_999_999)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999', '2x']) {
      const res = await revert(bad);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors, bad).toHaveProperty('id');
    }
  });

  it('409 when the record is gone; 422 for a secret; 422 for an account', async () => {
    const { brand, entry: id } = await renamedBrand();
    await ctx.db.delete(brands).where(eq(brands.id, brand.id));
    expect((await revert(id)).json()).toEqual({ message: 'The record no longer exists.' });
    const { row } = await createUser(ctx.db, { role: 'editor' });
    const renamed = await entryOf(() =>
      call(ctx.app, {
        method: 'PATCH',
        url: `/api/admin/users/${row.id}`,
        token: token(),
        payload: { name: 'Eve Renamed' },
      }),
    );
    expect((await revert(renamed)).json()).toEqual({ message: 'This record cannot be reverted here.' });
  });

  it('needs the write permission of the entity; a reader of it cannot, a non-reader sees 404', async () => {
    const { entry: brandEntry } = await renamedBrand();
    await ensureSettings(ctx.db);
    const settingEntry = await entryOf(() =>
      send('PUT', '/api/admin/settings', { settings: { site_name: 'Iron' } }),
    );
    const viewer = await createUser(ctx.db, { role: 'viewer' });
    expect((await revert(brandEntry, viewer.token)).statusCode).toBe(403);
    const editor = await createUser(ctx.db, { role: 'editor' });
    expect((await revert(settingEntry, editor.token)).statusCode).toBe(404);
    expect((await revert(brandEntry, editor.token)).statusCode).toBe(200);
    expect((await revert(settingEntry)).statusCode).toBe(200);
  });

  it('409 when the earlier value is now taken by another record', async () => {
    const { entry: id } = await renamedBrand();
    await createBrand(ctx.db, { name: 'Volvo' });
    const res = await revert(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The earlier value is now used by another record. Nothing was reverted.');
  });
});
