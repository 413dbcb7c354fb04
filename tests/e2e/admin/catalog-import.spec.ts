import { expect, journey, type Locator, type Page } from '../fixtures';
import { row, seriousViolations, uniqueName } from '../support/catalog';
import { makeVariant, searchFor } from '../support/variants';
import { DESKTOP, PHONE } from '../support/viewports';

// Importing a supplier's spreadsheet (docs/product.md §27.2, §27.3), on a desktop: the columns the
// import found by name and those it did not, mapped and ignored by hand; a check that finds a bad
// price; the corrected file checked with the same choices and applied; the change in the variant
// list; Undo from Recent imports puts it back. On a phone, the first check's mapping: its layout and
// axe. The mapping's and the report's other states are component tests
// (app/components/admin/variants/catalogue-import*.test.tsx).

const NOT_RECOGNISED = 'Not recognised — choose a field or ignore';

/** A CSV as a spreadsheet saves it: CRLF line ends, a cell with a comma or quote quoted. */
const csv = (rows: (string | number)[][]) =>
  rows
    .map((cells) =>
      cells
        .map((c) => (/[",\r\n]/.test(String(c)) ? `"${String(c).replaceAll('"', '""')}"` : String(c)))
        .join(','),
    )
    .join('\r\n');

async function check(box: Locator) {
  await box.getByRole('button', { name: 'Check file' }).click();
  await expect(box.getByRole('region', { name: 'Check result' })).toBeVisible({ timeout: 20_000 });
}

async function closeDialog(page: Page, box: Locator) {
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
}

/** A file of one row for `variant`: its new name and `price`, and a column the import has no field for. */
const supplierFile = (variant: { id: number }, renamed: string, price: number) => ({
  name: 'supplier.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    csv([
      ['Variant ID', 'Model', 'List Price', 'Colour'],
      [variant.id, renamed, price, 'Yellow, RAL 1007'],
    ]),
  ),
});

/**
 * Opens the import from the variant list, checks `file` and reads the first check's mapping:
 * Variant ID found by its name, the supplier's own names waiting for a choice, Import disabled,
 * no serious axe violations, and the table within the dialog and the page within the screen.
 */
async function firstCheck(page: Page, file: ReturnType<typeof supplierFile>, width: number) {
  const opener = page.getByRole('button', { name: 'Import', exact: true });
  await opener.click();
  const box = page.getByRole('dialog', { name: 'Import a spreadsheet' });
  await box.getByLabel('Spreadsheet').setInputFiles(file);
  await check(box);
  const columns = box.getByRole('table', { name: 'Columns' });
  const select = (header: string) => columns.getByRole('combobox', { name: header, exact: true });
  await expect(select('Variant ID')).toHaveValue('variant_id');
  for (const header of ['Model', 'List Price', 'Colour'])
    await expect(select(header)).toHaveAccessibleDescription(NOT_RECOGNISED);
  await expect(box.getByText('3 columns need your choice.')).toBeVisible();
  await expect(box.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  // The table fits the dialog: nothing scrolls sideways, at a phone's width either.
  expect(await columns.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0) + 1)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  return { opener, box, select };
}

/** Two checks, an apply and an undo, each followed in the list: six tests' time. */
journey(6, DESKTOP)(
  `an editor maps a supplier's columns, fixes the file, imports it and undoes it at ${DESKTOP.width} px`,
  async ({ page, fresh, asAdmin }) => {
    const name = uniqueName('SRR-IM Roller');
    const variant = await makeVariant(fresh, page.request, name);
    const renamed = `${name} Mk II`;

    await asAdmin('/admin/variants');
    await searchFor(page, name);
    const { opener, box, select } = await firstCheck(page, supplierFile(variant, renamed, -5), DESKTOP.width);

    await select('Model').selectOption('variant_name');
    await select('List Price').selectOption('price');
    await select('Colour').selectOption({ label: 'Ignore this column' });
    await expect(box.getByText('Columns changed: check the file again.')).toBeVisible();
    await check(box);
    await expect(box.getByText(/^1 error: fix the file and check it again\./)).toBeVisible();
    const errors = box.getByRole('table', { name: 'Errors' });
    await expect(errors.getByRole('row').filter({ hasText: 'List Price' })).toContainText('-5');
    await expect(box.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

    // The corrected file: the same columns, so the same choices.
    await box.getByLabel('Spreadsheet').setInputFiles(supplierFile(variant, renamed, 274_000));
    await check(box);
    await expect(box.getByText('No errors. Changed: 1 variant.')).toBeVisible();
    await expect(select('List Price')).toHaveValue('price');
    const changes = box.getByRole('table', { name: 'Changes' });
    await expect(changes.getByRole('row').filter({ hasText: 'price' })).toContainText('274000');
    await expect(changes.getByRole('row').filter({ hasText: 'variant_name' })).toContainText(renamed);
    await box.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(box.getByRole('region', { name: 'Import result' })).toContainText(
      'Imported. Changed: 1 variant.',
      { timeout: 20_000 },
    );
    await closeDialog(page, box);

    await searchFor(page, renamed);
    await expect(row(page, renamed)).toContainText('274,000');

    // Undo from Recent imports (the newest is this apply): the name and the price go back.
    await opener.click();
    const recent = box.getByRole('region', { name: 'Recent imports' });
    await recent.getByRole('listitem').first().getByRole('button', { name: 'Undo import' }).click();
    await expect(page.getByText('Import undone.').first()).toBeVisible({ timeout: 20_000 });
    await closeDialog(page, box);
    await searchFor(page, name);
    await expect(row(page, name)).toContainText('Contact for Price');
    await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  },
);

// At a phone's width the same dialog and its mapping, read once: what the journey does next is
// the same code at any width, and the choices, the report and the undo are component tests.
journey(2, PHONE)(
  `at ${PHONE.width} px the import's column mapping fits the screen with no serious axe violations`,
  async ({ page, fresh, asAdmin }) => {
    const name = uniqueName('SRR-IM Roller');
    const variant = await makeVariant(fresh, page.request, name);
    await asAdmin('/admin/variants');
    const { box } = await firstCheck(page, supplierFile(variant, `${name} Mk II`, -5), PHONE.width);
    await closeDialog(page, box);
  },
);
