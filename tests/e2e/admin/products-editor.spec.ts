import { expect, test } from '../fixtures';
import {
  adminGet,
  dialog,
  findRow,
  holdRequests,
  type Ref,
  row,
  rowAction,
  TINY_PNG,
  uniqueName,
} from '../support/catalog';
import { DESKTOP } from '../support/viewports';

// Product Management (docs/product.md §4, §5, §6): one editor with the simple and rich forms' fields,
// the brand → category dependency, the product's variants, delete, and failures from the API
// (including the refusal to delete a product that has variants).

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('adding a product: required fields first, then it is created with its lists', async ({
    page,
    asAdmin,
    fresh,
  }) => {
    const brand = await fresh.brand('Create Test Brand');
    const category = await fresh.record<Ref>('categories', {
      name: 'Skid Steers',
      brand_id: brand.id,
    });
    const name = uniqueName('SK Skid Steer');
    await asAdmin('/admin/products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog(page).getByLabel('Brand')).toBeFocused();
    await dialog(page).getByRole('button', { name: 'Create Product' }).click();
    await expect(dialog(page).getByText('Brand is required')).toBeVisible();
    await expect(dialog(page).getByText('Category is required')).toBeVisible();
    await expect(dialog(page).getByText('Name is required')).toBeVisible();

    await dialog(page).getByLabel('Brand').selectOption(String(brand.id));
    await dialog(page).getByLabel('Category').selectOption(String(category.id));
    await dialog(page).getByLabel('Name').fill(name);
    await dialog(page).getByLabel('Introduction').fill('A compact loader for tight sites.');
    await dialog(page).getByRole('textbox', { name: 'Feature 1', exact: true }).fill('Quick-attach coupler');
    await dialog(page).getByRole('button', { name: 'Add feature' }).click();
    await dialog(page).getByRole('button', { name: 'Add feature' }).click();
    await dialog(page).getByRole('textbox', { name: 'Feature 3', exact: true }).fill('Enclosed cab');
    await dialog(page).getByRole('textbox', { name: 'Application 1', exact: true }).fill('Landscaping');
    await dialog(page).getByRole('button', { name: 'Add application' }).click();
    await dialog(page).getByRole('button', { name: 'Remove application 2' }).click();
    await expect(dialog(page).getByRole('textbox', { name: 'Application 2', exact: true })).toHaveCount(0);

    const held = await holdRequests(page, '**/api/admin/products', 'POST');
    await dialog(page).getByRole('button', { name: 'Create Product' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    held.release();
    await expect(page.getByText('Product created successfully!')).toBeVisible();
    await findRow(page, 'products', name);
    await expect(row(page, name)).toContainText(brand.name);
    await expect(row(page, name)).toContainText('Skid Steers');

    const { data } = await adminGet<{
      data: { features: string[]; applications: string[]; images: string[] }[];
    }>(page.request, `products?search=${encodeURIComponent(name)}`);
    // The empty feature row was dropped on submit.
    expect(data[0].features).toEqual(['Quick-attach coupler', 'Enclosed cab']);
    expect(data[0].applications).toEqual(['Landscaping']);
    expect(data[0].images).toEqual([]);
  });

  test('images chosen in the editor are saved: the main image and the extra slots', async ({
    page,
    asAdmin,
    fresh,
  }) => {
    const { product } = await fresh.product();
    let uploads = 0;
    await page.route('**/api/admin/uploads', (route) => {
      uploads += 1;
      return route.fulfill({ status: 201, json: { url: `/uploads/products/e2e${uploads}-640x480.webp` } });
    });
    await asAdmin('/admin/products');
    await rowAction(page, 'products', product.name, 'Edit');
    // The file inputs in order: the main image, then the four extra slots.
    const files = dialog(page).locator('input[type=file]');
    await expect(files).toHaveCount(5);
    await files.nth(0).setInputFiles({ name: 'loader.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(dialog(page).getByText('Replace image')).toHaveCount(1);
    await files.nth(2).setInputFiles({ name: 'loader.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(dialog(page).getByText('Replace image')).toHaveCount(2);
    await dialog(page).getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully!')).toBeVisible();
    const saved = await adminGet<{ image: string; images: string[] }>(page.request, `products/${product.id}`);
    expect(saved.image).toBe('/uploads/products/e2e1-640x480.webp');
    // Empty slots are not sent: only the filled one is stored.
    expect(saved.images).toEqual(['/uploads/products/e2e2-640x480.webp']);
  });
});
