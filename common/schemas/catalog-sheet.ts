import { z } from 'zod';
import { UNIT_SYSTEMS } from '../quantity-kinds';
import { adminListQuery } from './pagination';

// The catalogue's spreadsheets (docs/product.md §27): the export's query, which the back office's
// Export control builds from what the variant list shows.

const CATALOG_SHEET_FORMATS = ['xlsx', 'csv'] as const;
export type CatalogSheetFormat = (typeof CATALOG_SHEET_FORMATS)[number];

export const CATALOG_EXPORT_MESSAGES = {
  format: 'Format must be xlsx or csv.',
  units: 'Units must be metric or imperial.',
  id: 'Must be the id of a brand or category: a positive whole number.',
  unknownBrand: 'There is no brand with this id.',
  unknownCategory: 'There is no category with this id.',
} as const;

/** An optional record id in the query; empty means none. */
const optionalId = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string({ error: CATALOG_EXPORT_MESSAGES.id })
    .regex(/^[1-9]\d{0,9}$/, CATALOG_EXPORT_MESSAGES.id)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, CATALOG_EXPORT_MESSAGES.id))
    .optional(),
);

/** GET /api/admin/catalog/export: the file's format and unit system, and the variant list's filters. */
export const catalogExportQuery = z.object({
  format: z.enum(CATALOG_SHEET_FORMATS, CATALOG_EXPORT_MESSAGES.format).default('xlsx'),
  units: z.enum(UNIT_SYSTEMS, CATALOG_EXPORT_MESSAGES.units).default('metric'),
  brand: optionalId.describe('A brand id: only its variants'),
  category: optionalId.describe('A category id: only its variants'),
  search: adminListQuery.shape.search,
});
export type CatalogExportQuery = z.infer<typeof catalogExportQuery>;

/** The download's file name: catalogue-2026-12-02.xlsx (the date in Manila). */
export const catalogFileName = (date: string, format: CatalogSheetFormat) => `catalogue-${date}.${format}`;
