import { expect, test } from '../fixtures';
import { dialog, findRow, holdRequests, row, uniqueName, WIDTHS } from '../support/catalog';
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

for (const size of WIDTHS.filter((w) => w.name === 'phone'))
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
