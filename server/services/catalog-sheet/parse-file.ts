import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS, CATALOG_IMPORT_MESSAGES as M } from '#common/schemas/catalog-import';
import { ValidationFailed } from '../../errors';
import type { Cell } from './columns';
import { SHEET_NAMES } from './columns';

// Reading an uploaded spreadsheet (docs/product.md §27, decision 062): what it is, sniffed from its
// bytes (never its name); its sheets as a header and rows of plain cells. A formula is read as the
// value the spreadsheet last calculated, never evaluated; a CSV not in UTF-8 is read as
// Windows-1252, the encoding Excel on Windows saves "CSV" in.

export interface SheetTable {
  name: string;
  header: string[];
  /** Data rows: rows[i] is the spreadsheet's row i + 2 (the header is row 1). */
  rows: Cell[][];
}

const refuse = (message: string): never => {
  throw new ValidationFailed({ file: [message] });
};

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export async function readSpreadsheet(bytes: Buffer): Promise<SheetTable[]> {
  if (bytes.length === 0) refuse(M.empty);
  const tables = bytes.subarray(0, 4).equals(ZIP) ? await readXlsx(bytes) : readCsv(bytes);
  const rowCount = tables.reduce((n, t) => n + t.rows.length, 0);
  if (rowCount > IMPORT_MAX_ROWS) refuse(M.tooManyRows);
  if (tables.length === 0) refuse(M.noSheet);
  return tables;
}

/** A cell of exceljs as plain text or a number: rich text joined, a link's text, a formula's result. */
function plainCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    return result === undefined || (typeof result === 'object' && result !== null && 'error' in result)
      ? null
      : plainCell(result);
  }
  if ('text' in value) return typeof value.text === 'string' ? value.text : plainCell(value.text);
  return null; // an error value (#N/A)
}

async function readXlsx(bytes: Buffer): Promise<SheetTable[]> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    refuse(M.unreadableXlsx);
  }
  const known = new Set<string>(Object.values(SHEET_NAMES).map((n) => n.toLowerCase()));
  const sheets = book.worksheets.filter((s) => known.has(s.name.trim().toLowerCase()));
  // A workbook of one sheet with another name is the catalogue (a file saved from elsewhere).
  if (sheets.length === 0 && book.worksheets.length === 1) sheets.push(book.worksheets[0]);
  const tables: SheetTable[] = [];
  for (const sheet of sheets) {
    if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1) refuse(M.tooManyRows);
    const grid: Cell[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      const cells: Cell[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        cells[col - 1] = plainCell(cell.value);
      });
      grid[number - 1] = Array.from(cells, (c) => c ?? null);
    });
    const table = toTable(
      canonicalName(sheet.name),
      Array.from(grid, (r) => r ?? []),
    );
    if (table) tables.push(table);
  }
  return tables;
}

const canonicalName = (name: string) =>
  Object.values(SHEET_NAMES).find((n) => n.toLowerCase() === name.trim().toLowerCase()) ??
  SHEET_NAMES.catalogue;

function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function readCsv(bytes: Buffer): SheetTable[] {
  // Binary files (images, PDFs, other office formats) have control bytes no text file has.
  const head = bytes.subarray(0, 8192);
  if (head.some((b) => b === 0 || (b < 0x09 && b !== 0))) refuse(M.notSheet);
  let records: string[][];
  try {
    records = parse(decode(bytes), { relax_column_count: true, skip_empty_lines: false, bom: true });
  } catch {
    return refuse(M.notSheet);
  }
  const table = toTable(SHEET_NAMES.catalogue, records);
  return table ? [table] : [];
}

/** The first row as the header; trailing empty rows dropped. */
function toTable(name: string, grid: Cell[][]): SheetTable | null {
  const [first, ...rows] = grid;
  const header = (first ?? []).map((c) => (c === null ? '' : String(c).trim()));
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  if (header.length === 0) return null;
  const isEmpty = (row: Cell[]) => row.every((c) => c === null || String(c).trim() === '');
  while (rows.length > 0 && isEmpty(rows[rows.length - 1])) rows.pop();
  return { name, header, rows };
}
