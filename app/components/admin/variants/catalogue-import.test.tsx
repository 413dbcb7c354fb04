import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { errorBody, heldUntilReleased, savedBody } from '#app/test/api';
import {
  IMPORT,
  IMPORTS,
  job,
  none,
  openImport,
  reportOf,
  serveHistory,
  serveImport,
} from '#app/test/catalogue-import';
import { listSection, openSection } from '#app/test/list-sections';
import { server } from '#app/test/server';
import { rowOf, rowTexts } from '#app/test/table';
import { CATALOG_IMPORT_MESSAGES, type ImportReport } from '#common/schemas/catalog-import';

// The variant list's Import (docs/product.md §27.2, §27.3): a file checked first, its errors listed
// with row and column, an unknown column ignored only when chosen (and then checked again), Import
// only after a clean check, and the server's refusal said in the dialog. A long import shows its
// progress and can be cancelled; an applied one can be undone (or says why not); Recent imports.
// The column mapping's states and the report's others: catalogue-import-mapping.test.tsx.

const variants = listSection('Variants');

const withColour = reportOf({
  summary: { create: none, update: { ...none, variants: 1 }, unchanged: none, errors: 2 },
  columns: [
    { sheet: 'Catalogue', header: 'variant_id', field: 'variant_id' },
    { sheet: 'Catalogue', header: 'price', field: 'price' },
    { sheet: 'Catalogue', header: 'Colour', field: null },
  ],
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
/** The clean check of the file with Colour, once it is ignored. */
const cleanColour = { ...clean, columns: withColour.columns };
/** An import of the clean file, applied and still within its undo time, as Recent imports lists it. */
const undoable = (import_id: string) => ({
  ...job,
  import_id,
  dry_run: false,
  change_set_id: 'cs',
  undo_until: '2026-12-09T02:00:00.000Z',
  summary: clean.summary,
});

it('lists every error of the check, and imports only after the unknown column is ignored and the file checked clean', async () => {
  const asked = serveImport(withColour, cleanColour, { ...cleanColour, dry_run: false, import_id: 'set-1' });
  serveHistory();
  const { user, dialog, choose } = await openImport();
  const check = within(dialog).getByRole('button', { name: 'Check file' });
  const apply = within(dialog).getByRole('button', { name: 'Import' });
  expect(check).toBeDisabled();
  await choose();
  expect(apply).toBeDisabled();

  await user.click(check);
  expect(await within(dialog).findByText(/2 errors: fix the file and check it again\./)).toBeVisible();
  const errors = within(dialog).getByRole('table', { name: 'Errors' });
  expect(rowTexts(errors)).toEqual([
    'SheetRowColumnValueProblem',
    `Catalogue1ColourColour${CATALOG_IMPORT_MESSAGES.unknownColumn}`,
    'Catalogue3price-5Price must be at least 0.',
  ]);
  expect(apply).toBeDisabled();

  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Colour' }), 'Ignore this column');
  expect(within(dialog).getByText('Columns changed: check the file again.')).toBeVisible();
  await user.click(check);
  expect(await within(dialog).findByText('No errors. New: 1 variant · Changed: 1 variant.')).toBeVisible();
  const changes = within(dialog).getByRole('table', { name: 'Changes' });
  expect(rowTexts(changes)).toEqual([
    'RowRecordFieldNowAfter import',
    '2variant #7price100120',
    '3new variantvariant_name(empty)NL-60',
  ]);

  await user.click(apply);
  expect(await within(dialog).findByText('Imported. New: 1 variant · Changed: 1 variant.')).toBeVisible();
  // The list's banner says it too; the dialog stays for the report's Undo.
  expect(screen.getAllByText('Imported. New: 1 variant · Changed: 1 variant.')).toHaveLength(2);
  expect(asked).toEqual([
    { dryRun: 'true', mapping: null, file: 'catalogue.xlsx' },
    { dryRun: 'true', mapping: '{"Colour":null}', file: 'catalogue.xlsx' },
    { dryRun: 'false', mapping: '{"Colour":null}', file: 'catalogue.xlsx' },
  ]);
});

it('says why a file was refused, keeps it chosen, and says Checking while it is read', async () => {
  const { held: gate, release } = heldUntilReleased();
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

it('shows the rows checked while a long import runs, and cancels it', async () => {
  const running = {
    ...job,
    status: 'running',
    dry_run: false,
    progress: { rows_checked: 0, rows_total: 5000 },
  };
  let cancelled = false;
  let polls = 0;
  server.use(
    http.get(`${IMPORTS}/r1`, () => {
      polls += 1;
      return HttpResponse.json({
        success: true,
        data: { ...running, progress: { rows_checked: 1200, rows_total: 5000 } },
      });
    }),
    http.post(`${IMPORTS}/r1/cancel`, () => {
      cancelled = true;
      const data = { ...running, status: 'cancelled', error: 'Import cancelled: nothing was written.' };
      return HttpResponse.json({ success: true, message: 'Import cancelled: nothing was written.', data });
    }),
  );
  const asked = serveImport(clean, running as ImportReport);
  const { user, dialog, choose } = await openImport();
  await choose();
  await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Import' }));
  expect(await within(dialog).findByText('Importing: rows 0 of 5,000 checked...')).toBeVisible();
  expect(
    await within(dialog).findByText('Importing: rows 1,200 of 5,000 checked...', {}, { timeout: 3000 }),
  ).toBeVisible();
  expect(polls).toBeGreaterThan(0);
  expect(within(dialog).getByRole('progressbar', { name: 'Rows checked' })).toHaveAttribute('value', '1200');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel import' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Import cancelled: nothing was written.',
  );
  expect(cancelled).toBe(true);
  expect(asked).toHaveLength(2);
});

it('undoes an applied import from its report', async () => {
  const applied = {
    ...clean,
    dry_run: false,
    import_id: 'i9',
    change_set_id: 'cs',
    undo_until: '2026-12-09T02:00:00.000Z',
  };
  serveImport(clean, applied);
  server.use(
    http.post(`${IMPORTS}/i9/undo`, () =>
      HttpResponse.json(savedBody('Import undone.', { ...applied, undone_at: 'x', undo_until: null })),
    ),
  );
  const { user, dialog, choose } = await openImport();
  await choose();
  await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Import' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Undo import' }));
  expect(await screen.findByText('Import undone.')).toBeVisible();
  expect(within(dialog).queryByRole('button', { name: 'Undo import' })).toBeNull();
});

it('lists the records changed since when an undo is refused (409), and undoes nothing', async () => {
  const item = undoable('i7');
  const { user, dialog } = await openImport([item]);
  server.use(
    http.post(`${IMPORTS}/i7/undo`, () =>
      HttpResponse.json(
        errorBody('Changed since this change set: variant 7: price. Nothing was reverted.', {
          'variant 7: price': ['It is now 130; this change set set it to 120.'],
        }),
        { status: 409 },
      ),
    ),
  );
  const history = within(dialog).getByRole('region', { name: 'Recent imports' });
  await user.click(await within(history).findByRole('button', { name: 'Undo import' }));
  const alert = await within(history).findByRole('alert');
  expect(alert).toHaveTextContent('Changed since this change set');
  expect(within(alert).getByRole('list', { name: 'Changed since the import' })).toHaveTextContent(
    'variant 7: price: It is now 130; this change set set it to 120.',
  );
});

it('says an undo from Recent imports in the list’s banner, though the history then drops its Undo', async () => {
  const item = undoable('i8');
  const { user, dialog } = await openImport([item]);
  server.use(
    http.post(`${IMPORTS}/i8/undo`, () => {
      const undone = { ...item, undo_until: null, undone_at: '2026-12-02T03:00:00.000Z' };
      serveHistory([undone]);
      return HttpResponse.json(savedBody('Import undone.', undone));
    }),
  );
  const history = within(dialog).getByRole('region', { name: 'Recent imports' });
  await user.click(await within(history).findByRole('button', { name: 'Undo import' }));
  expect(await screen.findByText('Import undone.')).toBeVisible();
  expect(await within(history).findByText(/· Undone$/)).toBeVisible();
  expect(within(history).queryByRole('button', { name: 'Undo import' })).toBeNull();
});

it('says when there are no recent imports', async () => {
  const { dialog } = await openImport();
  expect(await within(dialog).findByText('No imports yet.')).toBeVisible();
});

it('lists recent imports with who, when, status and counts; Undo only where offered', async () => {
  serveHistory([
    { ...undoable('a'), file_name: 'prices.csv' },
    {
      ...job,
      import_id: 'b',
      file_name: 'check.xlsx',
      status: 'failed',
      error: 'The server stopped while this import ran: nothing was written. Start it again.',
    },
  ]);
  const { user } = openSection(variants, 2);
  await waitFor(() => rowOf('Variant 1'));
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const history = within(screen.getByRole('dialog')).getByRole('region', { name: 'Recent imports' });
  const items = await within(history).findAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual([
    expect.stringMatching(/^prices\.csvAna Reyes · .+ · Import done · 1 new, 1 changed variantsUndo import$/),
    expect.stringMatching(/^check\.xlsxAna Reyes · .+ · Check failed$/),
  ]);
});
