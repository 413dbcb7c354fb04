import { expect, type Page, test } from '../fixtures';
import { openAsAdmin } from '../support/admin';
import { uniqueName } from '../support/catalog';
import { holdRequests } from '../support/hold';

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

test('the loading placeholders take the tiles’ place, so nothing moves when the numbers arrive', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/api/admin/dashboard');
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

// The latest inquiries beside the tiles: the inbox's newest (spam left out), each a link to its page.
const latest = (page: Page) => page.getByRole('region', { name: 'Latest inquiries' });

async function postQuote(page: Page, name: string, product: string) {
  const res = await page.request.post('/api/contact/quote-simple', {
    data: { name, email: 'buyer@example.com', product, message: 'Please send a price.' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

for (const { width, height, beside } of [
  { width: 390, height: 844, beside: false },
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
