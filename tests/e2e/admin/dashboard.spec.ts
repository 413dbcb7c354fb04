import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '../fixtures';
import { adminSession, authHeader, openAsAdmin } from '../support/admin';
import { uniqueName } from '../support/catalog';

// Dashboard (docs/product.md §4, §6): the server's welcome message, count tiles that match the API and lead
// to their sections, placeholders of the tiles' own size, the failure text, and the latest
// inquiries beside the tiles.

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
  // The four catalogue tiles and the "New inquiries" tile (docs/product.md §9) (tested in inquiries.spec.ts).
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

// The latest inquiries beside the tiles: the inbox's newest (spam left out), each a link to its page.
const latest = (page: Page) => page.getByRole('region', { name: 'Latest inquiries' });

async function postQuote(page: Page, name: string, product: string) {
  const res = await page.request.post('/api/contact/quote-simple', {
    data: { name, email: 'buyer@example.com', product, message: 'Please send a price.' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test('the latest inquiries show name, kind and product, status and age, and open their page', async ({
  page,
}) => {
  const older = uniqueName('Dashboard Older');
  const newest = uniqueName('Dashboard Newest');
  await postQuote(page, older, 'Rough-Terrain Crane');
  const id = await postQuote(page, newest, 'NL-Series Wheel Loader');
  await openAsAdmin(page, '/admin');
  const items = latest(page).getByRole('listitem');
  await expect(items.first()).toContainText(newest);
  await expect(items.nth(1)).toContainText(older);
  expect(await items.count()).toBeLessThanOrEqual(8);
  const first = items.first();
  await expect(first).toContainText('Quote request · NL-Series Wheel Loader');
  await expect(first).toContainText('New');
  await expect(first.locator('time')).toHaveText(/just now|min\. ago/);

  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${id}$`));
  await expect(page.getByRole('heading', { level: 2, name: newest })).toBeVisible();

  await page.goBack();
  await latest(page).getByRole('link', { name: 'View all inquiries' }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries$/);
});

test('without inquiries the list says so and still leads to the inbox', async ({ page }) => {
  await page.route('**/api/admin/leads?*', (route) =>
    route.fulfill({ json: { data: [], total: 0, current_page: 1, last_page: 1, per_page: 6 } }),
  );
  await openAsAdmin(page, '/admin');
  await expect(latest(page).getByText('No inquiries yet')).toBeVisible();
  await expect(latest(page).getByRole('listitem')).toHaveCount(0);
  await expect(latest(page).getByRole('link', { name: 'View all inquiries' })).toHaveAttribute(
    'href',
    '/admin/inquiries',
  );
});

for (const { width, height, beside } of [
  { width: 390, height: 844, beside: false },
  { width: 1024, height: 768, beside: false },
  { width: 1440, height: 900, beside: true },
]) {
  test(`tiles and latest inquiries fit ${width} px without sideways scrolling`, async ({ page }) => {
    await postQuote(page, uniqueName('Dashboard Width With A Rather Long Name'), 'Mobile Batching Plant');
    await page.setViewportSize({ width, height });
    await openAsAdmin(page, '/admin');
    await expect(latest(page).getByRole('listitem').first()).toBeVisible();
    await expect(tile(page, 'Variants')).toContainText(/\d/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const list = await latest(page).boundingBox();
    const tiles = await totals(page).boundingBox();
    if (!list || !tiles) throw new Error('dashboard blocks not laid out');
    expect(list.x + list.width).toBeLessThanOrEqual(width);
    // Side by side on a wide screen; below the tiles otherwise.
    if (beside) expect(list.x).toBeGreaterThanOrEqual(tiles.x + tiles.width);
    else expect(list.y).toBeGreaterThanOrEqual(tiles.y + tiles.height);
  });
}
