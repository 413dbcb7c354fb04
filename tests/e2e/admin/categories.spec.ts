import { expect, test } from '../fixtures';
import { dialog, findRow, holdRequests, row, rowAction, uniqueName, WIDTHS } from '../support/catalog';
import { listAndEditorAxe } from '../support/list-axe';

// Category Management (docs/product.md §4, §5, §6): the add/edit modal with the required brand, a
// failed save, and no serious axe violations. The list's states, paging, search and delete are
// component tests (app/components/admin/list-sections*.test.tsx, categories/category-table.test.tsx;
// docs/testing.md).

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('adding a category: name and brand are required, then it is created and listed', async ({
    page,
    asAdmin,
    fresh,
  }) => {
    const brand = await fresh.brand();
    const name = uniqueName('Rough Terrain Cranes');
    await asAdmin('/admin/categories');
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(dialog(page).getByLabel('Category Name')).toBeFocused();
    await dialog(page).getByRole('button', { name: 'Create Category' }).click();
    await expect(dialog(page).getByText('Name is required')).toBeVisible();
    await expect(dialog(page).getByText('Brand is required')).toBeVisible();

    await dialog(page).getByLabel('Category Name').fill(name);
    await dialog(page).getByLabel('Brand').selectOption(brand.name);
    await dialog(page).getByLabel('Description').fill('Cranes for uneven ground.');
    const held = await holdRequests(page, '**/api/admin/categories', 'POST');
    await dialog(page).getByRole('button', { name: 'Create Category' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    held.release();
    await expect(page.getByText('Category created successfully!')).toBeVisible();
    await findRow(page, 'categories', name);
    await expect(row(page, name)).toContainText(brand.name);
    await expect(row(page, name)).toContainText('Cranes for uneven ground.');
    await expect(row(page, name)).toContainText('Active');
  });

  test('editing a category keeps its brand selected and saves the change', async ({
    page,
    asAdmin,
    fresh,
  }) => {
    const { name, brand } = await fresh.category('Pile Drivers');
    await asAdmin('/admin/categories');
    await rowAction(page, 'categories', name, 'Edit');
    await expect(dialog(page).getByRole('heading', { name: 'Edit Category' })).toBeVisible();
    await expect(dialog(page).getByLabel('Brand')).toHaveValue(String(brand.id));
    await dialog(page).getByLabel('Description').fill('Hydraulic impact hammers.');
    await dialog(page).getByRole('button', { name: 'Update Category' }).click();
    await expect(page.getByText('Category updated successfully!')).toBeVisible();
    await expect(row(page, name)).toContainText('Hydraulic impact hammers.');
  });

  test('a failed save keeps the editor open with the server’s reason', async ({ page, asAdmin, fresh }) => {
    const { name } = await fresh.category('Asphalt Pavers');
    await asAdmin('/admin/categories');
    await findRow(page, 'categories', name);
    await page.route('**/api/admin/categories/*', (route) =>
      route.fulfill({ status: 500, json: { message: 'Server Error' } }),
    );
    await row(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await dialog(page).getByLabel('Description').fill('Changed');
    await dialog(page).getByRole('button', { name: 'Update Category' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Failed to save category: Server Error');
  });
});

for (const size of WIDTHS)
  test(
    `the list and the editor have no serious axe violations (${size.name})`,
    listAndEditorAxe(
      size,
      '/admin/categories',
      async (page) => {
        await expect(page.getByRole('row').nth(1)).toContainText(/Active|Inactive/);
      },
      async (page) => {
        await page.getByRole('button', { name: 'Add Category' }).click();
        await dialog(page).getByRole('button', { name: 'Create Category' }).click();
        await expect(dialog(page).getByText('Brand is required')).toBeVisible();
      },
    ),
  );
