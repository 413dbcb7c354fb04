import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { adminSession, authHeader, openAsAdmin } from '../support/admin';

// Dashboard (spec §2, §8): the server's welcome message, count tiles that match the API and lead
// to their sections, placeholders of the tiles' own size, and the failure text.

const TILES = [
  { label: 'Products', key: 'products', path: '/admin/products' },
  { label: 'Brands', key: 'brands', path: '/admin/brands' },
  { label: 'Categories', key: 'categories', path: '/admin/categories' },
  { label: 'Variants', key: 'variants', path: '/admin/variants' },
] as const;

const totals = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Catalogue totals' });
const tile = (page: Page, label: string) => totals(page).getByRole('link', { name: new RegExp(`^${label}`) });

test('shows the welcome message and the totals the API returns', async ({ page }) => {
  const session = await adminSession(page.request);
  const dashboard = await (
    await page.request.get('/api/admin/dashboard', { headers: authHeader(session) })
  ).json();
  await openAsAdmin(page, '/admin');
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome to Admin Dashboard' })).toBeVisible();
  for (const { label, key } of TILES) {
    await expect(tile(page, label)).toContainText(String(dashboard.counts[key]));
  }
  // The four catalogue tiles and issue 6's "New inquiries" (tested in inquiries.spec.ts).
  await expect(totals(page).getByRole('listitem')).toHaveCount(5);
});

test('each tile opens its section', async ({ page }) => {
  await openAsAdmin(page, '/admin');
  for (const { label, path } of TILES) {
    await tile(page, label).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/admin$/);
  }
});

test('the loading placeholders take the tiles’ place, so nothing moves when the numbers arrive', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/dashboard', async (route) => {
    await held;
    await route.continue();
  });
  await openAsAdmin(page, '/admin');
  await expect(totals(page)).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Loading dashboard...' })).toBeAttached();
  const before = await Promise.all(TILES.map(({ label }) => tile(page, label).boundingBox()));

  release();
  await expect(tile(page, 'Products')).toContainText(/\d/);
  await expect(totals(page)).not.toHaveAttribute('aria-busy', 'true');
  const after = await Promise.all(TILES.map(({ label }) => tile(page, label).boundingBox()));
  expect(after).toEqual(before);
});

test('a failure reads "Error fetching admin data: " and the reason', async ({ page }) => {
  await page.route('**/api/admin/dashboard', (route) =>
    route.fulfill({ status: 500, json: { message: 'Database unavailable' } }),
  );
  await openAsAdmin(page, '/admin');
  // The query client retries a 5xx twice before giving up.
  await expect(page.getByText('Error fetching admin data: Database unavailable')).toBeVisible({
    timeout: 15_000,
  });
  // The tiles still lead to their sections.
  await expect(tile(page, 'Brands')).toHaveAttribute('href', '/admin/brands');
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`has no serious or critical axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openAsAdmin(page, '/admin');
    await expect(tile(page, 'Variants')).toContainText(/\d/);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
}
