import { expect, test } from '../fixtures';
import {
  adminGet,
  deleteRow,
  dialog,
  findRow,
  holdRequests,
  openWithFailingList,
  type Ref,
  row,
  rowAction,
  TINY_PNG,
  uniqueName,
} from '../support/catalog';

// Product Management (docs/product.md §4, §5, §6): one editor with the simple and rich forms' fields,
// the brand → category dependency, the product's variants, delete, and failures from the API
// (including the refusal to delete a product that has variants).

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the category list follows the chosen brand: active only, disabled until a brand is chosen', async ({
    page,
    asAdmin,
    fresh,
  }) => {
    const brandA = await fresh.brand('Alpha Equipment');
    const brandB = await fresh.brand('Bravo Equipment');
    const hidden = await fresh.record<Ref>('brands', {
      name: uniqueName('Retired Equipment'),
      is_active: false,
    });
    const a1 = await fresh.record<Ref>('categories', { name: 'Dozers', brand_id: brandA.id });
    await fresh.record('categories', {
      name: 'Old Dozers',
      brand_id: brandA.id,
      is_active: false,
    });
    const b1 = await fresh.record<Ref>('categories', { name: 'Graders', brand_id: brandB.id });

    await asAdmin('/admin/products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const brand = dialog(page).getByLabel('Brand');
    const category = dialog(page).getByLabel('Category');
    await expect(category).toBeDisabled();
    await expect(category.locator('option')).toHaveText(['Select a brand first']);
    await expect(brand.locator('option', { hasText: brandA.name })).toHaveCount(1);
    await expect(brand.locator('option', { hasText: hidden.name })).toHaveCount(0);

    await brand.selectOption(String(brandA.id));
    await expect(category).toBeEnabled();
    await expect(category.locator('option')).toHaveText(['Select a category', 'Dozers']);
    await category.selectOption(String(a1.id));
    // Another brand does not have Dozers: the category is cleared.
    await brand.selectOption(String(brandB.id));
    await expect(category).toHaveValue('');
    await expect(category.locator('option')).toHaveText(['Select a category', 'Graders']);
    await category.selectOption(String(b1.id));
    await expect(category).toHaveValue(String(b1.id));
  });

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

  test('editing a product lists its variants with links to the variants section', async ({
    page,
    asAdmin,
    fresh,
  }) => {
    const { product } = await fresh.product();
    const variant = await fresh.record<Ref>('variants', {
      product_id: product.id,
      name: uniqueName('PT-100'),
    });
    await asAdmin('/admin/products');
    await rowAction(page, 'products', product.name, 'Edit');
    const variants = dialog(page).getByRole('region', { name: 'Variants' });
    await expect(variants.getByRole('link', { name: `Edit ${variant.name}` })).toHaveAttribute(
      'href',
      `/admin/variants?edit=${variant.id}`,
    );
    await expect(variants.getByRole('link', { name: 'Add variant' })).toHaveAttribute(
      'href',
      `/admin/variants?new=1&product=${product.id}`,
    );
    // Unsaved changes are not dropped without asking when leaving for the variants section.
    await dialog(page).getByLabel('Introduction').fill('Changed but not saved');
    await variants.getByRole('link', { name: `Edit ${variant.name}` }).click();
    await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/admin\/variants/);
    await expect(page.getByRole('dialog', { name: 'Edit Product' })).toHaveCount(0);
  });

  test('editing a product saves the change', async ({ page, asAdmin, fresh }) => {
    const { product } = await fresh.product({ features: ['Old feature'] });
    await asAdmin('/admin/products');
    await rowAction(page, 'products', product.name, 'Edit');
    await expect(dialog(page).getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    await expect(dialog(page).getByRole('textbox', { name: 'Feature 1', exact: true })).toHaveValue(
      'Old feature',
    );
    await expect(dialog(page).getByText('This product has no variants yet.')).toBeVisible();
    const renamed = `${product.name} Mk II`;
    await dialog(page).getByLabel('Name').fill(renamed);
    await dialog(page).getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully!')).toBeVisible();
    await expect(row(page, renamed)).toBeVisible();
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

  test('deleting a product asks the product’s question, then removes it', async ({
    page,
    asAdmin,
    fresh,
  }) => {
    const { product } = await fresh.product();
    await asAdmin('/admin/products');
    await deleteRow(page, 'products', product.name, 'Are you sure you want to delete this product?');
    await expect(page.getByText('Product deleted successfully!')).toBeVisible();
    await expect(page.getByText('No products found')).toBeVisible();
  });

  test('a product with variants is not deleted, and the server says why', async ({
    page,
    asAdmin,
    fresh,
  }) => {
    const { product } = await fresh.product();
    await fresh.record('variants', { product_id: product.id, name: uniqueName('PT-200') });
    await asAdmin('/admin/products');
    await deleteRow(page, 'products', product.name);
    await expect(
      page.getByText('Failed to delete product: This product still has 1 variant. Delete it first.'),
    ).toBeVisible();
    await expect(row(page, product.name)).toContainText('1');
  });

  test('failures of the API are shown: fetching and saving', async ({ page, fresh }) => {
    await openWithFailingList(page, 'products');
    await page.unroute('**/api/admin/products?*');

    const { brand, category } = await fresh.product();
    await page.route('**/api/admin/products', (route) =>
      route.fulfill({ status: 500, json: { message: 'Boom' } }),
    );
    await page.getByRole('button', { name: 'Add Product' }).click();
    await dialog(page).getByLabel('Brand').selectOption(String(brand.id));
    await dialog(page).getByLabel('Category').selectOption(String(category.id));
    await dialog(page).getByLabel('Name').fill(uniqueName('Never Saved'));
    await dialog(page).getByRole('button', { name: 'Create Product' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Failed to save product: Boom');
  });
});
