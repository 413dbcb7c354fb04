import { expect, test } from '../fixtures';
import { dialog, findRow, holdRequests, row, rowAction, uniqueName, WIDTHS } from '../support/catalog';
import { listAndEditorAxe } from '../support/list-axe';

// Brand Management (docs/product.md §4, §5, §6): the add/edit modal, a failed save, and no serious
// axe violations. The list's states, paging, search and delete are component tests
// (app/components/admin/list-sections*.test.tsx, brands/brand-table.test.tsx; docs/testing.md).

test('adding a brand: Name is required, Saving... while it is sent, then it is listed', async ({
  page,
  asAdmin,
}) => {
  const name = uniqueName('Bagwis Compressors');
  await asAdmin('/admin/brands');
  await page.getByRole('button', { name: 'Add Brand' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Add Brand' })).toBeVisible();
  await expect(dialog(page).getByLabel('Name')).toBeFocused();
  await dialog(page).getByRole('button', { name: 'Create Brand' }).click();
  await expect(dialog(page).getByText('Name is required')).toBeVisible();

  await dialog(page).getByLabel('Name').fill(name);
  await dialog(page).getByLabel('Description').fill('Rotary screw air compressors for quarries.');
  await expect(dialog(page).getByLabel('Active')).toBeChecked();
  const held = await holdRequests(page, '**/api/admin/brands', 'POST');
  // Enter in a field submits the form.
  await dialog(page).getByLabel('Name').press('Enter');
  await expect(dialog(page).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  held.release();
  await expect(page.getByText('Brand created successfully')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await findRow(page, 'brands', name);
  await expect(row(page, name)).toContainText('Rotary screw air compressors');
});

test('a name the server refuses is explained under the field', async ({ page, asAdmin }) => {
  await asAdmin('/admin/brands');
  await page.getByRole('button', { name: 'Add Brand' }).click();
  await dialog(page).getByLabel('Name').fill('Norvane Machinery');
  await dialog(page).getByRole('button', { name: 'Create Brand' }).click();
  await expect(dialog(page).getByText('A brand with this name already exists.')).toBeVisible();
  await expect(dialog(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog(page).getByRole('alert')).toHaveText('Failed to save brand');
});

test('editing a brand saves the change and shows it in the list', async ({ page, asAdmin, fresh }) => {
  const name = uniqueName('Matibay Drills');
  await fresh.record('brands', { name, description: 'Old text' });
  await asAdmin('/admin/brands');
  await rowAction(page, 'brands', name, 'Edit');
  await expect(dialog(page).getByRole('heading', { name: 'Edit Brand' })).toBeVisible();
  await expect(dialog(page).getByLabel('Name')).toHaveValue(name);
  await dialog(page).getByLabel('Description').fill('Down-the-hole drills for quarrying.');
  await dialog(page).getByLabel('Active').uncheck();
  await dialog(page).getByRole('button', { name: 'Update Brand' }).click();
  await expect(page.getByText('Brand updated successfully')).toBeVisible();
  await expect(row(page, name)).toContainText('Down-the-hole drills for quarrying.');
  await expect(row(page, name)).toContainText('Inactive');
});

test('closing the editor with unsaved changes asks first', async ({ page, asAdmin }) => {
  await asAdmin('/admin/brands');
  await page.getByRole('button', { name: 'Add Brand' }).click();
  await dialog(page).getByLabel('Name').fill('Half-typed brand');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog(page).getByLabel('Name')).toHaveValue('Half-typed brand');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog(page)).toHaveCount(0);
});

test('a failed save keeps the editor open with the server’s reason', async ({ page, asAdmin }) => {
  await asAdmin('/admin/brands');
  await page.route('**/api/admin/brands', (route) =>
    route.fulfill({ status: 500, json: { message: 'Boom' } }),
  );
  await page.getByRole('button', { name: 'Add Brand' }).click();
  await dialog(page).getByLabel('Name').fill(uniqueName('Never Saved'));
  await dialog(page).getByRole('button', { name: 'Create Brand' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Failed to save brand: Boom');
  await expect(dialog(page).getByRole('button', { name: 'Create Brand' })).toBeEnabled();
});

for (const size of WIDTHS)
  test(
    `the list and the editor have no serious axe violations (${size.name})`,
    listAndEditorAxe(
      size,
      '/admin/brands',
      async (page) => {
        await expect(row(page, 'Norvane Machinery')).toBeVisible();
      },
      async (page) => {
        await page.getByRole('button', { name: 'Add Brand' }).click();
        await dialog(page).getByRole('button', { name: 'Create Brand' }).click();
        await expect(dialog(page).getByText('Name is required')).toBeVisible();
      },
    ),
  );
