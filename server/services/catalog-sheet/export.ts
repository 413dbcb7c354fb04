import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { eq } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { businessDate } from '#common/business-date';
import {
  CATALOG_EXPORT_MESSAGES,
  type CatalogExportQuery,
  catalogFileName,
} from '#common/schemas/catalog-sheet';
import type { Db } from '../../db/client';
import { brands, categories } from '../../db/schema';
import { ValidationFailed } from '../../errors';
import { adminVariantWhere } from '../catalog/variants';
import type { Cell } from './columns';
import { SHEET_NAMES } from './columns';
import { brandsSheet, catalogueSheet, categoriesSheet } from './read';

// The catalogue export (docs/product.md §27, decision 062): the variants the back office's list
// shows, as an XLSX workbook (Catalogue, Brands, Categories) or the Catalogue sheet as CSV,
// written while it is read. exceljs's streaming writer and csv-stringify hold a row at a time, and
// the reader waits for the download to take each page before it reads the next, so memory stays
// flat whatever the size of the catalogue and however slow the link.

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * Resolves once `stream` has room again, so a slow download holds the reader instead of memory;
 * throws when the download `out` was closed meanwhile (the visitor left), which ends the export.
 */
async function roomIn(stream: Writable, out: Writable = stream) {
  if (stream.writableNeedDrain && !out.destroyed) {
    const done = new AbortController();
    await Promise.race([
      once(stream, 'drain', { signal: done.signal }),
      once(out, 'close', { signal: done.signal }),
    ]).finally(() => done.abort());
  }
  if (out.destroyed) throw new Error('The download was closed before the export ended.');
}

type Book = ExcelJS.stream.xlsx.WorkbookWriter;
type Sheet = ReturnType<Book['addWorksheet']>;

function startSheet(book: Book, name: string, header: string[]): Sheet {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(header).commit();
  return sheet;
}

/**
 * A row as exceljs takes it: an empty cell left out rather than written as an empty one (most
 * specification columns are empty for a given machine; writing them doubled the time).
 */
const sparse = (cells: Cell[]) => cells.map((cell) => cell ?? undefined);

/**
 * Where the zip reads a sheet from: exceljs's sheet stream pipes into the stream archiver made of
 * it, without heeding its backpressure; waiting for that stream to drain keeps the sheet's XML
 * from piling up while the compressor is behind. (exceljs 4.4 internals; without them the wait is
 * on the download alone.)
 */
const zipIntake = (sheet: Sheet): Writable | undefined =>
  (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0];

async function writeXlsx(db: Db, q: CatalogExportQuery, out: PassThrough) {
  // Loaded when the first XLSX export runs: the library takes seconds to load, which every start of
  // the server (and each test that starts one) would otherwise pay.
  const { default: Excel } = await import('exceljs');
  // No styles (a bold header cost a fifth of the time); the header row stays frozen.
  const book = new Excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const catalogue = await catalogueSheet(db, adminVariantWhere(q), q.units);
  const sheet = startSheet(book, SHEET_NAMES.catalogue, catalogue.header);
  for await (const page of catalogue.pages()) {
    for (const cells of page) sheet.addRow(sparse(cells)).commit();
    const intake = zipIntake(sheet);
    if (intake) await roomIn(intake, out);
    await roomIn(out);
  }
  sheet.commit();
  // One sheet after the other: the zip holds one entry open at a time.
  for (const [name, read] of [
    [SHEET_NAMES.brands, brandsSheet],
    [SHEET_NAMES.categories, categoriesSheet],
  ] as const) {
    const { header, rows } = await read(db, q);
    const next = startSheet(book, name, header);
    for (const cells of rows) next.addRow(sparse(cells)).commit();
    next.commit();
  }
  await book.commit();
}

async function writeCsv(db: Db, q: CatalogExportQuery, out: Writable) {
  const catalogue = await catalogueSheet(db, adminVariantWhere(q), q.units);
  // CRLF and a BOM as the inquiries CSV (spreadsheets read it as UTF-8); cells with a comma, a
  // quote or any line break quoted (with CRLF records csv-stringify would leave a lone LF bare).
  const csv = stringify({ bom: true, record_delimiter: 'windows', quote_record_delimiter: true });
  csv.pipe(out);
  const write = async (cells: Cell[]) => {
    csv.write(cells);
    await roomIn(csv, out);
  };
  await write(catalogue.header);
  for await (const page of catalogue.pages()) for (const cells of page) await write(cells);
  csv.end();
  await once(csv, 'end');
}

/** 422 for a brand or category id that names nothing, before the first byte is sent. */
async function assertFilters(db: Db, q: CatalogExportQuery) {
  if (q.brand !== undefined) {
    const [found] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, q.brand));
    if (!found) throw new ValidationFailed({ brand: [CATALOG_EXPORT_MESSAGES.unknownBrand] });
  }
  if (q.category !== undefined) {
    const [found] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, q.category));
    if (!found) throw new ValidationFailed({ category: [CATALOG_EXPORT_MESSAGES.unknownCategory] });
  }
}

export interface CatalogueExport {
  fileName: string;
  contentType: string;
  /** The file as it is written (a stream: its buffered bytes are what the export holds). */
  body: PassThrough;
}

/**
 * The export, checked and started: its filters are checked (422) before anything is sent; then
 * the file is written into `body` as the download reads it. A failure after that ends the download
 * with the error on `body` (an answer already begun cannot become an error response).
 */
export async function startCatalogueExport(db: Db, q: CatalogExportQuery): Promise<CatalogueExport> {
  await assertFilters(db, q);
  const body = new PassThrough();
  // Both writers end `body` themselves (their output is piped into it).
  (q.format === 'xlsx' ? writeXlsx(db, q, body) : writeCsv(db, q, body)).catch((err: unknown) => {
    if (!body.destroyed) body.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return {
    fileName: catalogFileName(businessDate(new Date()), q.format),
    contentType: q.format === 'xlsx' ? XLSX_TYPE : CSV_TYPE,
    body,
  };
}
