import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { businessDate } from '#common/business-date';
import { catalogExportQuery } from '#common/schemas/catalog-sheet';
import { outsideAudit } from '../../server/db/acting-user';
import { variants } from '../../server/db/schema';
import { CATALOGUE_COLUMNS } from '../../server/services/catalog-sheet/columns';
import { startCatalogueExport } from '../../server/services/catalog-sheet/export';
import { indexVariantSpecs } from '../../server/services/parameters/spec-index';
import { call, setupApi } from '../support/api';
import { groups, readXlsx, records, seedCatalogue } from '../support/catalogue-fixture';
import { createAdmin, createProduct, createUser } from '../support/factories';

// The catalogue export (docs/product.md §27, decision 062): one row per variant of what the
// variant list shows, the plain columns then one per dictionary parameter in the chosen units and
// one per specification outside it; XLSX with the Brands and Categories sheets, or CSV; formula-
// looking text escaped as in the inquiries CSV; written while it is read.
const ctx = setupApi();

// The plain columns are the one column model's (its order is pinned in
// server/services/catalog-sheet/columns.test.ts); here, that the export writes them first.
const PLAIN = CATALOGUE_COLUMNS.map((c) => c.header);

async function exportAs(query: string, token?: string) {
  const t = token ?? (await createAdmin(ctx.db)).token;
  return call(ctx.app, { method: 'GET', url: `/api/admin/catalog/export${query}`, token: t });
}

describe('GET /api/admin/catalog/export', () => {
  it('answers an XLSX download: Catalogue, Brands and Categories, one row per variant', async () => {
    const c = await seedCatalogue(ctx.db);
    const res = await exportAs('?format=xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="catalogue-${businessDate(new Date())}.xlsx"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const book = await readXlsx(res.rawPayload);
    expect(Object.keys(book)).toEqual(['Catalogue', 'Brands', 'Categories']);

    const header = book.Catalogue[0] as string[];
    expect(header.slice(0, PLAIN.length)).toEqual(PLAIN);
    const specs = header.slice(PLAIN.length);
    // Every dictionary parameter, in the dictionary's order, with its metric display unit…
    expect(specs).toEqual(
      expect.arrayContaining([
        'spec: Operating Mass [kg]',
        'spec: Rated Power [kW]',
        'spec: Bucket Capacity [m³]',
        'spec: Max Dump Height [mm]',
        'spec: Engine Type',
        'spec: Axles',
      ]),
    );
    expect(specs.indexOf('spec: Operating Mass [kg]')).toBeLessThan(specs.indexOf('spec: Rated Power [kW]'));
    // …then the specifications outside it (and a second row of one parameter), by group and name.
    expect(specs.slice(-4)).toEqual([
      'spec: Comfort / Cab',
      'spec: Options / Cold start',
      'spec: Options / Remote',
      'spec: Shipping / Operating Weight',
    ]);

    const rows = records(book.Catalogue);
    expect(rows.map((r) => r.variant_id)).toEqual([c.loader.id, c.excavator.id, c.genset.id]);
    expect(rows[0]).toMatchObject({
      variant_name: 'NL-50 Wheel Loader',
      product: 'NL Series',
      brand: 'Norvane',
      category: 'Wheel Loaders',
      price: 7_250_000,
      introduction: 'A loader for quarries.\nSecond line.',
      description: null,
      features: 'Z-bar linkage\nJoystick, "pilot" control',
      applications: 'Quarries\nPorts',
      images: '/uploads/variants/a.webp\nhttps://res.cloudinary.com/demo/b.jpg',
      featured_parameters: 'Operating Weight\nBucket Capacity',
      'spec: Operating Mass [kg]': 12_500,
      'spec: Rated Power [kW]': 163,
      'spec: Bucket Capacity [m³]': 1.8,
      'spec: Max Dump Height [mm]': 2900,
      'spec: Engine Type': 'Cummins QSB6.7',
      'spec: Comfort / Cab': 'ROPS/FOPS',
      'spec: Shipping / Operating Weight': '13,000 kg',
      'spec: Axles': null,
    });
    // A value the dictionary could not read as a number is its published text.
    expect(rows[1]).toMatchObject({
      price: null,
      'spec: Operating Mass [kg]': 20_000,
      'spec: Bucket Capacity [m³]': 'N/A',
      'spec: Comfort / Cab': null,
    });

    expect(book.Brands).toEqual([
      ['brand_id', 'name', 'description', 'logo', 'active'],
      [c.norvane.id, 'Norvane', 'Loaders\nand more', '/uploads/brands/n.webp', 'yes'],
      [c.kato.id, 'Kato', null, null, 'no'],
    ]);
    expect(book.Categories).toEqual([
      ['category_id', 'name', 'brand', 'description', 'image', 'active'],
      [c.loaders.id, 'Wheel Loaders', 'Norvane', null, null, 'yes'],
      [c.excavators.id, 'Excavators', 'Norvane', null, null, 'yes'],
      [c.generators.id, 'Generators', 'Kato', null, null, 'yes'],
    ]);
  });

  it('answers the Catalogue sheet alone as CSV: UTF-8 with a BOM, CRLF, the same cells', async () => {
    await seedCatalogue(ctx.db);
    const [xlsx, csv] = [await exportAs('?format=xlsx'), await exportAs('?format=csv')];
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="catalogue-${businessDate(new Date())}.csv"`,
    );
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.rawPayload.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain('"Z-bar linkage\nJoystick, ""pilot"" control"');
    // A cell over several lines is quoted even without a comma: a lone LF would end the record.
    expect(text).toContain(',"Quarries\nPorts",');
    expect(text.replace(/"(?:[^"]|"")*"/g, '').match(/\n/g)?.length).toBe(text.match(/\r\n/g)?.length);
    const rows: string[][] = parse(text);
    const sheet = (await readXlsx(xlsx.rawPayload)).Catalogue;
    // The same cells, numbers as their digits and empty cells empty.
    expect(rows).toEqual(sheet.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))));
  });

  it('writes specifications in the imperial units when asked, at their display precision', async () => {
    await seedCatalogue(ctx.db);
    const book = await readXlsx((await exportAs('?units=imperial')).rawPayload);
    const [loader, excavator] = records(book.Catalogue);
    expect(loader).toMatchObject({
      'spec: Operating Mass [lb]': 27_558,
      'spec: Rated Power [hp]': 219,
      'spec: Bucket Capacity [yd³]': 2.35,
      // A length in feet reads as the product page prints it.
      'spec: Max Dump Height [ft]': '9′ 6″',
      'spec: Engine Type': 'Cummins QSB6.7',
    });
    expect(excavator['spec: Operating Mass [lb]']).toBe(44_092);
    expect(Object.keys(loader)).not.toContain('spec: Operating Mass [kg]');
  });

  it('exports what the variant list shows: its search, a brand, a category', async () => {
    const c = await seedCatalogue(ctx.db);
    const ids = async (query: string) => {
      const res = await exportAs(`?format=csv&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (parse(res.rawPayload.toString('utf8').slice(1)) as string[][])
        .slice(1)
        .map((r) => Number(r[0]));
    };
    expect(await ids('search=excavator')).toEqual([c.excavator.id]);
    expect(await ids(`brand=${c.norvane.id}`)).toEqual([c.loader.id, c.excavator.id]);
    expect(await ids(`brand=${c.kato.id}`)).toEqual([c.genset.id]);
    expect(await ids(`category=${c.loaders.id}`)).toEqual([c.loader.id]);
    expect(await ids(`brand=${c.norvane.id}&category=${c.generators.id}`)).toEqual([]);
    expect(await ids(`brand=${c.norvane.id}&search=NL-50`)).toEqual([c.loader.id]);
    expect(await ids('search=&brand=&category=')).toEqual([c.loader.id, c.excavator.id, c.genset.id]);

    // The workbook's Brands and Categories follow the brand and category filters.
    const book = await readXlsx((await exportAs(`?category=${c.excavators.id}`)).rawPayload);
    expect(records(book.Catalogue).map((r) => r.variant_id)).toEqual([c.excavator.id]);
    expect(records(book.Brands).map((r) => r.name)).toEqual(['Norvane']);
    expect(records(book.Categories).map((r) => r.name)).toEqual(['Excavators']);
    // A column outside the dictionary is there only when a variant exported has it.
    expect(book.Catalogue[0]).not.toContain('spec: Comfort / Cab');
  });

  it('escapes formula-looking text as the inquiries CSV does, in both formats', async () => {
    const c = await seedCatalogue(ctx.db);
    const escaped = {
      variant_name: `'=HYPERLINK("http://evil.example","Click")`,
      introduction: "'+63 917 555 0142",
      features: "'@SUM(A1)\n-10 °C start",
      'spec: Options / Remote': "'=1+1",
      'spec: Options / Cold start': "'-10 °C",
    };
    const book = await readXlsx((await exportAs(`?brand=${c.kato.id}`)).rawPayload);
    const [genset] = records(book.Catalogue);
    expect(genset).toMatchObject({ ...escaped, price: 950_000 });
    const csv = await exportAs(`?format=csv&brand=${c.kato.id}`);
    const [header, row] = parse(csv.rawPayload.toString('utf8').slice(1)) as string[][];
    const byHeader = Object.fromEntries(header.map((h, i) => [h, row[i]]));
    expect(byHeader).toMatchObject({ ...escaped, price: '950000' });
  });

  it('refuses an unknown brand or category, a wrong format or units and hostile values (422)', async () => {
    const c = await seedCatalogue(ctx.db);
    const refused = async (query: string, field: string) => {
      const res = await exportAs(query);
      expect([query, res.statusCode]).toEqual([query, 422]);
      expect(Object.keys(res.json().errors)).toEqual([field]);
      expect(res.headers['content-disposition']).toBeUndefined();
      return res.json();
    };
    expect(await refused('?brand=999999', 'brand')).toEqual({
      message: 'There is no brand with this id.',
      errors: { brand: ['There is no brand with this id.'] },
    });
    await refused(`?brand=${c.norvane.id}&category=999999`, 'category');
    await refused('?format=pdf', 'format');
    await refused('?format=XLSX', 'format');
    await refused('?units=stone', 'units');
    for (const bad of ['abc', '-1', '0', '1.5', '1e3', '99999999999', `${c.norvane.id}<script>`, '\r\n1'])
      await refused(`?brand=${encodeURIComponent(bad)}`, 'brand');
    await refused(`?brand=${c.norvane.id}&brand=${c.kato.id}`, 'brand');
    await refused(`?category=${'9'.repeat(400)}`, 'category');
    await refused(`?search=${'a'.repeat(201)}`, 'search');
    await refused('?format=xlsx&format=csv', 'format');
  });

  it('reads markup and line breaks in the search as words to find, not as anything else', async () => {
    await seedCatalogue(ctx.db);
    for (const search of [
      '<script>alert(1)</script>',
      'NL-50\r\nX-Injected: 1',
      "'; drop table variants; --",
    ]) {
      const res = await exportAs(`?format=csv&search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-injected']).toBeUndefined();
      const [header] = parse(res.rawPayload.toString('utf8').slice(1)) as string[][];
      expect(header.slice(0, 2)).toEqual(['variant_id', 'variant_name']);
    }
  });

  it('is for staff: 401 without a sign-in, 403 for a site account, open to every staff role', async () => {
    await seedCatalogue(ctx.db);
    const anonymous = await call(ctx.app, { method: 'GET', url: '/api/admin/catalog/export' });
    expect(anonymous.statusCode).toBe(401);
    const site = await createUser(ctx.db, { role: 'user' });
    const refused = await exportAs('?format=csv', site.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-disposition']).toBeUndefined();
    for (const role of ['viewer', 'sales', 'editor', 'manager'] as const) {
      const { token } = await createUser(ctx.db, { role });
      expect((await exportAs('?format=csv', token)).statusCode).toBe(200);
    }
  });

  it('writes while it reads: a paused download holds the reader, not the whole file', async () => {
    const product = await createProduct(ctx.db);
    const long = 'Heavy-duty machine for quarries, ports and construction sites. '.repeat(40);
    const count = 1_201; // three pages of the reader
    // Written outside the audit trail, as the bulk seed writes: 1,201 audit rows would cost
    // seconds and are not what this test reads.
    const made = await ctx.db.transaction(async (tx) => {
      await outsideAudit(tx);
      return tx
        .insert(variants)
        .values(
          Array.from({ length: count }, (_, i) => ({
            productId: product.id,
            name: `Loader ${i}`,
            introduction: long,
            technicalParameters: groups({ Specifications: { 'Operating Weight': `${10_000 + i} kg` } }),
          })),
        )
        .returning({ id: variants.id });
    });
    await indexVariantSpecs(
      ctx.db,
      made.map((v) => v.id),
    );
    const started = performance.now();
    const file = await startCatalogueExport(ctx.db, catalogExportQuery.parse({ format: 'csv' }));
    const chunks = file.body[Symbol.asyncIterator]();
    const parts: Buffer[] = [(await chunks.next()).value as Buffer];
    // Nobody reads for a while: the writer fills what the stream buffers, then waits. Wait until
    // what is buffered has stopped growing (the writer is waiting) before reading it.
    const buffered = () => file.body.readableLength + file.body.writableLength;
    let held = -1;
    for (let steady = 0, tries = 0; steady < 3 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const now = buffered();
      steady = now === held && now > 0 ? steady + 1 : 0;
      held = now;
    }
    for (let next = await chunks.next(); !next.done; next = await chunks.next())
      parts.push(next.value as Buffer);
    const body = Buffer.concat(parts);
    const ms = Math.round(performance.now() - started);
    console.info(
      `catalogue export: ${count} variants as CSV, ${(body.length / 1e6).toFixed(1)} MB in ${ms} ms; ${held} B held while paused`,
    );
    expect(body.length).toBeGreaterThan(3_000_000);
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(body.length / 20);
    const rows = parse(body.toString('utf8').slice(1)) as string[][];
    expect(rows.length).toBe(count + 1);
    expect(rows.at(-1)?.[1]).toBe(`Loader ${count - 1}`);
  }, 60_000);
});
