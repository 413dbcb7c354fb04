import ExcelJS from 'exceljs';
import type { Db } from '../../server/db/client';
import type { TechGroup } from '../../server/db/schema';
import { indexVariantSpecs } from '../../server/services/parameters/spec-index';
import { createAdmin, createBrand, createCategory, createProduct, createVariant } from './factories';

// The catalogue the spreadsheet tests export and import (docs/product.md §27): every kind of
// field, specifications in and outside the dictionary, and text a spreadsheet would run.

export const groups = (spec: Record<string, Record<string, string>>): TechGroup[] =>
  Object.entries(spec).map(([category, specs]) => ({
    category,
    specifications: Object.entries(specs).map(([key, value]) => ({ key, value })),
  }));

/** Two brands; a loader with every kind of field, an excavator, and a generator with hostile text. */
export async function seedCatalogue(db: Db) {
  const norvane = await createBrand(db, {
    name: 'Norvane',
    description: 'Loaders\nand more',
    logo: '/uploads/brands/n.webp',
  });
  const kato = await createBrand(db, { name: 'Kato', isActive: false });
  const loaders = await createCategory(db, { name: 'Wheel Loaders', brandId: norvane.id });
  const excavators = await createCategory(db, { name: 'Excavators', brandId: norvane.id });
  const generators = await createCategory(db, { name: 'Generators', brandId: kato.id });
  const nl = await createProduct(db, { name: 'NL Series', brandId: norvane.id, categoryId: loaders.id });
  const ex = await createProduct(db, {
    name: 'EX Series',
    brandId: norvane.id,
    categoryId: excavators.id,
  });
  const gen = await createProduct(db, {
    name: 'Silent Gensets',
    brandId: kato.id,
    categoryId: generators.id,
  });
  const loader = await createVariant(db, {
    productId: nl.id,
    name: 'NL-50 Wheel Loader',
    price: 7_250_000,
    introduction: 'A loader for quarries.\nSecond line.',
    features: ['Z-bar linkage', 'Joystick, "pilot" control'],
    applications: ['Quarries', 'Ports'],
    images: ['/uploads/variants/a.webp', 'https://res.cloudinary.com/demo/b.jpg'],
    featuredParameters: ['Operating Weight', 'Bucket Capacity'],
    technicalParameters: groups({
      Specifications: {
        'Operating Weight': '12,500 kg',
        'Engine Power': '163 kW (219 hp)',
        'Bucket Capacity': '1.8 m³',
        'Max Dump Height': '2,900 mm',
        Engine: 'Cummins QSB6.7',
      },
      Comfort: { Cab: 'ROPS/FOPS' },
      Shipping: { 'Operating Weight': '13,000 kg' },
    }),
  });
  const excavator = await createVariant(db, {
    productId: ex.id,
    name: 'EX-200 Excavator',
    price: null,
    technicalParameters: groups({ Specifications: { 'Operating Weight': '20 t', 'Bucket Capacity': 'N/A' } }),
  });
  const genset = await createVariant(db, {
    productId: gen.id,
    name: '=HYPERLINK("http://evil.example","Click")',
    price: 950_000,
    introduction: '+63 917 555 0142',
    features: ['@SUM(A1)', '-10 °C start'],
    technicalParameters: groups({ Options: { Remote: '=1+1', 'Cold start': '-10 °C' } }),
  });
  await indexVariantSpecs(db, [loader.id, excavator.id, genset.id]);
  return { norvane, kato, loaders, excavators, generators, loader, excavator, genset };
}

/** The catalogue above, and an admin's token to export and import it with: where the import tests start. */
export async function catalogueAndAdmin(db: Db, admin: Parameters<typeof createAdmin>[1] = {}) {
  const c = await seedCatalogue(db);
  const { token } = await createAdmin(db, admin);
  return { c, token };
}

export type Cell = string | number | null;

/** Each sheet of the workbook as rows of cells (null for an empty one), the header first. */
export async function readXlsx(body: Buffer): Promise<Record<string, Cell[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const sheets: Record<string, Cell[][]> = {};
  for (const sheet of book.worksheets) {
    const width = sheet.getRow(1).cellCount;
    const rows: Cell[][] = [];
    sheet.eachRow((row) => {
      const cells: Cell[] = [];
      for (let i = 1; i <= width; i++) {
        const v = row.getCell(i).value;
        cells.push(v === null || v === undefined ? null : (v as string | number));
      }
      rows.push(cells);
    });
    sheets[sheet.name] = rows;
  }
  return sheets;
}

/** The rows of a sheet as records by header. */
export const records = (rows: Cell[][]) =>
  rows.slice(1).map((row) => Object.fromEntries(rows[0].map((h, i) => [h as string, row[i]])));
