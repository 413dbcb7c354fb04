import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImportReport } from '#common/schemas/catalog-import';
import { variantAvailability, variants } from '../../server/db/schema';
import { STOCK_CELL_HELP } from '../../server/services/catalog-sheet/import-stock';
import { call, setupApi } from '../support/api';
import { catalogueAndAdmin } from '../support/catalogue-fixture';
import { insertBranch } from './support/branches';

// The Catalogue sheet's `stock: <branch slug>` columns (docs/product.md §27.2): the export writes
// each branch's entry, the import reads it back through the availability service; an untouched
// file changes nothing, an edited cell changes that entry alone.
const ctx = setupApi();

async function setup() {
  const { c, token } = await catalogueAndAdmin(ctx.db);
  const cebu = await insertBranch(ctx.db, { name: 'Cebu', slug: 'cebu' });
  const davao = await insertBranch(ctx.db, { name: 'Davao', slug: 'davao' });
  await ctx.db.insert(variantAvailability).values([
    { variantId: c.loader.id, branchId: cebu.id, status: 'in_stock', quantity: 3 },
    { variantId: c.excavator.id, branchId: davao.id, status: 'on_order', expectedAt: '2099-03-01' },
  ]);
  return { c, token, cebu, davao };
}

async function exported(token: string) {
  const res = await call(ctx.app, {
    method: 'GET',
    url: '/api/admin/catalog/export?format=csv',
    token,
  });
  expect(res.statusCode).toBe(200);
  return parse(res.body, { bom: true, relax_column_count: true }) as string[][];
}

async function importCsv(token: string, rows: unknown[][], dryRun: boolean) {
  const body = new FormData();
  body.set('dry_run', String(dryRun));
  body.set('file', new Blob([stringify(rows)]), 'stock.csv');
  const res = await call(ctx.app, { method: 'POST', url: '/api/admin/catalog/import', payload: body, token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ImportReport }).data;
}

const entries = () =>
  ctx.db
    .select()
    .from(variantAvailability)
    .orderBy(asc(variantAvailability.variantId), asc(variantAvailability.branchId));

describe('stock: <branch slug> columns', () => {
  it('are exported per branch and read back untouched as no change', async () => {
    const { c, token } = await setup();
    const [header, ...rows] = await exported(token);
    expect(header).toEqual(expect.arrayContaining(['stock: cebu', 'stock: davao']));
    const at = (id: number, column: string) =>
      rows.find((r) => r[0] === String(id))?.[header.indexOf(column)];
    expect(at(c.loader.id, 'stock: cebu')).toBe('in_stock 3');
    expect(at(c.excavator.id, 'stock: davao')).toBe('on_order 2099-03-01');
    expect(at(c.loader.id, 'stock: davao')).toBe('');
    const report = await importCsv(token, [header, ...rows], true);
    expect(report.errors).toEqual([]);
    expect(report.changes).toEqual([]);
    expect(report.summary.update.variants).toBe(0);
  });

  it('sets, changes and clears entries through the availability service; bad cells are errors', async () => {
    const { c, token, cebu, davao } = await setup();
    const bad = await importCsv(
      token,
      [
        ['variant_id', 'stock: cebu', 'stock: Nowhere'],
        [c.loader.id, 'plenty', null],
      ],
      false,
    );
    expect(bad.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [1, 'stock: Nowhere', 'There is no branch with the slug "nowhere".'],
      [2, 'stock: cebu', STOCK_CELL_HELP],
    ]);
    const applied = await importCsv(
      token,
      [
        ['variant_id', 'stock: cebu', 'STOCK: Davao'],
        [c.loader.id, 'in_stock 5', 'on_order 2099-05-01'],
        [c.excavator.id, null, '(clear)'],
      ],
      false,
    );
    expect(applied.errors).toEqual([]);
    expect(applied.changes.map((ch) => [ch.row, ch.field, ch.from, ch.to])).toEqual([
      [2, 'stock: cebu', 'in_stock 3', 'in_stock 5'],
      [2, 'stock: davao', null, 'on_order 2099-05-01'],
      [3, 'stock: davao', 'on_order 2099-03-01', null],
    ]);
    expect(
      (await entries()).map((e) => [e.variantId, e.branchId, e.status, e.quantity, e.expectedAt]),
    ).toEqual([
      [c.loader.id, cebu.id, 'in_stock', 5, null],
      [c.loader.id, davao.id, 'on_order', null, '2099-05-01'],
    ]);
    const [header, ...rows] = await exported(token);
    expect((await importCsv(token, [header, ...rows], true)).changes).toEqual([]);
  });
});

describe('undo of an import that changed stock (docs/product.md §27.3)', () => {
  const undo = (token: string, id: string) =>
    call(ctx.app, { method: 'POST', url: `/api/admin/catalog/imports/${id}/undo`, token });

  it('puts every entry back as it was, its confirmation date included, and the price with it', async () => {
    const { c, token } = await setup();
    const before = await entries();
    const applied = await importCsv(
      token,
      [
        ['variant_id', 'price', 'stock: cebu', 'stock: davao'],
        [c.loader.id, 1_234_567, '(clear)', 'in_stock 9'],
        [c.excavator.id, null, 'in_stock', '(clear)'],
      ],
      false,
    );
    expect(applied.errors).toEqual([]);
    expect(applied.undo_until).toEqual(expect.any(String));
    expect((await entries()).length).toBe(2);

    const res = await undo(token, applied.import_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ undone_at: expect.any(String), undo_until: null });
    expect(await entries()).toEqual(before);
    const [loader] = await ctx.db.select().from(variants).where(eq(variants.id, c.loader.id));
    expect(loader.price).toBe(c.loader.price);
    // The export reads as before the import: an untouched file of it changes nothing.
    const [header, ...rows] = await exported(token);
    expect(header).toEqual(expect.arrayContaining(['stock: cebu', 'stock: davao']));
    expect(rows.find((r) => r[0] === String(c.loader.id))?.[header.indexOf('stock: cebu')]).toBe(
      'in_stock 3',
    );
  });

  it('refuses (409) when an entry changed since, naming it, and undoes nothing', async () => {
    const { c, token, cebu, davao } = await setup();
    const applied = await importCsv(
      token,
      [
        ['variant_id', 'price', 'stock: cebu'],
        [c.loader.id, 1_234_567, 'in_stock 5'],
      ],
      false,
    );
    expect(applied.errors).toEqual([]);
    // Someone at Cebu counts again after the import: the variant editor's save.
    const put = await call(ctx.app, {
      method: 'PUT',
      url: `/api/admin/variants/${c.loader.id}/availability`,
      payload: [{ branch_id: cebu.id, status: 'in_stock', quantity: 4 }],
      token,
    });
    expect(put.statusCode, put.body).toBe(200);

    const res = await undo(token, applied.import_id);
    expect(res.statusCode, res.body).toBe(409);
    expect(Object.keys(res.json().errors)).toEqual([`variant ${c.loader.id}: availability.${cebu.id}`]);
    expect(res.json().errors[`variant ${c.loader.id}: availability.${cebu.id}`][0]).toMatch(
      /^It is now \{.*"quantity":4.*\}; this change set it to \{.*"quantity":5.*\}\.$/,
    );
    const [loader] = await ctx.db.select().from(variants).where(eq(variants.id, c.loader.id));
    expect(loader.price).toBe(1_234_567);
    expect(
      (await entries()).map((e) => [e.variantId, e.branchId, e.status, e.quantity, e.expectedAt]),
    ).toEqual([
      [c.loader.id, cebu.id, 'in_stock', 4, null],
      [c.excavator.id, davao.id, 'on_order', null, '2099-03-01'],
    ]);
    expect(res.json().message).toMatch(/Nothing was reverted\.$/);
  });

  it('sends a variant the import created to the trash with its stock', async () => {
    const { token, cebu } = await setup();
    const applied = await importCsv(
      token,
      [
        ['variant_id', 'variant_name', 'product', 'brand', 'category', 'stock: cebu'],
        [null, 'NL-70 Wheel Loader', 'NL Series', 'Norvane', 'Wheel Loaders', 'in_stock 2'],
      ],
      false,
    );
    expect(applied.errors).toEqual([]);
    const [created] = await ctx.db.select().from(variants).where(eq(variants.name, 'NL-70 Wheel Loader'));
    expect(
      await ctx.db.select().from(variantAvailability).where(eq(variantAvailability.branchId, cebu.id)),
    ).toHaveLength(2);

    const res = await undo(token, applied.import_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await ctx.db.select().from(variants).where(eq(variants.id, created.id))).toEqual([]);
    expect(
      await ctx.db.select().from(variantAvailability).where(eq(variantAvailability.variantId, created.id)),
    ).toEqual([]);
  });
});
