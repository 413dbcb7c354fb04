import { expect, type Page, test } from '@playwright/test';
import { openAsAdmin } from '../support/admin';
import {
  adminGet,
  createRecord,
  holdRequests,
  seriousViolations,
  uniqueName,
  WIDTHS,
} from '../support/catalog';

// Product Management (spec §2, §5, §8): server-side search and paging, one editor with the simple
// and rich forms' fields, the brand → category dependency, the product's variants, delete, and
// failures from the API (including the refusal to delete a product that has variants).

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const dialog = (page: Page) => page.getByRole('dialog');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Ref {
  id: number;
  name: string;
}

async function findProduct(page: Page, name: string) {
  await search(page).fill(name);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
}

/** A brand of this test's own with one active category, and a product in it. */
async function ownProduct(page: Page, extra: Record<string, unknown> = {}) {
  const brand = await createRecord<Ref>(page.request, 'brands', { name: uniqueName('Product Test Brand') });
  const category = await createRecord<Ref>(page.request, 'categories', {
    name: uniqueName('Loaders'),
    brand_id: brand.id,
  });
  const product = await createRecord<Ref>(page.request, 'products', {
    name: uniqueName('PT Loader'),
    brand_id: brand.id,
    category_id: category.id,
    ...extra,
  });
  return { brand, category, product };
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows Loading products... first, then image, name, brand, category and variant count', async ({
    page,
  }) => {
    const held = await holdRequests(page, '**/api/admin/products?*');
    await openAsAdmin(page, '/admin/products');
    await expect(page.getByText('Loading products...')).toBeVisible();
    held.release();
    await expect(page.getByRole('columnheader')).toHaveText([
      'Product',
      'Brand',
      'Category',
      'Variants',
      'Actions',
    ]);
    await search(page).fill('NL Series Wheel Loader');
    const demo = row(page, 'NL Series Wheel Loader');
    await expect(demo.getByRole('cell')).toHaveText([
      /^NL Series Wheel Loader/,
      'Norvane Machinery',
      'Wheel Loaders',
      /^\d+$/,
      /Edit.*Delete/,
    ]);
    await expect(demo.locator('img')).toHaveAttribute('src', /\/uploads\/products\//);
  });

  test('search is done by the server, goes back to page 1, and says No products found', async ({ page }) => {
    await openAsAdmin(page, '/admin/products');
    await page.getByLabel('Show').selectOption('5');
    const pager = page.getByRole('navigation', { name: 'Product pages' });
    await pager.getByRole('button', { name: 'Page 3' }).click();
    await expect(page.getByText(/^Showing 11 to 15 of \d+ results$/)).toBeVisible();
    const searched = page.waitForRequest(
      (r) => r.url().includes('/api/admin/products?') && r.url().includes('search=Excavator'),
    );
    await search(page).fill('Excavator');
    expect(new URL((await searched).url()).searchParams.get('page')).toBe('1');
    await expect(page.getByText(/^Showing 1 to \d of \d results$/)).toBeVisible();
    for (const r of await page.getByRole('row').all()) {
      if ((await r.getByRole('cell').count()) > 0) await expect(r).toContainText('Excavator');
    }
    await search(page).fill('no product is called this');
    await expect(page.getByText('No products found')).toBeVisible();
  });

  test('the page size changes the Showing text; the pager shows up to 10 pages', async ({ page }) => {
    const { total } = await adminGet<{ total: number }>(page.request, 'products?per_page=1');
    await openAsAdmin(page, '/admin/products');
    await expect(page.getByText(`Showing 1 to 10 of ${total} results`)).toBeVisible();
    await page.getByLabel('Show').selectOption('5');
    await expect(page.getByText(`Showing 1 to 5 of ${total} results`)).toBeVisible();
    const pages = page
      .getByRole('navigation', { name: 'Product pages' })
      .getByRole('button', { name: /^Page / });
    await expect(pages).toHaveCount(Math.min(10, Math.ceil(total / 5)));
    await page.getByLabel('Show').selectOption('50');
    await expect(page.getByText(`Showing 1 to ${Math.min(50, total)} of ${total} results`)).toBeVisible();
  });

  test('the category list follows the chosen brand: active only, disabled until a brand is chosen', async ({
    page,
  }) => {
    const brandA = await createRecord<Ref>(page.request, 'brands', { name: uniqueName('Alpha Equipment') });
    const brandB = await createRecord<Ref>(page.request, 'brands', { name: uniqueName('Bravo Equipment') });
    const hidden = await createRecord<Ref>(page.request, 'brands', {
      name: uniqueName('Retired Equipment'),
      is_active: false,
    });
    const a1 = await createRecord<Ref>(page.request, 'categories', { name: 'Dozers', brand_id: brandA.id });
    await createRecord(page.request, 'categories', {
      name: 'Old Dozers',
      brand_id: brandA.id,
      is_active: false,
    });
    const b1 = await createRecord<Ref>(page.request, 'categories', { name: 'Graders', brand_id: brandB.id });

    await openAsAdmin(page, '/admin/products');
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

  test('adding a product: required fields first, then it is created with its lists', async ({ page }) => {
    const brand = await createRecord<Ref>(page.request, 'brands', { name: uniqueName('Create Test Brand') });
    const category = await createRecord<Ref>(page.request, 'categories', {
      name: 'Skid Steers',
      brand_id: brand.id,
    });
    const name = uniqueName('SK Skid Steer');
    await openAsAdmin(page, '/admin/products');
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
    await findProduct(page, name);
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

  test('editing a product lists its variants with links to the variants section', async ({ page }) => {
    const { product } = await ownProduct(page);
    const variant = await createRecord<Ref>(page.request, 'variants', {
      product_id: product.id,
      name: uniqueName('PT-100'),
    });
    await openAsAdmin(page, '/admin/products');
    await findProduct(page, product.name);
    await row(page, product.name)
      .getByRole('button', { name: `Edit ${product.name}` })
      .click();
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

  test('editing a product saves the change', async ({ page }) => {
    const { product } = await ownProduct(page, { features: ['Old feature'] });
    await openAsAdmin(page, '/admin/products');
    await findProduct(page, product.name);
    await row(page, product.name)
      .getByRole('button', { name: `Edit ${product.name}` })
      .click();
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

  test('images chosen in the editor are saved: the main image and the extra slots', async ({ page }) => {
    const { product } = await ownProduct(page);
    let uploads = 0;
    await page.route('**/api/admin/uploads', (route) => {
      uploads += 1;
      return route.fulfill({ status: 201, json: { url: `/uploads/products/e2e${uploads}-640x480.webp` } });
    });
    await openAsAdmin(page, '/admin/products');
    await findProduct(page, product.name);
    await row(page, product.name)
      .getByRole('button', { name: `Edit ${product.name}` })
      .click();
    // The file inputs in order: the main image, then the four extra slots.
    const files = dialog(page).locator('input[type=file]');
    await expect(files).toHaveCount(5);
    await files.nth(0).setInputFiles({ name: 'loader.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog(page).getByText('Replace image')).toHaveCount(1);
    await files.nth(2).setInputFiles({ name: 'loader.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog(page).getByText('Replace image')).toHaveCount(2);
    await dialog(page).getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully!')).toBeVisible();
    const saved = await adminGet<{ image: string; images: string[] }>(page.request, `products/${product.id}`);
    expect(saved.image).toBe('/uploads/products/e2e1-640x480.webp');
    // Empty slots are not sent: only the filled one is stored.
    expect(saved.images).toEqual(['/uploads/products/e2e2-640x480.webp']);
  });

  test('deleting a product asks the spec question, then removes it', async ({ page }) => {
    const { product } = await ownProduct(page);
    await openAsAdmin(page, '/admin/products');
    await findProduct(page, product.name);
    await row(page, product.name)
      .getByRole('button', { name: `Delete ${product.name}` })
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this product?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Product deleted successfully!')).toBeVisible();
    await expect(page.getByText('No products found')).toBeVisible();
  });

  test('a product with variants is not deleted, and the server says why', async ({ page }) => {
    const { product } = await ownProduct(page);
    await createRecord(page.request, 'variants', { product_id: product.id, name: uniqueName('PT-200') });
    await openAsAdmin(page, '/admin/products');
    await findProduct(page, product.name);
    await row(page, product.name)
      .getByRole('button', { name: `Delete ${product.name}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText('Failed to delete product: This product still has 1 variant. Delete it first.'),
    ).toBeVisible();
    await expect(row(page, product.name)).toContainText('1');
  });

  test('failures of the API are shown: fetching and saving', async ({ page }) => {
    await page.route('**/api/admin/products?*', (route) =>
      route.fulfill({ status: 503, json: { message: 'Database unavailable' } }),
    );
    await openAsAdmin(page, '/admin/products');
    await expect(page.getByText('Failed to fetch products: Database unavailable')).toBeVisible({
      timeout: 15_000,
    });
    await page.unroute('**/api/admin/products?*');

    const { brand, category } = await ownProduct(page);
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

for (const { name, width, height } of WIDTHS) {
  test(`the list and the editor have no serious axe violations (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openAsAdmin(page, '/admin/products');
    await search(page).fill('NL Series Wheel Loader');
    await expect(row(page, 'NL Series Wheel Loader')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await row(page, 'NL Series Wheel Loader').getByRole('button', { name: /^Edit/ }).click();
    await expect(dialog(page).getByRole('link', { name: 'Add variant' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
