import type { Variant } from '#common/schemas/variant';
import { expect, test } from '../fixtures';
import { adminGet, dialog, holdRequests, row, uniqueName } from '../support/catalog';
import { group, makeVariant, PRODUCT_LABEL, searchFor, spec } from '../support/variants';

// Variant Management (docs/product.md §4, §7, §5, §6): the editor with its product picker, lists, parameter groups and featured
// parameters, deep links from the Products editor, and the public product page showing the result.

test.use({ viewport: { width: 1440, height: 900 } });

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

test('product and name are required; a half-filled specification is refused', async ({ page, asAdmin }) => {
  await asAdmin('/admin/variants');
  await page.getByRole('button', { name: 'Add Variant' }).click();
  const form = dialog(page);
  const dims = group(form, 1);
  await dims.getByRole('button', { name: /Add Specification/ }).click();
  await spec(dims, 1).getByRole('combobox', { name: 'Specification 1 name' }).fill('Length');
  await form.getByRole('button', { name: 'Create Variant' }).click();
  await expect(form.getByText('Product is required')).toBeVisible();
  await expect(form.getByText('Variant name is required')).toBeVisible();
  await expect(form.getByText('A specification needs a name and a value.')).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Product' })).toBeFocused();
  await expect(form.getByRole('combobox', { name: 'Product' })).toHaveAttribute('aria-invalid', 'true');

  await group(form, 2).getByRole('button', { name: 'Remove group 2' }).click();
  await expect(group(form, 2)).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Add Group' })).toBeFocused();
});

test('edits a variant from its row; Saving... shows while the server works', async ({
  page,
  fresh,
  asAdmin,
}) => {
  const name = uniqueName('SRR-E1 Roller');
  const { data: demo } = await adminGet<{ data: Variant[] }>(page.request, 'variants?search=BPG-100');
  const [first, second] = demo[0].images;
  const made = await makeVariant(fresh, page.request, name, {
    images: [first, second],
    features: ['Vibration control'],
    technical_parameters: [{ category: 'Specifications', specifications: [{ key: 'Weight', value: '7 t' }] }],
    featured_parameters: { Weight: '7 t' },
  });
  await asAdmin('/admin/variants');
  await searchFor(page, name);
  await row(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Edit Variant' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Product' })).toHaveValue(PRODUCT_LABEL);
  await expect(form.getByRole('textbox', { name: 'Feature 1' })).toHaveValue('Vibration control');
  await expect(form.getByRole('region', { name: 'Featured Parameters Preview' })).toContainText(
    'Weight: 7 t',
  );

  // Four image slots; taking the first image out leaves the second as the only one.
  const images = form.getByRole('group', { name: 'Images' });
  await expect(images.getByRole('button', { name: 'Remove' })).toHaveCount(2);
  await images.getByRole('button', { name: 'Remove' }).first().click();
  await expect(images.getByRole('button', { name: 'Remove' })).toHaveCount(1);

  const renamed = `${name} Plus`;
  await form.getByLabel('Variant Name').fill(renamed);
  const held = await holdRequests(page, '**/api/admin/variants/*', 'PUT');
  await form.getByRole('button', { name: 'Update Variant' }).click();
  await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  held.release();
  await expect(page.getByText('Variant updated successfully!')).toBeVisible();
  await searchFor(page, renamed);
  await expect(row(page, renamed)).toContainText('Vibration control');
  await expect(row(page, renamed)).toContainText('1 group');
  const saved = await adminGet<{ data: Variant }>(page.request, `variants/${made.id}`);
  expect(saved.data).toMatchObject({ images: [second], featured_parameters: { Weight: '7 t' } });
});

test('deep links open the editor, and closing takes them out of the address', async ({
  page,
  fresh,
  asAdmin,
}) => {
  const name = uniqueName('SRR-L1 Roller');
  const variant = await makeVariant(fresh, page.request, name);
  await asAdmin('/admin/variants');
  await expect(page.getByText(/^Showing 1 to 10/)).toBeVisible();

  await page.goto(`/admin/variants?edit=${variant.id}`);
  await expect(dialog(page).getByRole('heading', { name: 'Edit Variant' })).toBeVisible();
  await expect(dialog(page).getByLabel('Variant Name')).toHaveValue(name);
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/variants$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/variants$/);
  await expect(dialog(page)).toHaveCount(0);

  await page.goto(`/admin/variants?new=1&product=${variant.product_id}`);
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Add New Variant' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Product' })).toHaveValue(PRODUCT_LABEL);
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/variants$/);
});

test('a link to a variant that is gone says so', async ({ page, asAdmin }) => {
  await asAdmin('/admin/variants?edit=2000000000');
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch data: Variant not found.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the product list also opens from its button and picks with a click', async ({ page, asAdmin }) => {
  await asAdmin('/admin/variants');
  await page.getByRole('button', { name: 'Add Variant' }).click();
  const form = dialog(page);
  await form.getByRole('button', { name: 'Show products' }).click();
  const list = form.getByRole('listbox', { name: 'Products' });
  await list.getByRole('option', { name: /^SRR Tandem Roller/ }).click();
  await expect(form.getByRole('combobox', { name: 'Product' })).toHaveValue(PRODUCT_LABEL);
  await expect(list).toBeHidden();
});

test('unsaved changes ask before closing; Escape in the product list closes only the list', async ({
  page,
  asAdmin,
}) => {
  await asAdmin('/admin/variants');
  await page.getByRole('button', { name: 'Add Variant' }).click();
  const form = dialog(page);
  const product = form.getByRole('combobox', { name: 'Product' });
  await product.press('ArrowDown');
  await expect(product).toHaveAttribute('aria-expanded', 'true');
  await product.press('Escape');
  await expect(product).toHaveAttribute('aria-expanded', 'false');
  await expect(form).toBeVisible();

  await form.getByLabel('Variant Name').fill('Half done');
  await form.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(form.getByLabel('Variant Name')).toHaveValue('Half done');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
