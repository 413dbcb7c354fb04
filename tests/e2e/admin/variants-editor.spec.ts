import type { Variant } from '#common/schemas/variant';
import { expect, test } from '../fixtures';
import { adminGet, dialog, row, uniqueName } from '../support/catalog';
import { group, PRODUCT_LABEL, searchFor, spec } from '../support/variants';
import { DESKTOP } from '../support/viewports';

// Variant Management (docs/product.md §4, §7, §5, §6): the editor with its product picker, lists, parameter groups and featured
// parameters, deep links from the Products editor, and the public product page showing the result.

test.use({ viewport: DESKTOP });

test('creates a variant with product, lists, parameters and 3 featured, shown on its product page', async ({
  page,
  asAdmin,
}) => {
  const name = uniqueName('SRR-T9 Tandem Roller');
  await asAdmin('/admin/variants');
  await page.getByRole('button', { name: 'Add Variant' }).click();
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Add New Variant' })).toBeVisible();

  // Product: typing filters, the arrows move, Enter picks.
  const product = form.getByRole('combobox', { name: 'Product' });
  await expect(product).toBeFocused();
  await expect(form.getByText(/^\d+ products available$/)).toBeVisible();
  await product.pressSequentially('stratamac roller');
  const options = form.getByRole('listbox', { name: 'Products' }).getByRole('option');
  await expect(options).toHaveText([/SRR Single Drum Vibratory Roller/, /SRR Tandem Roller/]);
  await expect(form.getByText('2 products available')).toBeVisible();
  await product.press('ArrowDown');
  await expect(product).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await product.press('Enter');
  await expect(product).toHaveValue(PRODUCT_LABEL);
  await expect(form).toBeVisible();

  await form.getByLabel('Variant Name').fill(name);
  await form.getByLabel('Introduction').fill('A 9-tonne tandem roller for highway wearing courses.');

  // Features and applications: Enter starts the next row instead of submitting.
  await form.getByRole('textbox', { name: 'Feature 1' }).fill('Split drum for tight radii');
  await form.getByRole('textbox', { name: 'Feature 1' }).press('Enter');
  await expect(form.getByRole('textbox', { name: 'Feature 2' })).toBeFocused();
  await form.getByRole('textbox', { name: 'Feature 2' }).fill('Water spray with three nozzles');
  await form.getByRole('button', { name: 'Add Feature' }).click();
  await form.getByRole('textbox', { name: 'Feature 3' }).fill('To be removed');
  await form.getByRole('button', { name: 'Remove feature 3' }).click();
  await expect(form.getByRole('textbox', { name: 'Feature 3' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Application 1' }).fill('Highway wearing courses');
  await form.getByRole('button', { name: 'Add Application' }).click();
  // An empty row is dropped on save.
  await expect(form.getByRole('textbox', { name: 'Application 2' })).toBeVisible();

  // The defaults: Main Dimensions and Specifications, no rows yet.
  await expect(group(form, 1).getByRole('textbox', { name: 'Group 1' })).toHaveValue('Main Dimensions');
  await expect(group(form, 2).getByRole('textbox', { name: 'Group 2' })).toHaveValue('Specifications');
  const dims = group(form, 1);
  await dims.getByRole('button', { name: /Add Specification/ }).click();
  await spec(dims, 1).getByRole('combobox', { name: 'Specification 1 name' }).fill('Drum Width');
  await spec(dims, 1).getByRole('combobox', { name: 'Specification 1 name' }).press('Enter');
  await expect(spec(dims, 1).getByRole('textbox', { name: 'Specification 1 value' })).toBeFocused();
  await page.keyboard.type('1,680 mm');
  await page.keyboard.press('Enter');
  await expect(spec(dims, 2).getByRole('combobox', { name: 'Specification 2 name' })).toBeFocused();
  await page.keyboard.type('Operating Weight');
  await spec(dims, 2).getByRole('textbox', { name: 'Specification 2 value' }).fill('9,200 kg');

  // A new category of two specifications.
  await form.getByRole('button', { name: 'Add Group' }).click();
  const engine = group(form, 3);
  await engine.getByRole('textbox', { name: 'Group 3' }).fill('Engine');
  await spec(engine, 1).getByRole('combobox', { name: 'Specification 1 name' }).fill('Rated Power');
  await spec(engine, 1).getByRole('textbox', { name: 'Specification 1 value' }).fill('74 kW');
  await engine.getByRole('button', { name: /Add Specification/ }).click();
  await spec(engine, 2).getByRole('combobox', { name: 'Specification 2 name' }).fill('Fuel Tank');
  // Without a value it cannot be featured.
  await expect(spec(engine, 2).getByRole('checkbox', { name: 'Featured' })).toBeDisabled();
  await spec(engine, 2).getByRole('textbox', { name: 'Specification 2 value' }).fill('180 L');

  // Featured: three at most; the fourth is unavailable and says why.
  const preview = form.getByRole('region', { name: 'Featured Parameters Preview' });
  await expect(preview).toContainText('0/3 selected');
  await expect(preview).toContainText('appear on product cards');
  await spec(engine, 1).getByRole('checkbox', { name: 'Featured' }).check();
  await spec(dims, 2).getByRole('checkbox', { name: 'Featured' }).check();
  await spec(dims, 1).getByRole('checkbox', { name: 'Featured' }).check();
  await expect(preview).toContainText('3/3 selected');
  await expect(preview.getByRole('listitem')).toHaveText([
    'Rated Power: 74 kW',
    'Operating Weight: 9,200 kg',
    'Drum Width: 1,680 mm',
  ]);
  const fourth = spec(engine, 2).getByRole('checkbox', { name: 'Featured' });
  await expect(fourth).toBeDisabled();
  // A keyboard press, not a forced click: the value previews above it may still be growing the
  // form, and a forced click aims at where the box was a moment ago.
  await fourth.focus();
  await page.keyboard.press('Space');
  await expect(fourth).not.toBeChecked();
  await expect(form.getByRole('alert')).toHaveText(
    'Limit Reached: You can only select up to 3 featured technical parameters.',
  );
  await spec(dims, 1).getByRole('checkbox', { name: 'Featured' }).uncheck();
  await expect(preview).toContainText('2/3 selected');
  await expect(fourth).toBeEnabled();
  await fourth.check();
  await expect(preview).toContainText('3/3 selected');

  await form.getByRole('button', { name: 'Create Variant' }).click();
  await expect(page.getByText('Variant created successfully!')).toBeVisible();
  await expect(form).toHaveCount(0);
  await searchFor(page, name);
  await expect(row(page, name)).toContainText('Split drum for tight radii, Water spray with three nozzles');
  // The Specifications category was left empty, so it is not saved.
  await expect(row(page, name)).toContainText('2 groups');

  const { data } = await adminGet<{ data: Variant[] }>(
    page.request,
    `variants?search=${encodeURIComponent(name)}`,
  );
  expect(data[0]).toMatchObject({
    features: ['Split drum for tight radii', 'Water spray with three nozzles'],
    applications: ['Highway wearing courses'],
    images: [],
    featured_parameters: { 'Rated Power': '74 kW', 'Operating Weight': '9,200 kg', 'Fuel Tank': '180 L' },
  });

  await page.goto(`/products/${data[0].id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const band = page.getByRole('region', { name: 'Key specifications' });
  await expect(band).toContainText('Rated Power');
  await expect(band).toContainText('74 kW');
  // The public page names it as the dictionary does (docs/product.md §17).
  await expect(band).toContainText('Operating Mass');
  await expect(band).toContainText('Fuel Tank');
});
