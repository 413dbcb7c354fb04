import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { errorBody } from '#app/test/api';
import { listSection, openSection } from '#app/test/list-sections';
import { server } from '#app/test/server';
import { rowOf } from '#app/test/table';
import { CATALOG_IMPORT_MESSAGES, type ImportReport } from '#common/schemas/catalog-import';

// The variant list's Import (docs/product.md §27.2): a file checked first, its errors listed with
// row and column, an unknown column ignored only when chosen (and then checked again), Import only
// after a clean check, and the server's refusal said in the dialog.

const variants = listSection('Variants');
const IMPORT = '/api/admin/catalog/import';
const none = { brands: 0, categories: 0, products: 0, variants: 0 };

function reportOf(over: Partial<ImportReport>): ImportReport {
  return {
    import_id: 'r1',
    status: 'done',
    dry_run: true,
    summary: { create: none, update: none, unchanged: none, errors: 0 },
    columns: [],
    errors: [],
    changes: [],
    ...over,
  };
}

const withColour = reportOf({
  summary: { create: none, update: { ...none, variants: 1 }, unchanged: none, errors: 2 },
  errors: [
    {
      sheet: 'Catalogue',
      row: 1,
      column: 'Colour',
      value: 'Colour',
      message: CATALOG_IMPORT_MESSAGES.unknownColumn,
    },
    { sheet: 'Catalogue', row: 3, column: 'price', value: -5, message: 'Price must be at least 0.' },
  ],
});
const clean = reportOf({
  summary: { create: { ...none, variants: 1 }, update: { ...none, variants: 1 }, unchanged: none, errors: 0 },
  changes: [
    { sheet: 'Catalogue', row: 2, entity: 'variant', id: 7, field: 'price', from: 100, to: 120 },
    { sheet: 'Catalogue', row: 3, entity: 'variant', field: 'variant_name', from: null, to: 'NL-60' },
  ],
});

/** The import answers `answers` in turn; each request's dry_run and mapping are kept. */
function serveImport(...answers: (ImportReport | Response)[]) {
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

async function openImport() {
  const { user } = openSection(variants, 2);
  await waitFor(() => rowOf('Variant 1'));
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = screen.getByRole('dialog', { name: 'Import a spreadsheet' });
  const choose = async (name = 'catalogue.xlsx') =>
    user.upload(within(dialog).getByLabelText('Spreadsheet'), new File(['x'], name));
  return { user, dialog, choose };
}

it('lists every error of the check, and imports only after the unknown column is ignored and the file checked clean', async () => {
  const asked = serveImport(withColour, clean, { ...clean, dry_run: false, import_id: 'set-1' });
  const { user, dialog, choose } = await openImport();
  const check = within(dialog).getByRole('button', { name: 'Check file' });
  const apply = within(dialog).getByRole('button', { name: 'Import' });
  expect(check).toBeDisabled();
  await choose();
  expect(apply).toBeDisabled();

  await user.click(check);
  expect(await within(dialog).findByText(/2 errors: fix the file and check it again\./)).toBeVisible();
  const errors = within(dialog).getByRole('table', { name: 'Errors' });
  expect(
    within(errors)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual([
    'SheetRowColumnValueProblem',
    `Catalogue1ColourColour${CATALOG_IMPORT_MESSAGES.unknownColumn}`,
    'Catalogue3price-5Price must be at least 0.',
  ]);
  expect(apply).toBeDisabled();

  await user.click(within(dialog).getByRole('checkbox', { name: 'Ignore “Colour”' }));
  expect(within(dialog).getByText('Ignoring: Colour. Check the file again.')).toBeVisible();
  await user.click(check);
  expect(await within(dialog).findByText('No errors. New: 1 variant · Changed: 1 variant.')).toBeVisible();
  const changes = within(dialog).getByRole('table', { name: 'Changes' });
  expect(
    within(changes)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual([
    'RowRecordFieldNowAfter import',
    '2variant #7price100120',
    '3new variantvariant_name(empty)NL-60',
  ]);

  await user.click(apply);
  expect(await screen.findByText('Imported. New: 1 variant · Changed: 1 variant.')).toBeVisible();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(asked).toEqual([
    { dryRun: 'true', mapping: null, file: 'catalogue.xlsx' },
    { dryRun: 'true', mapping: '{"Colour":null}', file: 'catalogue.xlsx' },
    { dryRun: 'false', mapping: '{"Colour":null}', file: 'catalogue.xlsx' },
  ]);
});

it('says why a file was refused, keeps it chosen, and says Checking while it is read', async () => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(IMPORT, async () => {
      await gate;
      return HttpResponse.json(errorBody('The file is empty.', { file: ['The file is empty.'] }), {
        status: 422,
      });
    }),
  );
  const { user, dialog, choose } = await openImport();
  await choose('empty.csv');
  await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
  const busy = await within(dialog).findByRole('button', { name: 'Checking...' });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute('aria-busy', 'true');
  release();
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is empty.');
  expect(within(dialog).getByRole('button', { name: 'Check file' })).toBeEnabled();
  expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
});

it('is not offered to a role that only reads the catalogue', async () => {
  openSection(variants, 1, { role: 'viewer' });
  await waitFor(() => rowOf('Variant 1'));
  expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
});
