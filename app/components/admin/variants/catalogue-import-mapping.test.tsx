import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { CATALOGUE_FIELDS, job, none, openImport, reportOf, serveImport } from '#app/test/catalogue-import';
import {
  CATALOG_IMPORT_MESSAGES,
  IMPORT_JOB_MESSAGES,
  type ImportReport,
} from '#common/schemas/catalog-import';
import { NOT_RECOGNISED } from './catalogue-import-mapping';

// The import dialog's Columns (docs/product.md §27.2): after a check, each column of the file with
// the field it fills, found by its name or not recognised until the admin maps or ignores it; a
// change clears the report and the next check sends the choices as `mapping`. And the report's
// states: nothing to change, a failed apply, a job that stopped.

const unknown = (column: string) => ({
  sheet: 'Catalogue',
  row: 1,
  column,
  value: column,
  message: CATALOG_IMPORT_MESSAGES.unknownColumn,
});
const noBranch = 'There is no branch with the slug "nowhere".';

/** A supplier's file: one column found by its name, two the import does not know, a stock column of no branch. */
const supplier = reportOf({
  summary: { create: none, update: none, unchanged: { ...none, variants: 1 }, errors: 3 },
  columns: [
    { sheet: 'Catalogue', header: 'Variant ID', field: 'variant_id' },
    { sheet: 'Catalogue', header: 'List Price', field: null },
    { sheet: 'Catalogue', header: 'Colour', field: null },
    { sheet: 'Catalogue', header: 'stock: Nowhere', field: null },
  ],
  errors: [
    unknown('List Price'),
    unknown('Colour'),
    { sheet: 'Catalogue', row: 1, column: 'stock: Nowhere', value: 'stock: Nowhere', message: noBranch },
  ],
});

/** The same file checked with List Price as price and the other two ignored. */
const mapped = reportOf({
  summary: { create: none, update: { ...none, variants: 1 }, unchanged: none, errors: 0 },
  columns: [
    { sheet: 'Catalogue', header: 'Variant ID', field: 'variant_id' },
    { sheet: 'Catalogue', header: 'List Price', field: 'price' },
    { sheet: 'Catalogue', header: 'Colour', field: null },
    { sheet: 'Catalogue', header: 'stock: Nowhere', field: null },
  ],
  changes: [{ sheet: 'Catalogue', row: 2, entity: 'variant', id: 7, field: 'price', from: 100, to: 120 }],
});

const columnsOf = (dialog: HTMLElement) => within(dialog).getByRole('table', { name: 'Columns' });
const select = (dialog: HTMLElement, header: string) =>
  within(columnsOf(dialog)).getByRole('combobox', { name: header }) as HTMLSelectElement;
const shown = (box: HTMLSelectElement) => box.selectedOptions[0]?.textContent;

async function checked(...answers: ImportReport[]) {
  const asked = serveImport(...answers);
  const opened = await openImport();
  await opened.choose('supplier.csv');
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Check file' }));
  await within(opened.dialog).findByRole('table', { name: 'Columns' });
  return { ...opened, asked };
}

it('lists every column with the field it fills: found by its name, or not recognised until chosen', async () => {
  const { dialog } = await checked(supplier);
  expect(within(dialog).getByText('3 columns need your choice.')).toBeVisible();

  const id = select(dialog, 'Variant ID');
  expect(id).toHaveValue('variant_id');
  expect(id).toHaveAccessibleDescription('Matched by its name.');
  expect(id).not.toHaveAttribute('aria-invalid');

  const price = select(dialog, 'List Price');
  expect(shown(price)).toBe('Choose a field');
  expect(price).toHaveAttribute('aria-invalid', 'true');
  expect(price).toHaveAccessibleDescription(NOT_RECOGNISED);
  // Ignore, the column as a specification of its own, then the fields the server listed, grouped.
  expect([...price.options].map((o) => o.textContent)).toEqual([
    'Choose a field',
    'Ignore this column',
    'As a specification of its own (spec: List Price)',
    ...CATALOGUE_FIELDS,
  ]);
  expect([...price.querySelectorAll('optgroup')].map((g) => g.label)).toEqual([
    'Fields',
    'Stock at a branch',
    'Specifications',
  ]);
  // A column the import read but cannot use says why.
  expect(select(dialog, 'stock: Nowhere')).toHaveAccessibleDescription(noBranch);
  // The errors are listed all, and nothing can be imported yet.
  expect(within(within(dialog).getByRole('table', { name: 'Errors' })).getAllByRole('row')).toHaveLength(4);
  expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
});

it('clears the report when a column changes, and the next check and the import send the choices', async () => {
  const { user, dialog, asked } = await checked(supplier, mapped, {
    ...mapped,
    dry_run: false,
    import_id: 'i2',
  });
  const check = within(dialog).getByRole('button', { name: 'Check file' });
  const apply = within(dialog).getByRole('button', { name: 'Import' });

  await user.selectOptions(select(dialog, 'List Price'), 'price');
  expect(within(dialog).queryByRole('region', { name: 'Check result' })).toBeNull();
  expect(within(dialog).getByRole('status')).toHaveTextContent('Columns changed: check the file again.');
  expect(select(dialog, 'List Price')).toHaveAccessibleDescription('Your choice.');
  expect(select(dialog, 'List Price')).not.toHaveAttribute('aria-invalid');
  expect(apply).toBeDisabled();
  await user.selectOptions(select(dialog, 'Colour'), 'Ignore this column');
  await user.selectOptions(select(dialog, 'stock: Nowhere'), 'Ignore this column');
  expect(select(dialog, 'Colour')).toHaveAccessibleDescription('Ignored: its cells are not read.');
  expect(
    within(dialog).getByText('Change any column here; each change asks for another check.'),
  ).toBeVisible();

  await user.click(check);
  expect(await within(dialog).findByText('No errors. Changed: 1 variant.')).toBeVisible();
  expect(within(dialog).queryByText('Columns changed: check the file again.')).toBeNull();
  expect(select(dialog, 'List Price')).toHaveValue('price');
  await user.click(apply);
  expect(await within(dialog).findByText('Imported. Changed: 1 variant.')).toBeVisible();
  // Done, the columns are no longer asked about.
  expect(within(dialog).queryByRole('table', { name: 'Columns' })).toBeNull();

  const sent = '{"List Price":"price","Colour":null,"stock: Nowhere":null}';
  expect(asked).toEqual([
    { dryRun: 'true', mapping: null, file: 'supplier.csv' },
    { dryRun: 'true', mapping: sent, file: 'supplier.csv' },
    { dryRun: 'false', mapping: sent, file: 'supplier.csv' },
  ]);
});

it('keeps the choices for a corrected file, and sends only those of its own columns after its check', async () => {
  const corrected = reportOf({
    ...mapped,
    columns: mapped.columns.filter((c) => c.header !== 'stock: Nowhere'),
  });
  const { user, dialog, choose, asked } = await checked(supplier, mapped, corrected, corrected);
  await user.selectOptions(select(dialog, 'List Price'), 'price');
  await user.selectOptions(select(dialog, 'Colour'), 'Ignore this column');
  await user.selectOptions(select(dialog, 'stock: Nowhere'), 'Ignore this column');
  await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
  await within(dialog).findByText('No errors. Changed: 1 variant.');

  await choose('supplier-fixed.csv');
  expect(within(dialog).queryByRole('table', { name: 'Columns' })).toBeNull();
  expect(within(dialog).queryByRole('region', { name: 'Check result' })).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
  await within(dialog).findByText('No errors. Changed: 1 variant.');
  expect(select(dialog, 'List Price')).toHaveValue('price');
  expect(within(columnsOf(dialog)).queryByRole('combobox', { name: 'stock: Nowhere' })).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
  await within(dialog).findByText('No errors. Changed: 1 variant.');

  expect(asked.slice(2).map((a) => [a.file, a.mapping])).toEqual([
    ['supplier-fixed.csv', '{"List Price":"price","Colour":null,"stock: Nowhere":null}'],
    ['supplier-fixed.csv', '{"List Price":"price","Colour":null}'],
  ]);
});

it('keeps Import disabled when the check finds nothing to change', async () => {
  const same = reportOf({
    summary: { create: none, update: none, unchanged: { ...none, variants: 2 }, errors: 0 },
    columns: [{ sheet: 'Catalogue', header: 'variant_id', field: 'variant_id' }],
  });
  const { dialog } = await checked(same);
  expect(within(dialog).getByText('No errors. Unchanged: 2 variants.')).toBeVisible();
  expect(
    within(dialog).getByText('Change any column here; each change asks for another check.'),
  ).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
});

it('shows a failed apply’s errors, and why a job stopped without a report', async () => {
  const failed = reportOf({
    ...mapped,
    dry_run: false,
    status: 'failed',
    summary: { ...mapped.summary, errors: 1 },
    errors: [{ sheet: 'Catalogue', row: 2, column: 'name', value: 'NL-50', message: 'This name is taken.' }],
    changes: [],
  });
  const { user, dialog } = await checked(mapped, failed);
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
  expect(await within(dialog).findByText(/^1 error: fix the file and check it again\./)).toBeVisible();
  expect(
    within(within(dialog).getByRole('table', { name: 'Errors' })).getByText('This name is taken.'),
  ).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();

  serveImport({ ...job, dry_run: false, status: 'failed', error: IMPORT_JOB_MESSAGES.failed });
  await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(IMPORT_JOB_MESSAGES.failed);
  expect(screen.getByRole('dialog', { name: 'Import a spreadsheet' })).toBeVisible();
});
