import { z } from 'zod';

// Bringing the catalogue back in from a spreadsheet (docs/product.md §27): what the import takes
// besides the file, and the report it answers with, for a dry run and an apply alike.

/** The largest file the import reads. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Rows a file may hold, over all its sheets (the header rows not counted). */
export const IMPORT_MAX_ROWS = 100_000;
/** The cell text that empties a field (an empty cell leaves it as it is). */
export const CLEAR_WORD = '(clear)';

export const CATALOG_IMPORT_MESSAGES = {
  fileRequired: 'Choose a spreadsheet (XLSX or CSV) to import.',
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  empty: 'The file is empty.',
  notSheet: 'The file is neither an XLSX workbook nor a CSV file.',
  unreadableXlsx: 'The file looks like an XLSX workbook but could not be read.',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`,
  noSheet: 'The file has no Catalogue, Brands or Categories sheet with a header row.',
  mapping:
    'Mapping must be JSON: an object from a column header to a field name, or null to ignore the column.',
  dryRun: 'dry_run must be true or false.',
  hasErrors: 'The file has errors: nothing was imported. Fix them and try again.',
  unknownColumn: 'Unknown column: map it to a field, or choose to ignore it.',
  duplicateColumn: 'This column appears twice in the sheet.',
} as const;

/** `dry_run` as a form field or in the query string: true unless it says false. */
export const dryRunFlag = z
  .enum(['true', 'false', '1', '0'], CATALOG_IMPORT_MESSAGES.dryRun)
  .optional()
  .transform((v) => v !== 'false' && v !== '0');

/** Column header → the field it fills (a header of the export), or null: ignore the column. */
export const importMappingSchema = z.record(z.string().max(300), z.string().max(300).nullable());
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const IMPORT_ENTITIES = ['brands', 'categories', 'products', 'variants'] as const;
const counts = z.object({
  brands: z.number(),
  categories: z.number(),
  products: z.number(),
  variants: z.number(),
});
export type ImportCounts = z.infer<typeof counts>;

const cellValue = z.union([z.string(), z.number(), z.null()]);

const importErrorSchema = z.object({
  sheet: z.string(),
  /** The spreadsheet's row number: the header is row 1. */
  row: z.number(),
  /** The header's text; empty for an error about the whole row. */
  column: z.string(),
  value: cellValue,
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

const importChangeSchema = z.object({
  sheet: z.string(),
  row: z.number(),
  entity: z.enum(['brand', 'category', 'product', 'variant']),
  /** The record's id; absent for a record the import creates (in a dry run). */
  id: z.number().optional(),
  field: z.string(),
  from: cellValue,
  to: cellValue,
});
export type ImportChange = z.infer<typeof importChangeSchema>;

export const importReportSchema = z.object({
  /** The change set of an applied import in the audit trail; a dry run's own id otherwise. */
  import_id: z.string(),
  status: z.enum(['done', 'failed']),
  dry_run: z.boolean(),
  summary: z.object({ create: counts, update: counts, unchanged: counts, errors: z.number() }),
  /** How each column was read: the field it fills, or null when it is ignored or unknown. */
  columns: z.array(z.object({ sheet: z.string(), header: z.string(), field: z.string().nullable() })),
  errors: z.array(importErrorSchema),
  changes: z.array(importChangeSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;
