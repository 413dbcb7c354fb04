import { describe, expect, it } from 'vitest';
import { VARIANT_FIELDS, type VariantFieldSpec } from '#common/variant-registry';
import { variants } from '../../server/db/schema';
import { fieldColumns } from '../../server/services/catalog/variant-columns';
import { call, setupApi } from '../support/api';
import { createProduct } from '../support/factories';
import { variantsAdminApi } from './support/variants-admin';

// Every plain field of common/variant-registry.ts through the admin and public variant API: written
// on create and update, stored in its column, read back by the back office and, unless it is
// admin-only, by the public. A field added by a line there (docs/guides/add-a-field.md) is proven
// here without a line of its own.
const ctx = setupApi();
const { send, storedRow } = variantsAdminApi(ctx);

const fields = Object.entries(VARIANT_FIELDS) as [keyof typeof VARIANT_FIELDS, VariantFieldSpec][];
/** A value of the field's kind as sent (with what the API trims or removes), and as read back. */
const sample = (f: VariantFieldSpec, n: number): [unknown, unknown] =>
  f.kind === 'whole' ? [` ${f.min + n} `, f.min + n] : [` <b>Value</b> ${n} `, `Value ${n}`];
const sent = (n: number) => Object.fromEntries(fields.map(([key, f]) => [key, sample(f, n)[0]]));
const read = (n: number, shown = fields) =>
  Object.fromEntries(shown.map(([key, f]) => [key, sample(f, n)[1]]));
const publicOnes = fields.filter(([, f]) => !f.adminOnly);
/** The stored row's property that holds the field (its column's). */
const propertyOf = (key: keyof typeof VARIANT_FIELDS) =>
  Object.entries(variants).find(([, column]) => column === fieldColumns[key])?.[0] ?? key;

describe('the registry’s fields through the variant API', () => {
  it('are written on create, stored, and read back by the back office and the public', async () => {
    const product = await createProduct(ctx.db);
    const res = await send('POST', '', { product_id: product.id, name: 'V', ...sent(1) });
    expect(res.statusCode, res.body).toBe(201);
    const { id, ...created } = res.json().data;
    expect(created).toMatchObject(read(1));
    const row = await storedRow(id);
    for (const [key, f] of fields) {
      expect((row as Record<string, unknown>)[propertyOf(key)], key).toEqual(sample(f, 1)[1]);
    }
    expect((await send('GET', `/${id}`)).json().data).toMatchObject(read(1));
    const shown = (await call(ctx.app, { url: `/api/public/variants/${id}` })).json().data;
    expect(shown).toMatchObject(read(1, publicOnes));
    for (const [key, f] of fields) expect(key in shown, key).toBe(!f.adminOnly);
  });

  it('are kept by an update that leaves them out, changed when sent, and cleared by null', async () => {
    const product = await createProduct(ctx.db);
    const { id } = (await send('POST', '', { product_id: product.id, name: 'V', ...sent(1) })).json().data;
    expect((await send('PUT', `/${id}`, { name: 'Renamed' })).json().data).toMatchObject(read(1));
    expect((await send('PUT', `/${id}`, sent(2))).json().data).toMatchObject(read(2));
    const cleared = Object.fromEntries(fields.map(([key]) => [key, null]));
    expect((await send('PUT', `/${id}`, cleared)).json().data).toMatchObject(cleared);
  });

  it('refuse a value over the field’s limit with 422 on the field', async () => {
    const product = await createProduct(ctx.db);
    for (const [key, f] of fields) {
      const over = f.kind === 'whole' ? f.max + 1 : 'x'.repeat(f.max + 1);
      const res = await send('POST', '', { product_id: product.id, name: 'V', [key]: over });
      expect(res.statusCode, key).toBe(422);
      expect(Object.keys(res.json().errors), key).toEqual([key]);
    }
  });
});
