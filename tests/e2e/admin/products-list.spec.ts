import { expect, test } from '../fixtures';
import {
  checkPageSizes,
  dialog,
  expectEveryRow,
  openSeeingLoading,
  row,
  searchBox,
  WIDTHS,
} from '../support/catalog';
import { listAndEditorAxe } from '../support/list-axe';

// Product Management (docs/product.md §4, §5, §6): the list with server-side search and paging, and
// no serious axe violations.

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows Loading products... first, then image, name, brand, category and variant count', async ({
    page,
  }) => {
    await openSeeingLoading(page, 'products');
    await expect(page.getByRole('columnheader')).toHaveText([
      'Product',
      'Brand',
      'Category',
      'Variants',
      'Actions',
    ]);
    await searchBox(page, 'products').fill('NL Series Wheel Loader');
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

  test('search is done by the server, goes back to page 1, and says No products found', async ({
    page,
    asAdmin,
  }) => {
    await asAdmin('/admin/products');
    await page.getByLabel('Show').selectOption('5');
    const pager = page.getByRole('navigation', { name: 'Product pages' });
    await pager.getByRole('button', { name: 'Page 3' }).click();
    await expect(page.getByText(/^Showing 11 to 15 of \d+ results$/)).toBeVisible();
    const searched = page.waitForRequest(
      (r) => r.url().includes('/api/admin/products?') && r.url().includes('search=Excavator'),
    );
    await searchBox(page, 'products').fill('Excavator');
    expect(new URL((await searched).url()).searchParams.get('page')).toBe('1');
    await expect(page.getByText(/^Showing 1 to \d of \d results$/)).toBeVisible();
    await expectEveryRow(page, 'Excavator');
    await searchBox(page, 'products').fill('no product is called this');
    await expect(page.getByText('No products found')).toBeVisible();
  });

  test('the page size changes the Showing text; the pager shows up to 10 pages', async ({
    page,
    asAdmin,
  }) => {
    await asAdmin('/admin/products');
    await checkPageSizes(page, {
      resource: 'products',
      pager: 'Product pages',
      maxPages: 10,
      sizes: [5, 50],
    });
  });
});

for (const size of WIDTHS)
  test(
    `the list and the editor have no serious axe violations (${size.name})`,
    listAndEditorAxe(
      size,
      '/admin/products',
      async (page) => {
        await searchBox(page, 'products').fill('NL Series Wheel Loader');
        await expect(row(page, 'NL Series Wheel Loader')).toBeVisible();
      },
      async (page) => {
        await row(page, 'NL Series Wheel Loader').getByRole('button', { name: /^Edit/ }).click();
        await expect(dialog(page).getByRole('link', { name: 'Add variant' })).toBeVisible();
      },
    ),
  );
