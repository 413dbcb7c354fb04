import { expect, journey, type Page, test } from './fixtures';
import { closeWithEscape } from './support/dialogs';
import { holdRequests } from './support/hold';
import { DESKTOP, PHONE } from './support/viewports';

// The public listing (/products): every filter lives in the address (docs/product.md §2).

const sidebar = (page: Page) => page.getByRole('form', { name: 'Filters' });
const cards = (page: Page) => page.getByRole('article');

journey(9, DESKTOP)(
  'the listing on a desktop: filters in the address, search on Enter, sort, pages, chips, price range, a card and its Get Quote, and the loading skeletons',
  async ({ page }) => {
    await test.step('a brand filter is written to the address, summarised, and kept on reload', async () => {
      await page.goto('/products');
      await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
      await expect(page.getByText(/Showing 1–12 of \d+ products/)).toBeVisible();
      await sidebar(page).getByLabel('Brand').selectOption('Norvane Machinery');
      await expect(page).toHaveURL(/\/products\?brand=Norvane\+Machinery$/);
      await expect(page.getByText('Filtered by Brand: Norvane Machinery')).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      for (const card of await cards(page).all()) await expect(card).toContainText('Norvane Machinery');
      await page.reload();
      await expect(sidebar(page).getByLabel('Brand')).toHaveValue('Norvane Machinery');
      await expect(page.getByText('Filtered by Brand: Norvane Machinery')).toBeVisible();
    });
    await test.step('a new brand keeps the category only if it has it; a new category resets the product', async () => {
      await page.goto('/products?category=Excavators');
      await sidebar(page).getByLabel('Brand').selectOption('Stratamac Road Equipment');
      await expect(page).toHaveURL(/brand=Stratamac\+Road\+Equipment&category=Excavators/);
      await expect(
        page.getByText('Filtered by Brand: Stratamac Road Equipment, Category: Excavators'),
      ).toBeVisible();
      await sidebar(page).getByLabel('Brand').selectOption('Taglay Heavy Industries');
      await expect(page).toHaveURL(/\/products\?brand=Taglay\+Heavy\+Industries$/);
      await expect(sidebar(page).getByLabel('Category')).toHaveValue('');

      await page.goto('/products?brand=Norvane+Machinery&category=Wheel+Loaders');
      const product = sidebar(page).getByLabel('Product');
      const firstProduct = await product.locator('option').nth(1).textContent();
      await product.selectOption(firstProduct!);
      await expect(page).toHaveURL(/product=/);
      await expect(page.getByText(`Product: ${firstProduct}`).first()).toBeVisible();
      await sidebar(page).getByLabel('Category').selectOption('Excavators');
      await expect(page).toHaveURL(/\/products\?brand=Norvane\+Machinery&category=Excavators$/);
    });
    await test.step('search applies only on Enter, with the pending and applied texts', async () => {
      await page.goto('/products');
      const box = page.getByRole('searchbox', { name: 'Search products' });
      await box.fill('crane');
      await expect(page.getByText('Press Enter to search for "crane"')).toBeVisible();
      await expect(page).toHaveURL(/\/products$/);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/products\?search=crane$/);
      await expect(page.getByText('Currently searching for: "crane"')).toBeVisible();
      await expect(cards(page).first()).toContainText(/crane/i);
      await page.goto('/products?search=zzzzqqq');
      await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    });
    await test.step('sorting by brand A-Z puts the alphabetically first brand first', async () => {
      await page.goto('/products?sort_by=name&sort_order=asc');
      await page.getByLabel('Sort by').selectOption('brand-asc');
      await expect(page).toHaveURL(/sort_by=brand&sort_order=asc/);
      await expect(cards(page).first()).toContainText('Bantay Power Systems');
    });
    await test.step('pagination: page 2 is in the address and back returns to page 1', async () => {
      await page.goto('/products');
      const pager = page.getByRole('navigation', { name: 'Pagination' });
      const pageButtons = pager.getByRole('link', { name: /^Page \d+$/ });
      expect(await pageButtons.count()).toBeLessThanOrEqual(7);
      const firstName = await cards(page).first().getByRole('heading').textContent();
      await pager.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/products\?page=2$/);
      await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstName!);
      await page.goBack();
      await expect(page).toHaveURL(/\/products$/);
      await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await pager.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/page=2/);
    });
    await test.step('chips remove one filter; Clear All Filters resets everything', async () => {
      await page.goto('/products?brand=Norvane+Machinery&search=loader&min_price=10000&page=1');
      await expect(page.getByText('Price: ₱10,000 – ₱1,000,000')).toBeVisible();
      await page.getByRole('link', { name: 'Remove filter Brand: Norvane Machinery' }).click();
      await expect(page).toHaveURL(/\/products\?search=loader&min_price=10000$/);
      await page.getByRole('link', { name: 'Clear All Filters' }).first().click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
    });
    await test.step('the price range applies on Apply Filters', async () => {
      await page.goto('/products');
      // In the demo's pesos only the smallest generators cost less than ₱900,000.
      await sidebar(page).getByLabel('Maximum price').fill('900000');
      await sidebar(page).getByRole('button', { name: 'Apply Filters' }).click();
      await expect(page).toHaveURL(/max_price=900000/);
      const prices = await cards(page).locator('p.font-semibold').allTextContents();
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) expect(Number(price.replace(/[₱,]/g, ''))).toBeLessThanOrEqual(900000);
    });
    await test.step('a card opens its product; Get Quote opens the quote modal with it preselected', async () => {
      await page.goto('/products?search=NL-30');
      const card = cards(page).first();
      const name = (await card.getByRole('heading').textContent())!;
      await card.getByRole('button', { name: `Get Quote for ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Product / Equipment')).toHaveValue(new RegExp(name));
      await closeWithEscape(page, dialog);
      await card.getByRole('link', { name }).click();
      await expect(page).toHaveURL(/\/products\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    });
    await test.step('12 skeleton cards and a percentage show while the next page loads', async () => {
      await page.goto('/products');
      const release = await holdRequests(page, '**/products.data*');
      await page.getByRole('link', { name: 'Page 2' }).click();
      await expect(page.getByTestId('skeleton-card')).toHaveCount(12);
      await expect(page.getByRole('progressbar', { name: 'Loading products' })).toBeVisible();
      await expect(page.getByText(/Loading \d+%/)).toBeVisible();
      release();
      await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
      await expect(cards(page)).toHaveCount(12);
    });
  },
);

test('the mobile drawer stages filters and applies them with Apply Filters', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/products');
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('Brand').selectOption('Cemtora Concrete Systems');
  await drawer.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/\/products$/);
  await drawer.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/brand=Cemtora\+Concrete\+Systems&sort_by=price&sort_order=desc/);
  await expect(page.getByText('Filtered by Brand: Cemtora Concrete Systems')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible();
});
