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

/** What a finished check or apply found: the counts, how each column was read, errors, changes. */
const importResultShape = {
  summary: z.object({ create: counts, update: counts, unchanged: counts, errors: z.number() }),
  /** What a column of each sheet may be mapped to (the mapping editor's choices). */
  fields: z.array(z.object({ sheet: z.string(), fields: z.array(z.string()) })),
  /** How each column was read: the field it fills, or null when it is ignored or unknown. */
  columns: z.array(z.object({ sheet: z.string(), header: z.string(), field: z.string().nullable() })),
  errors: z.array(importErrorSchema),
  changes: z.array(importChangeSchema),
};
export type ImportResult = z.infer<z.ZodObject<typeof importResultShape>>;

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/** How long after its apply an import can be undone (docs/product.md §27.3). */
export const IMPORT_UNDO_DAYS = 7;

/** An import as a job (decision 072): where it is, and who started it when. */
const importJobShape = {
  /** The import's own id (GET /api/admin/catalog/imports/{id}). */
  import_id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  dry_run: z.boolean(),
  progress: z.object({ rows_checked: z.number(), rows_total: z.number() }),
  file_name: z.string(),
  user: z.object({ id: z.number().nullable(), name: z.string() }),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** The audit trail's change set of an applied import; null for a dry run or before it commits. */
  change_set_id: z.string().nullable(),
  /** Why it failed or stopped, when it did without a report (a crash, a cancel). */
  error: z.string().nullable(),
  /** Until when Undo is offered: an applied import with changes, not undone yet. */
  undo_until: z.string().nullable(),
  undone_at: z.string().nullable(),
};

/** The body of the import's POST and GET: the job, and its report once finished. */
export const importJobSchema = z.object({
  ...importJobShape,
  ...z.object(importResultShape).partial().shape,
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** A finished import: the job with its whole report. */
const importReportSchema = z.object({ ...importJobShape, ...importResultShape });
export type ImportReport = z.infer<typeof importReportSchema>;

/** A line of the import history: the job and its counts, without the lists. */
export const importHistoryItemSchema = z.object({
  ...importJobShape,
  summary: importResultShape.summary.optional(),
});
export type ImportHistoryItem = z.infer<typeof importHistoryItemSchema>;

/** GET /api/admin/catalog/imports/{id} and its actions. */
export const importParams = z.object({ id: z.uuid({ error: 'Use an import id.' }) });

/** The history: a page of imports, newest first. */
export const importHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

export const IMPORT_JOB_MESSAGES = {
  busy: 'Another import is being checked or applied. Wait for it to finish, or cancel it.',
  notFound: 'There is no import with this id.',
  cancelled: 'Import cancelled: nothing was written.',
  cancelTooLate: 'The import has finished: it can no longer be cancelled.',
  crashed: 'The server stopped while this import ran: nothing was written. Start it again.',
  failed: 'The import stopped on an unexpected error: nothing was written.',
  undone: 'Import undone.',
  undoDryRun: 'A check changed nothing: there is nothing to undo.',
  undoNothing: 'This import changed nothing: there is nothing to undo.',
  undoAgain: 'This import has already been undone.',
  undoExpired: `An import can be undone for ${IMPORT_UNDO_DAYS} days after it was applied.`,
  undoNotApplied: 'Only an applied import can be undone.',
} as const;
