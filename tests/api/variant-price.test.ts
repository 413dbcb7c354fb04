import { describe, expect, it } from 'vitest';
import { variants } from '../../server/db/schema';
import { call, setupApi } from '../support/api';
import { createProduct, createUser, createVariant } from '../support/factories';
import { variantsAdminApi } from './support/variants-admin';

// A variant's price through the editor's endpoints (docs/product.md §25): whole units of the site's
// currency, and when it last changed, stamped by the database (migration 0017), never by a request.
const ctx = setupApi();
const { send, storedRow } = variantsAdminApi(ctx);

const WHOLE = 'Enter the price in whole pesos or dollars, with no decimals.';
const time = (iso: string | null) => (iso === null ? null : new Date(iso).getTime());

describe('the price and when it last changed', () => {
  it('round-trips through create, read, an unrelated update, a change and a clear', async () => {
    const product = await createProduct(ctx.db);
    const created = await send('POST', '', { product_id: product.id, name: 'LG958', price: '274000' });
    expect(created.statusCode, created.body).toBe(201);
    const { id, price, price_updated_at: first } = created.json().data;
    expect(price).toBe(274000);
    expect(first).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/));

    const read = await send('GET', `/${id}`);
    expect(read.json().data).toMatchObject({ price: 274000, price_updated_at: first });
    const listed = await send('GET', '?search=LG958');
    expect(listed.json().data[0]).toMatchObject({ id, price: 274000, price_updated_at: first });

    // The editor sends every field; an unchanged price leaves the time alone.
    const renamed = await send('PUT', `/${id}`, { name: 'LG958L', price: 274000 });
    expect(renamed.json().data).toMatchObject({ name: 'LG958L', price: 274000, price_updated_at: first });
    const nameOnly = await send('PUT', `/${id}`, { name: 'LG958 L' });
    expect(nameOnly.json().data.price_updated_at).toBe(first);

    const changed = await send('PUT', `/${id}`, { price: 280000 });
    const second = changed.json().data.price_updated_at;
    expect(changed.json().data.price).toBe(280000);
    expect(time(second)).toBeGreaterThan(time(first) as number);

    const cleared = await send('PUT', `/${id}`, { price: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.price).toBeNull();
    expect(time(cleared.json().data.price_updated_at)).toBeGreaterThanOrEqual(time(second) as number);
    expect((await storedRow(id)).price).toBeNull();
  });

  it('says "never set" (null) for a variant created without a price', async () => {
    const product = await createProduct(ctx.db);
    const res = await send('POST', '', { product_id: product.id, name: 'Unpriced', price: '' });
    expect(res.json().data).toMatchObject({ price: null, price_updated_at: null });
  });

  it('ignores a price_updated_at sent by a client', async () => {
    const product = await createProduct(ctx.db);
    const res = await send('POST', '', {
      product_id: product.id,
      name: 'Forged',
      price_updated_at: '2000-01-01T00:00:00.000Z',
    });
    expect(res.json().data.price_updated_at).toBeNull();
    const update = await send('PUT', `/${res.json().data.id}`, {
      price_updated_at: '2000-01-01T00:00:00.000Z',
    });
    expect(update.json().data.price_updated_at).toBeNull();
  });

  it('keeps the time out of the public reads', async () => {
    const variant = await createVariant(ctx.db, { name: 'Public', price: 15500000 });
    const detail = await call(ctx.app, { url: `/api/public/variants/${variant.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.price).toBe(15500000);
    expect(detail.json().data).not.toHaveProperty('price_updated_at');
    const list = await call(ctx.app, { url: '/api/public/variants' });
    expect(list.json().data[0].price).toBe(15500000);
    expect(list.json().data[0]).not.toHaveProperty('price_updated_at');
  });

  it('answers a clone with a price of its own time', async () => {
    const variant = await createVariant(ctx.db, { name: 'Source', price: 1000 });
    const res = await send('POST', `/${variant.id}/clone`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ price: 1000, price_updated_at: expect.any(String) });
  });

  it('lets an editor set a price', async () => {
    const product = await createProduct(ctx.db);
    const { token } = await createUser(ctx.db, { role: 'editor' });
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/admin/variants',
      token,
      payload: { product_id: product.id, name: 'By an editor', price: 5000 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.price).toBe(5000);
  });
});

describe('price validation', () => {
  it.each([
    [1.5, WHOLE],
    ['1.50', WHOLE],
    ['274,000.00', WHOLE],
    [0.01, WHOLE],
    [-1, 'The price must be at least 0.'],
    ['-5', 'The price must be at least 0.'],
    [1_000_000_000_000, 'The price may not be greater than 999,999,999,999.'],
    ['9'.repeat(10_000), 'The price may not be greater than 999,999,999,999.'],
    ['<b>5</b>', 'The price must be a number.'],
    ['5000\r\nX-Injected: 1', 'The price must be a number.'],
    ['5000\n', 'The price must be a number.'],
    ['cheap', 'The price must be a number.'],
    [true, 'The price must be a number.'],
    [[5000], 'The price must be a number.'],
    [{ amount: 5000 }, 'The price must be a number.'],
  ])('refuses %j with 422 on price, on create and on update', async (price, message) => {
    const product = await createProduct(ctx.db);
    const created = await send('POST', '', { product_id: product.id, name: 'x', price });
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().errors.price).toEqual([message]);
    expect(await ctx.db.select().from(variants)).toEqual([]);

    const variant = await createVariant(ctx.db, { price: 100 });
    const updated = await send('PUT', `/${variant.id}`, { price });
    expect(updated.statusCode, updated.body).toBe(422);
    expect(updated.json().errors.price).toEqual([message]);
    expect((await storedRow(variant.id)).price).toBe(100);
  });

  it('accepts the largest whole price, zero and numeric text with thousands commas', async () => {
    const product = await createProduct(ctx.db);
    for (const [price, stored] of [
      [999_999_999_999, 999_999_999_999],
      [0, 0],
      ['15,500,000', 15_500_000],
      [' 274000 ', 274_000],
    ] as const) {
      const res = await send('POST', '', { product_id: product.id, name: `p${stored}`, price });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.price).toBe(stored);
    }
  });
});
