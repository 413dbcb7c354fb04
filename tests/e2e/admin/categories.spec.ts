import { expect, test } from '../fixtures';
import {
  checkPageSizes,
  deleteRow,
  dialog,
  expectEveryRow,
  findRow,
  holdRequests,
  openSeeingLoading,
  openWithFailingList,
  row,
  rowAction,
  searchBox,
  uniqueName,
  WIDTHS,
} from '../support/catalog';
import { listAndEditorAxe } from '../support/list-axe';

// Category Management (docs/product.md §4, §5, §6): list with its placeholders, search, paging, add/edit modal
// with the required brand, delete with its confirm text, and failures from the API.

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows Loading categories... first, then the columns of docs/product.md §4', async ({ page }) => {
    await openSeeingLoading(page, 'categories');
    const headers = page.getByRole('columnheader');
    await expect(headers).toHaveText(['Category', 'Image', 'Brand', 'Description', 'Status', 'Actions']);
    await expect(page.getByRole('row').nth(1)).toContainText(/Active|Inactive/);
  });

  test('no description reads No description; an image that fails to load shows the first letter', async ({
    page,
    asAdmin,
    fresh,
  }) => {
    const { name, brand } = await fresh.category('Yard Cranes', {
      image: '/uploads/categories/missing0000-640x480.webp',
      is_active: false,
    });
    await asAdmin('/admin/categories');
    await findRow(page, 'categories', name);
    const cells = row(page, name).getByRole('cell');
    await expect(cells.nth(1).locator('[data-fallback]')).toHaveText('Y');
    await expect(cells.nth(1).locator('img')).toHaveCount(0);
    await expect(cells.nth(2)).toHaveText(brand.name);
    await expect(cells.nth(3)).toHaveText('No description');
    await expect(cells.nth(4)).toHaveText('Inactive');
  });

  test('search narrows the list, goes back to page 1, and says No categories found', async ({
    page,
    asAdmin,
  }) => {
    await asAdmin('/admin/categories');
    await page.getByLabel('Show').selectOption('5');
    const pager = page.getByRole('navigation', { name: 'Category pages' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/^Showing 6 to 10 of \d+ results$/)).toBeVisible();
    await searchBox(page, 'categories').fill('Taglay');
    await expect(page.getByText(/^Showing 1 to \d of \d results$/)).toBeVisible();
    await expectEveryRow(page, 'Taglay');
    await searchBox(page, 'categories').fill('zzz nothing like this');
    await expect(page.getByText('No categories found')).toBeVisible();
  });

  test('the page size changes the Showing text and the pager shows at most 5 pages', async ({
    page,
    asAdmin,
  }) => {
    await asAdmin('/admin/categories');
    await checkPageSizes(page, {
      resource: 'categories',
      pager: 'Category pages',
      maxPages: 5,
      sizes: [5, 25],
    });
  });

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

  test('deleting a category asks the product’s question, then removes it', async ({
    page,
    asAdmin,
    fresh,
  }) => {
    const { name } = await fresh.category('Trenchers');
    await asAdmin('/admin/categories');
    await deleteRow(page, 'categories', name, 'Are you sure you want to delete this category?');
    await expect(page.getByText('Category deleted successfully!')).toBeVisible();
    await expect(page.getByText('No categories found')).toBeVisible();
  });

  test('failures of the API are shown: fetching, saving and deleting', async ({ page, fresh }) => {
    const { name } = await fresh.category('Asphalt Pavers');
    await openWithFailingList(page, 'categories', '**/api/admin/categories?page=*');
    await page.unroute('**/api/admin/categories?page=*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await findRow(page, 'categories', name);

    await page.route('**/api/admin/categories/*', (route) =>
      route.fulfill({ status: 500, json: { message: 'Server Error' } }),
    );
    await row(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Failed to delete category: Server Error')).toBeVisible();

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
