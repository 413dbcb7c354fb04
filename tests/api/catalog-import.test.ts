import { stringify } from 'csv-stringify/sync';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ImportReport } from '#common/schemas/catalog-import';
import { rowsOf } from '../../server/db/rows';
import { brands, products, variantAvailability, variants } from '../../server/db/schema';
import { call, setupApi } from '../support/api';
import { type Cell, catalogueAndAdmin, readXlsx, records } from '../support/catalogue-fixture';
import { createAdmin, createUser } from '../support/factories';
import { insertBranch } from './support/branches';

// The catalogue import (docs/product.md §27, decision 070): the export read back changes nothing;
// changed cells change exactly their fields; every error is reported with its sheet, row and
// column before anything is written; a dry run and an apply are one code path.
// The upload waits for its job to the end here (a slow machine must not turn these into 202s).
const ctx = setupApi({ IMPORT_SYNC_WAIT_MS: '60000' });

async function adminToken() {
  return (await createAdmin(ctx.db)).token;
}

async function exportFile(token: string, query = '?format=xlsx') {
  const res = await call(ctx.app, { method: 'GET', url: `/api/admin/catalog/export${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

interface ImportOptions {
  dryRun?: boolean;
  mapping?: Record<string, string | null> | string;
  name?: string;
  token?: string | null;
}

async function importFile(bytes: Buffer | string, token: string, options: ImportOptions = {}) {
  const body = new FormData();
  if (options.dryRun !== undefined) body.set('dry_run', String(options.dryRun));
  if (options.mapping !== undefined)
    body.set(
      'mapping',
      typeof options.mapping === 'string' ? options.mapping : JSON.stringify(options.mapping),
    );
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes);
  body.set('file', new Blob([data]), options.name ?? 'catalogue.xlsx');
  return call(ctx.app, {
    method: 'POST',
    url: '/api/admin/catalog/import',
    payload: body,
    token: options.token === null ? undefined : (options.token ?? token),
  });
}

async function reportOf(bytes: Buffer | string, token: string, options: ImportOptions = {}) {
  const res = await importFile(bytes, token, options);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ImportReport }).data;
}

/** A workbook of `sheets` (name → rows, the header first), as bytes. */
async function workbook(sheets: Record<string, Cell[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row.map((c) => c ?? undefined));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The Catalogue sheet of an export with `edit` applied to its records, as a workbook again. */
async function edited(file: Buffer, edit: (rows: Record<string, Cell>[]) => void) {
  const book = await readXlsx(file);
  const header = book.Catalogue[0] as string[];
  const rows = records(book.Catalogue);
  edit(rows);
  return workbook({ Catalogue: [header, ...rows.map((r) => header.map((h) => r[h] ?? null))] });
}

const nothingChanged = {
  create: { brands: 0, categories: 0, products: 0, variants: 0 },
  update: { brands: 0, categories: 0, products: 0, variants: 0 },
  errors: 0,
};

const auditCount = async () =>
  Number(rowsOf<{ n: number }>(await ctx.db.execute(sql`select count(*)::int as n from audit_entries`))[0].n);

/** A failed import wrote nothing: the loader keeps its seeded price and no audit entry was added. */
async function expectNothingWritten(loaderId: number, entries: number) {
  const [loader] = await ctx.db.select().from(variants).where(eq(variants.id, loaderId));
  expect(Number(loader.price)).toBe(7_250_000);
  expect(await auditCount()).toBe(entries);
}

describe('POST /api/admin/catalog/import: the round trip', () => {
  it('reads an untouched XLSX export back as no change at all: every sheet, every kind of field', async () => {
    const { token } = await catalogueAndAdmin(ctx.db);
    for (const units of ['metric', 'imperial']) {
      const report = await reportOf(await exportFile(token, `?format=xlsx&units=${units}`), token);
      expect(report.errors, units).toEqual([]);
      expect(report.summary, units).toMatchObject(nothingChanged);
      expect(report.summary.unchanged, units).toEqual({ brands: 2, categories: 3, products: 0, variants: 3 });
      expect(report.changes, units).toEqual([]);
      expect(report.dry_run).toBe(true);
    }
  });

  it('reads an untouched CSV export back as no change (UTF-8 with BOM, formula escapes taken off)', async () => {
    const { token } = await catalogueAndAdmin(ctx.db);
    const report = await reportOf(await exportFile(token, '?format=csv&units=imperial'), token, {
      name: 'catalogue.csv',
    });
    expect(report.errors).toEqual([]);
    expect(report.summary).toMatchObject(nothingChanged);
    expect(report.summary.unchanged.variants).toBe(3);
  });

  it('changes exactly the three cells edited, as the dry run said, in one audited change set', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const file = await edited(await exportFile(token), (rows) => {
      rows[0].price = 7_500_000;
      rows[0]['spec: Operating Mass [kg]'] = '13,100';
      rows[1].features = 'Long reach\nQuick coupler';
    });
    const dry = await reportOf(file, token, { dryRun: true });
    expect(dry.errors).toEqual([]);
    expect(dry.summary.update.variants).toBe(2);
    expect(dry.summary.unchanged.variants).toBe(1);
    expect(dry.changes).toEqual([
      expect.objectContaining({
        row: 2,
        entity: 'variant',
        id: c.loader.id,
        field: 'price',
        from: 7_250_000,
        to: 7_500_000,
      }),
      expect.objectContaining({ row: 2, field: 'spec: Operating Mass [kg]', from: 12_500, to: '13,100' }),
      expect.objectContaining({
        row: 3,
        id: c.excavator.id,
        field: 'features',
        from: null,
        to: 'Long reach\nQuick coupler',
      }),
    ]);
    // The dry run wrote nothing.
    const [before] = await ctx.db.select().from(variants).where(eq(variants.id, c.loader.id));
    expect(Number(before.price)).toBe(7_250_000);

    const applied = await reportOf(file, token, { dryRun: false });
    expect(applied.status).toBe('done');
    const reportPart = ({ summary, columns, errors, changes }: ImportReport) => ({
      summary,
      columns,
      errors,
      changes,
    });
    expect(reportPart(applied)).toEqual(reportPart(dry));
    const [loader] = await ctx.db.select().from(variants).where(eq(variants.id, c.loader.id));
    expect(Number(loader.price)).toBe(7_500_000);
    const weights = loader.technicalParameters
      .flatMap((g) => g.specifications)
      .filter((s) => s.key === 'Operating Weight');
    expect(weights.map((s) => s.value)).toEqual(['13,100 kg', '13,000 kg']);
    const [excavator] = await ctx.db.select().from(variants).where(eq(variants.id, c.excavator.id));
    expect(excavator.features).toEqual(['Long reach', 'Quick coupler']);
    // Everything else as it was: the file read back again is no change.
    const again = await reportOf(await exportFile(token), token);
    expect(again.summary).toMatchObject(nothingChanged);
    // The apply is one change set of the audit trail, which the import names.
    const sets = await ctx.db.execute(
      sql`select distinct change_set_id::text as id from audit_entries where entity = 'variant' and action = 'update'`,
    );
    expect(rowsOf<{ id: string }>(sets).map((r) => r.id)).toEqual([applied.change_set_id]);
  });

  it('reads a figure in the other unit system into the dictionary unit, and (clear) empties a field', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const file = await edited(await exportFile(token, '?format=xlsx&units=imperial'), (rows) => {
      rows[0]['spec: Operating Mass [lb]'] = 30_000;
      rows[0].introduction = '(clear)';
    });
    const report = await reportOf(file, token, { dryRun: false });
    expect(report.errors).toEqual([]);
    expect(report.changes.map((ch) => ch.field)).toEqual(['introduction', 'spec: Operating Mass [lb]']);
    const [loader] = await ctx.db.select().from(variants).where(eq(variants.id, c.loader.id));
    expect(loader.introduction).toBeNull();
    const spec = await ctx.db.execute(
      sql`select si_min from variant_specs where variant_id = ${c.loader.id} and name = 'Operating Weight' order by position limit 1`,
    );
    expect(Number(rowsOf<{ si_min: number }>(spec)[0].si_min)).toBeCloseTo(30_000 * 0.45359237, 3);
  });

  it('compares a value in another unit, or written with its unit, in SI: the same mass is no change', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const file = await workbook({
      Catalogue: [
        ['variant_id', 'spec: Operating Mass [t]', 'spec: Rated Power [kW]'],
        [c.loader.id, 12.5, '163 kW'],
        [c.excavator.id, 21, null],
      ],
    });
    const report = await reportOf(file, token);
    expect(report.errors).toEqual([]);
    expect(report.summary.unchanged.variants).toBe(1);
    expect(report.changes).toEqual([
      expect.objectContaining({
        id: c.excavator.id,
        field: 'spec: Operating Mass [kg]',
        from: 20_000,
        to: 21,
      }),
    ]);
  });
});

describe('POST /api/admin/catalog/import: new rows', () => {
  it('creates the brand, category, product and variant a row names, reported as such', async () => {
    const { token } = await catalogueAndAdmin(ctx.db);
    const file = await workbook({
      Catalogue: [
        [
          'variant_id',
          'Variant Name',
          'product',
          'brand',
          'category',
          'price',
          'spec: Operating Mass [t]',
          'spec: Engine / Model',
        ],
        [
          null,
          'RT-30 Crane',
          'RT Series',
          'Liftmaster',
          'Rough Terrain Cranes',
          8_900_000,
          30,
          'Cummins B6.7',
        ],
        [null, 'NL-60 Wheel Loader', 'NL Series', 'Norvane', 'Wheel Loaders', '9,100,000', null, null],
      ],
    });
    const dry = await reportOf(file, token);
    expect(dry.errors).toEqual([]);
    expect(dry.summary.create).toEqual({ brands: 1, categories: 1, products: 1, variants: 2 });
    expect(await ctx.db.select().from(brands).where(eq(brands.name, 'Liftmaster'))).toEqual([]);

    const applied = await reportOf(file, token, { dryRun: false });
    expect(applied.summary.create).toEqual(dry.summary.create);
    const [crane] = await ctx.db.select().from(variants).where(eq(variants.name, 'RT-30 Crane'));
    expect(Number(crane.price)).toBe(8_900_000);
    expect(crane.technicalParameters).toEqual([
      {
        category: 'Specifications',
        specifications: [{ key: 'Operating Mass', value: '30 t', parameter_key: expect.any(String) }],
      },
      { category: 'Engine', specifications: [{ key: 'Model', value: 'Cummins B6.7' }] },
    ]);
    const [product] = await ctx.db.select().from(products).where(eq(products.id, crane.productId));
    expect(product.name).toBe('RT Series');
  });

  it('reports every error with sheet, row, column and value, and writes nothing', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const entries = await auditCount();
    const file = await workbook({
      Catalogue: [
        [
          'variant_id',
          'variant_name',
          'product',
          'brand',
          'category',
          'price',
          'spec: Operating Mass [kg]',
          'Colour',
        ],
        [c.loader.id, null, null, null, null, -5, null, 'yellow'],
        [999_999, 'Ghost', null, null, null, null, null, null],
        [null, null, 'NL Series', 'Norvane', 'Wheel Loaders', 100, null, null],
        [c.excavator.id, null, null, null, null, null, 'heavy', null],
        [null, 'nl-50  wheel loader', 'NL Series', 'Norvane', null, null, null, null],
        ['abc', 'X', null, null, null, null, null, null],
        [null, 'Good one', 'NL Series', 'Norvane', null, 1, null, null],
      ],
    });
    const report = await reportOf(file, token, { dryRun: false });
    expect(report.status).toBe('failed');
    const at = report.errors.map((e) => [e.row, e.column, e.value]);
    expect(at).toEqual([
      [1, 'Colour', 'Colour'],
      [2, 'price', -5],
      [3, 'variant_id', 999_999],
      [4, 'variant_name', null],
      [5, 'spec: Operating Mass [kg]', 'heavy'],
      [6, 'variant_name', 'nl-50  wheel loader'],
      [7, 'variant_id', 'abc'],
    ]);
    expect(report.errors[0].message).toMatch(/Unknown column/);
    expect(report.errors[4].message).toBe('"heavy" cannot be read as Operating Mass in kg.');
    expect(report.errors[5].message).toMatch(/differs only in case or spacing/);
    expect(report.summary.errors).toBe(7);
    // All or nothing: the good row was not kept either.
    expect(await ctx.db.select().from(variants).where(eq(variants.name, 'Good one'))).toEqual([]);
    await expectNothingWritten(c.loader.id, entries);
  });

  it('ignores a column the mapping says to ignore, and reads one mapped to a field', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const file = await workbook({
      Catalogue: [
        ['ID', 'Model', 'Colour'],
        [c.loader.id, 'NL-55 Wheel Loader', 'yellow'],
      ],
    });
    const report = await reportOf(file, token, {
      dryRun: false,
      mapping: { ID: 'variant_id', Model: 'variant_name', Colour: null },
    });
    expect(report.errors).toEqual([]);
    expect(report.columns).toEqual([
      { sheet: 'Catalogue', header: 'ID', field: 'variant_id' },
      { sheet: 'Catalogue', header: 'Model', field: 'variant_name' },
      { sheet: 'Catalogue', header: 'Colour', field: null },
    ]);
    const [loader] = await ctx.db.select().from(variants).where(eq(variants.id, c.loader.id));
    expect(loader.name).toBe('NL-55 Wheel Loader');
  });

  it('lists what each column may be mapped to, and reads columns mapped to a specification and a stock', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const cebu = await insertBranch(ctx.db, { name: 'Cebu', slug: 'cebu' });
    const csv = stringify([
      ['ID', 'Weight (lb)', 'Cebu stock'],
      [c.excavator.id, null, 'in_stock 4'],
    ]);
    const first = await reportOf(csv, token, { name: 'supplier.csv' });
    expect(first.columns.map((col) => col.field)).toEqual([null, null, null]);
    expect(first.errors.map((e) => [e.row, e.column])).toEqual([
      [1, 'ID'],
      [1, 'Weight (lb)'],
      [1, 'Cebu stock'],
    ]);
    expect(first.fields).toHaveLength(1);
    const [{ sheet, fields }] = first.fields;
    expect(sheet).toBe('Catalogue');
    expect(fields.slice(0, 6)).toEqual([
      'variant_id',
      'variant_name',
      'product',
      'brand',
      'category',
      'price',
    ]);
    expect(fields).toEqual(
      expect.arrayContaining([
        'featured_parameters',
        'stock: cebu',
        'spec: Operating Mass [kg]',
        'spec: Operating Mass [lb]',
      ]),
    );
    expect(new Set(fields).size).toBe(fields.length);

    const mapping = {
      ID: 'variant_id',
      'Weight (lb)': 'spec: Operating Mass [lb]',
      'Cebu stock': 'stock: cebu',
    };
    const applied = await reportOf(csv, token, { name: 'supplier.csv', dryRun: false, mapping });
    expect(applied.errors).toEqual([]);
    expect(applied.columns.map((col) => col.field)).toEqual([
      'variant_id',
      'spec: Operating Mass [lb]',
      'stock: cebu',
    ]);
    expect(applied.changes.map((ch) => [ch.field, ch.from, ch.to])).toEqual([
      ['stock: cebu', null, 'in_stock 4'],
    ]);
    const stock = await ctx.db
      .select()
      .from(variantAvailability)
      .where(eq(variantAvailability.variantId, c.excavator.id));
    expect(stock.map((e) => [e.branchId, e.status, e.quantity])).toEqual([[cebu.id, 'in_stock', 4]]);
  });

  it('cleans markup and line breaks from single-line cells as the API does, and reads formulas as their values', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Catalogue');
    sheet.addRow(['variant_id', 'variant_name', 'price']);
    sheet.addRow([c.loader.id, '<b>NL-50</b>\r\nPlus', { formula: '1000*2', result: 2000 }]);
    const report = await reportOf(Buffer.from(await book.xlsx.writeBuffer()), token, { dryRun: false });
    expect(report.errors).toEqual([]);
    const [loader] = await ctx.db.select().from(variants).where(eq(variants.id, c.loader.id));
    expect(loader.name).toBe('NL-50 Plus');
    expect(Number(loader.price)).toBe(2000);
  });
});

describe('POST /api/admin/catalog/import: saves written together', () => {
  // Saves of existing variants are written in batches (one statement for many rows); a save the
  // editor would refuse is still its own row's error, and the others are reported as before.
  it('reports a refused save on its row among saves of the same batch, and an apply writes none of them', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const entries = await auditCount();
    const file = await workbook({
      Catalogue: [
        ['variant_id', 'price', 'featured_parameters'],
        [c.loader.id, 7_600_000, null],
        [c.excavator.id, 1_000, 'No Such Parameter'],
        [c.genset.id, 2_000, null],
      ],
    });
    const dry = await reportOf(file, token);
    expect(dry.errors).toEqual([
      expect.objectContaining({
        row: 3,
        column: 'featured_parameters',
        message: 'The featured parameter "No Such Parameter" is not one of the technical parameters.',
      }),
    ]);
    expect(dry.summary.update.variants).toBe(2);
    expect(dry.changes.map((ch) => [ch.row, ch.field])).toEqual([
      [2, 'price'],
      [4, 'price'],
    ]);
    const applied = await reportOf(file, token, { dryRun: false });
    expect(applied.status).toBe('failed');
    expect(applied.errors).toEqual(dry.errors);
    await expectNothingWritten(c.loader.id, entries);
  });

  it('writes a variant named twice in order: the second row starts from the earlier save', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const file = await workbook({
      Catalogue: [
        ['variant_id', 'price', 'introduction', 'spec: Operating Mass [kg]'],
        [c.loader.id, 7_600_000, null, '13,100'],
        [c.excavator.id, 1_000, 'Digs', null],
        [c.loader.id, null, 'Loads', '13,200'],
      ],
    });
    const applied = await reportOf(file, token, { dryRun: false });
    expect(applied.errors).toEqual([]);
    expect(applied.summary.update.variants).toBe(3);
    const [loader] = await ctx.db.select().from(variants).where(eq(variants.id, c.loader.id));
    expect(Number(loader.price)).toBe(7_600_000);
    expect(loader.introduction).toBe('Loads');
    const weights = loader.technicalParameters
      .flatMap((g) => g.specifications)
      .filter((s) => s.key === 'Operating Weight');
    expect(weights.map((s) => s.value)).toEqual(['13,200 kg', '13,000 kg']);
    // The parsed copy follows the last save: only its changed row was written again.
    const spec = await ctx.db.execute(
      sql`select si_min from variant_specs where variant_id = ${c.loader.id} and name = 'Operating Weight' order by position`,
    );
    expect(rowsOf<{ si_min: number }>(spec).map((r) => Number(r.si_min))).toEqual([13_200, 13_000]);
    // One audit entry per variant, the loader's with both saves merged.
    const audited = rowsOf<{ entity_id: string; fields: string[] }>(
      await ctx.db.execute(
        sql`select entity_id, array(select jsonb_object_keys(changes) order by 1) as fields from audit_entries
          where change_set_id = ${applied.change_set_id}::uuid and entity = 'variant' order by entity_id`,
      ),
    );
    expect(audited).toEqual(
      expect.arrayContaining([
        {
          entity_id: String(c.loader.id),
          fields: expect.arrayContaining(['introduction', 'price', 'technical_parameters']),
        },
      ]),
    );
  });
});

describe('POST /api/admin/catalog/import: files and callers it refuses', () => {
  it('refuses an empty file, a file that is not a spreadsheet, a missing file and a bad mapping with 422', async () => {
    const token = await adminToken();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const zipNotXlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);
    for (const [bytes, field, message] of [
      ['', 'file', 'The file is empty.'],
      [png, 'file', 'The file is neither an XLSX workbook nor a CSV file.'],
      [zipNotXlsx, 'file', 'The file looks like an XLSX workbook but could not be read.'],
    ] as const) {
      const res = await importFile(bytes, token);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/admin/catalog/import',
      payload: new FormData(),
      token,
    });
    expect(res.statusCode).toBe(422);
    const bad = await importFile('variant_id\n1\n', token, { mapping: '{not json' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.mapping).toBeDefined();
  });

  it('answers a file over 20 MB with 413 (a 50 MB upload stops being read)', async () => {
    const token = await adminToken();
    const res = await importFile(Buffer.alloc(50 * 1024 * 1024, 0x41), token, { name: 'big.csv' });
    expect(res.statusCode).toBe(413);
  });

  it('reads a CSV saved as Windows-1252 and flags a duplicate header', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const csv = Buffer.from(`variant_id,variant_name\r\n${c.loader.id},Grúa Señor\r\n`, 'latin1');
    const report = await reportOf(csv, token, { dryRun: false, name: 'x.csv' });
    expect(report.errors).toEqual([]);
    const [loader] = await ctx.db.select().from(variants).where(eq(variants.id, c.loader.id));
    expect(loader.name).toBe('Grúa Señor');
    const twice = await reportOf(
      stringify([
        ['variant_id', 'Variant_ID'],
        [c.loader.id, c.loader.id],
      ]),
      token,
    );
    expect(twice.errors).toEqual([
      expect.objectContaining({
        row: 1,
        column: 'Variant_ID',
        message: 'This column appears twice in the sheet.',
      }),
    ]);
  });

  it('needs catalog.write: anonymous 401, a sales rep 403', async () => {
    const token = await adminToken();
    const sales = await createUser(ctx.db, { role: 'sales' });
    expect((await importFile('variant_id\n', token, { token: null })).statusCode).toBe(401);
    expect((await importFile('variant_id\n', token, { token: sales.token })).statusCode).toBe(403);
  });
});
