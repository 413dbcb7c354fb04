import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ImportHistoryItem, ImportJob, ImportReport } from '#common/schemas/catalog-import';
import { listSection, openSection } from './list-sections';
import { server } from './server';
import { rowOf } from './table';

// The variant list's Import dialog as its component tests see it (docs/product.md §27.2, §27.3):
// a job's body, a report made from it, the upload and the history answered by MSW, and the dialog
// opened from the list with its file chosen.

export const IMPORT = '/api/admin/catalog/import';
export const IMPORTS = '/api/admin/catalog/imports';
export const none = { brands: 0, categories: 0, products: 0, variants: 0 };

/** A finished check's job fields. */
export const job = {
  import_id: 'r1',
  status: 'done',
  dry_run: true,
  progress: { rows_checked: 2, rows_total: 2 },
  file_name: 'catalogue.xlsx',
  user: { id: 1, name: 'Ana Reyes' },
  created_at: '2026-12-02T02:00:00.000Z',
  finished_at: '2026-12-02T02:00:01.000Z',
  change_set_id: null,
  error: null,
  undo_until: null,
  undone_at: null,
} satisfies ImportJob;

/** The fields the Catalogue sheet offers (a short list: the mapping's select lists what the server lists). */
export const CATALOGUE_FIELDS = [
  'variant_id',
  'variant_name',
  'product',
  'brand',
  'category',
  'price',
  'stock: cebu',
  'spec: Operating Mass [kg]',
  'spec: Operating Mass [lb]',
];

export function reportOf(over: Partial<ImportReport>): ImportReport {
  return {
    ...job,
    summary: { create: none, update: none, unchanged: none, errors: 0 },
    fields: [{ sheet: 'Catalogue', fields: CATALOGUE_FIELDS }],
    columns: [],
    errors: [],
    changes: [],
    ...over,
  };
}

/** The recent imports the dialog lists (none unless a test says). */
export function serveHistory(items: ImportHistoryItem[] = []) {
  server.use(
    http.get(IMPORTS, () =>
      HttpResponse.json({
        success: true,
        data: items,
        total: items.length,
        current_page: 1,
        last_page: 1,
        per_page: 5,
        pagination: { total: items.length, current_page: 1, last_page: 1, per_page: 5 },
      }),
    ),
  );
}

/** The import answers `answers` in turn; each request's dry_run, mapping and file name are kept. */
export function serveImport(...answers: (ImportJob | Response)[]) {
  const asked: { dryRun: string; mapping: string | null; file: string | null }[] = [];
  server.use(
    http.post(IMPORT, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      asked.push({
        dryRun: String(form.get('dry_run')),
        mapping: form.get('mapping') as string | null,
        file: file instanceof File ? file.name : null,
      });
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
      return answer instanceof Response ? answer : HttpResponse.json({ success: true, data: answer });
    }),
  );
  return asked;
}

/** The variant list with its Import dialog open; `choose` picks a file. */
export async function openImport(history: ImportHistoryItem[] = []) {
  serveHistory(history);
  const { user } = openSection(listSection('Variants'), 2);
  await waitFor(() => rowOf('Variant 1'));
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = screen.getByRole('dialog', { name: 'Import a spreadsheet' });
  const choose = async (name = 'catalogue.xlsx') =>
    user.upload(within(dialog).getByLabelText('Spreadsheet'), new File(['x'], name));
  return { user, dialog, choose };
}
