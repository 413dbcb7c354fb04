import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  dialog,
  holdRequests,
  type Ref,
  rowAction,
  seriousViolations,
  uniqueName,
  WIDTHS,
} from '../support/catalog';
import { group, spec } from '../support/variants';
import { DESKTOP } from '../support/viewports';

// The specifications grid of a product (docs/product.md §17): opened from the product editor,
// filled by pasting a block copied from a spreadsheet, undone and redone, saved in one go.

test.use({ viewport: DESKTOP });

const cell = (page: Page, parameter: string, variant: string) =>
  page.getByRole('textbox', { name: `${parameter}, ${variant}`, exact: true });

/** A paste as the browser fires it, with the clipboard's text as a spreadsheet puts it there. */
async function pasteInto(page: Page, label: string, text: string) {
  const target = page.getByRole('textbox', { name: label, exact: true });
  await target.focus();
  await target.evaluate((input, data) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', data);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
}

test('pastes a block into the grid, undoes and redoes it, saves, and the variants show it', async ({
  page,
  fresh,
  asAdmin,
}) => {
  const { product } = await fresh.product();
  const one = uniqueName('SG-100');
  const two = uniqueName('SG-200');
  const engine = [{ category: 'Engine', specifications: [{ key: 'Power', value: '50 kW' }] }];
  const first = await fresh.record<Ref>('variants', {
    product_id: product.id,
    name: one,
    technical_parameters: engine,
  });
  await fresh.record<Ref>('variants', { product_id: product.id, name: two, technical_parameters: engine });

  await asAdmin('/admin/products');
  await rowAction(page, 'products', product.name, 'Edit');
  await dialog(page).getByRole('link', { name: 'Edit specifications grid' }).click();
  await expect(page).toHaveURL(`/admin/products/${product.id}/specs`);
  await expect(page.getByRole('heading', { name: `Specifications: ${product.name}` })).toBeVisible();
  await expect(cell(page, 'Power', one)).toHaveValue('50 kW');

  // Three rows of group, name and both variants' values, as Excel copies them.
  await pasteInto(
    page,
    'Group, Power',
    'Engine\tPower\t60 kW\t"70 kW"\r\nEngine\tModel\tD4\tD6\r\nSize\tLength\t5 m\t6 m\r\n',
  );
  await expect(cell(page, 'Power', one)).toHaveValue('60 kW');
  await expect(cell(page, 'Power', two)).toHaveValue('70 kW');
  await expect(cell(page, 'Model', two)).toHaveValue('D6');
  await expect(cell(page, 'Length', one)).toHaveValue('5 m');

  // Arrow keys and Enter move between cells.
  await cell(page, 'Power', one).focus();
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 'Model', one)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cell(page, 'Length', one)).toBeFocused();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(cell(page, 'Length', two)).toBeFocused();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cell(page, 'Power', one)).toHaveValue('50 kW');
  await expect(cell(page, 'Model', one)).toHaveCount(0);
  await cell(page, 'Power', one).focus();
  await page.keyboard.press('Control+y');
  await expect(cell(page, 'Power', one)).toHaveValue('60 kW');
  await expect(cell(page, 'Length', two)).toHaveValue('6 m');

  // Leaving with unsaved changes asks first.
  await page.getByRole('link', { name: 'Back to products' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep editing' }).click();

  await page.getByRole('button', { name: 'Save all' }).click();
  await expect(page.getByRole('status').getByText('Specifications saved successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save all' })).toBeDisabled();

  await page.reload();
  await expect(cell(page, 'Model', one)).toHaveValue('D4');
  await expect(cell(page, 'Length', two)).toHaveValue('6 m');
  await expect(cell(page, 'Power', two)).toHaveValue('70 kW');

  await page.goto(`/admin/variants?edit=${first.id}`);
  const form = dialog(page);
  await expect(group(form, 1).getByRole('textbox', { name: 'Group 1' })).toHaveValue('Engine');
  const engineRows = group(form, 1);
  await expect(spec(engineRows, 1).getByRole('textbox', { name: 'Specification 1 value' })).toHaveValue(
    '60 kW',
  );
  await expect(spec(engineRows, 2).getByRole('combobox', { name: 'Specification 2 name' })).toHaveValue(
    'Model',
  );
  await expect(group(form, 2).getByRole('textbox', { name: 'Group 2' })).toHaveValue('Size');
});

test('adds a parameter and types values into it', async ({ page, fresh, asAdmin }) => {
  const { product } = await fresh.product();
  const name = uniqueName('SG-300');
  await fresh.record<Ref>('variants', { product_id: product.id, name });
  await asAdmin(`/admin/products/${product.id}/specs`);
  await page.getByLabel('Group', { exact: true }).fill('Engine');
  await page.getByLabel('Parameter name').fill('Fuel Tank');
  await page.getByRole('button', { name: 'Add parameter' }).click();
  await cell(page, 'Fuel Tank', name).fill('180 L');

  // A refused save says why and keeps the edits; a slow one shows Saving... meanwhile.
  await page.route('**/api/admin/products/*/spec-grid', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 503, json: { message: 'Service temporarily unavailable.' } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Save all' }).click();
  await expect(
    page.getByRole('status').getByText('Failed to save specifications: Service temporarily unavailable.'),
  ).toBeVisible();
  await expect(cell(page, 'Fuel Tank', name)).toHaveValue('180 L');
  await page.unroute('**/api/admin/products/*/spec-grid');
  const held = await holdRequests(page, '**/api/admin/products/*/spec-grid', 'PUT');
  await page.getByRole('button', { name: 'Save all' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  held.release();
  await expect(page.getByRole('status').getByText('Specifications saved successfully!')).toBeVisible();
  await page.reload();
  await expect(cell(page, 'Fuel Tank', name)).toHaveValue('180 L');
  await expect(page.getByRole('textbox', { name: 'Group, Fuel Tank' })).toHaveValue('Engine');
});

for (const { name: size, width, height } of WIDTHS.filter((w) => w.name === 'phone')) {
  test(`the grid fits a ${size}: names stay in view, the page never scrolls sideways, no serious axe findings`, async ({
    page,
    fresh,
    asAdmin,
  }) => {
    await page.setViewportSize({ width, height });
    const { product } = await fresh.product();
    const names = [uniqueName('SG-A'), uniqueName('SG-B'), uniqueName('SG-C')];
    for (const name of names) {
      await fresh.record<Ref>('variants', {
        product_id: product.id,
        name,
        technical_parameters: [
          { category: 'Engine', specifications: [{ key: 'Power', value: '50 kW' }] },
          {
            category: 'Specifications',
            specifications: Array.from({ length: 30 }, (_, i) => ({ key: `P${i + 1}`, value: `${i} t` })),
          },
        ],
      });
    }
    await asAdmin(`/admin/products/${product.id}/specs`);
    // The variants' names stay above the values as the grid scrolls down to its last row.
    await cell(page, 'P30', names[0]).focus();
    const header = await page.getByRole('columnheader', { name: names[0] }).boundingBox();
    const bottom = await cell(page, 'P30', names[0]).boundingBox();
    const top = await cell(page, 'Power', names[0]).boundingBox();
    expect(header!.y + header!.height).toBeLessThanOrEqual(bottom!.y + 1);
    expect(top!.y).toBeLessThan(header!.y);
    const last = cell(page, 'Power', names[2]);
    await last.focus();
    // The parameter's name is still beside the last variant's value once the grid has scrolled to it.
    const nameBox = await page.getByRole('textbox', { name: 'Parameter, row 1', exact: true }).boundingBox();
    const valueBox = await last.boundingBox();
    expect(nameBox && valueBox && nameBox.x + nameBox.width <= valueBox.x + 1).toBe(true);
    expect(nameBox!.x).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
