import { expect, test } from '../fixtures';
import {
  adminGet,
  deleteRow,
  dialog,
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

// Brand Management (docs/product.md §4, §5, §6): list, search, paging, add/edit modal, delete with its confirm
// text, the server's refusal to delete a brand in use, and failures from the API.

test('shows Loading brands... first, then each brand with its logo, description and status', async ({
  page,
}) => {
  await openSeeingLoading(page, 'brands');
  const norvane = row(page, 'Norvane Machinery');
  await expect(norvane).toContainText('Earthmoving machines');
  await expect(norvane).toContainText('Active');
  await expect(norvane.locator('img')).toHaveAttribute('src', /\/uploads\/brands\//);
  await expect(row(page, 'Duranta Legacy Equipment')).toContainText('Inactive');
});

test('a brand without a description or logo shows No description and its initial', async ({
  page,
  asAdmin,
  fresh,
}) => {
  const name = uniqueName('Kalayaan Pumps');
  await fresh.record('brands', { name, is_active: false });
  await asAdmin('/admin/brands');
  await findRow(page, 'brands', name);
  await expect(row(page, name)).toContainText('No description');
  await expect(row(page, name)).toContainText('Inactive');
  await expect(row(page, name).locator('[data-fallback]')).toHaveText('K');
});

test('search narrows the list, goes back to page 1, and says when nothing matches', async ({
  page,
  asAdmin,
}) => {
  await asAdmin('/admin/brands');
  await page.getByLabel('Show').selectOption('5');
  await page.getByRole('navigation', { name: 'Brand pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(/^Showing 6 to \d+ of \d+ results$/)).toBeVisible();
  await searchBox(page, 'brands').fill('taglay');
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await expect(row(page, 'Taglay Heavy Industries')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Brand pages' })).toHaveCount(0);
  await searchBox(page, 'brands').fill('no such brand anywhere');
  await expect(page.getByText('No brands found')).toBeVisible();
  await expect(page.getByText('Showing 0 to 0 of 0 results')).toBeVisible();
});

test('the page size changes how many rows show and the Showing text', async ({ page, asAdmin }) => {
  const { total } = await adminGet<{ total: number }>(page.request, 'brands?per_page=1');
  await asAdmin('/admin/brands');
  await expect(page.getByText(`Showing 1 to ${Math.min(10, total)} of ${total} results`)).toBeVisible();
  await page.getByLabel('Show').selectOption('5');
  await expect(page.getByText(`Showing 1 to 5 of ${total} results`)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(6);
});

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

test('deleting a brand asks with the product’s text, then removes it', async ({ page, asAdmin, fresh }) => {
  const name = uniqueName('Lakas Generators');
  await fresh.record('brands', { name });
  await asAdmin('/admin/brands');
  await deleteRow(
    page,
    'brands',
    name,
    'This will permanently delete the brand. This action cannot be undone.',
  );
  await expect(page.getByText('Brand has been deleted successfully')).toBeVisible();
  await expect(page.getByText('No brands found')).toBeVisible();
});

test('a brand that still has categories is not deleted, and the server says why', async ({
  page,
  asAdmin,
  fresh,
}) => {
  const name = uniqueName('Tibay Cranes');
  const brand = await fresh.record('brands', { name });
  await fresh.record('categories', { name: 'Tower Cranes', brand_id: brand.id });
  await asAdmin('/admin/brands');
  await deleteRow(page, 'brands', name);
  await expect(
    page.getByText('Failed to delete brand: This brand still has 1 category. Delete or move it first.'),
  ).toBeVisible();
  await expect(row(page, name)).toBeVisible();
});

test('failures of the API are shown: fetching and saving', async ({ page }) => {
  await openWithFailingList(page, 'brands');

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
