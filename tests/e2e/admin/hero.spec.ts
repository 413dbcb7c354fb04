import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '../fixtures';
import { adminSession, authHeader, openAsAdmin } from '../support/admin';

// Featured Products for the home hero (docs/product.md §4, §5, §6): a card grid of catalogue items, at most
// 5 chosen in order, Clear All and Save. The demo starts with 5 featured items. A test that saves
// puts the list it found back at the end, so other specs see the demo hero.

const MAX_TEXT = 'Maximum Reached: You can select a maximum of 5 featured products.';

interface Product {
  id: number;
  name: string;
}

async function heroState(request: APIRequestContext) {
  const headers = authHeader(await adminSession(request));
  const settings = await request.get('/api/admin/hero-settings', { headers });
  const available = await request.get('/api/admin/hero-settings/available-products', { headers });
  const ids: number[] = (await settings.json()).data.featured_product_ids;
  const products: Product[] = (await available.json()).data;
  return { ids, products, notFeatured: products.filter((p) => !ids.includes(p.id)) };
}

async function restore(request: APIRequestContext, ids: number[]) {
  const headers = authHeader(await adminSession(request));
  const res = await request.put('/api/admin/hero-settings', { headers, data: { featured_product_ids: ids } });
  expect(res.ok()).toBe(true);
}

const cards = (page: Page) => page.getByRole('list', { name: 'Available products' }).getByRole('listitem');
const card = (page: Page, name: string) =>
  cards(page)
    .filter({ has: page.getByText(name, { exact: true }) })
    .getByRole('button');
const counter = (page: Page) => page.getByText(/^\d\/5 selected$/);
const order = (page: Page) => page.getByRole('list', { name: 'Carousel order' }).getByRole('listitem');

test('shows n/5, refuses a sixth with the warning, toggles from the keyboard and clears', async ({
  page,
}) => {
  const { ids, products, notFeatured } = await heroState(page.request);
  expect(ids).toHaveLength(5);
  await openAsAdmin(page, '/admin/hero');
  await expect(page.getByRole('heading', { level: 1, name: 'Featured Products' })).toBeVisible();
  await expect(counter(page)).toHaveText('5/5 selected');
  await expect(cards(page)).toHaveCount(products.length);
  const first = products.find((p) => p.id === ids[0])!;
  await expect(card(page, first.name)).toHaveAttribute('aria-pressed', 'true');
  await expect(order(page).first()).toContainText(first.name);

  const extra = card(page, notFeatured[0].name);
  await extra.click();
  await expect(page.getByRole('alert').filter({ hasText: MAX_TEXT })).toBeVisible();
  await expect(extra).toHaveAttribute('aria-pressed', 'false');
  await expect(counter(page)).toHaveText('5/5 selected');

  await card(page, first.name).focus();
  await page.keyboard.press('Space');
  await expect(card(page, first.name)).toHaveAttribute('aria-pressed', 'false');
  await expect(counter(page)).toHaveText('4/5 selected');
  await expect(page.getByText(MAX_TEXT)).toHaveCount(0);
  await extra.focus();
  await page.keyboard.press('Enter');
  await expect(extra).toHaveAttribute('aria-pressed', 'true');
  await expect(order(page).last()).toContainText(notFeatured[0].name);
  await expect(extra).toContainText('Featured position 5');

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(counter(page)).toHaveText('0/5 selected');
  await expect(page.getByText('No products selected yet.')).toBeVisible();
  await expect(cards(page).getByRole('button', { pressed: true })).toHaveCount(0);
});

test('saves the chosen order and the home page hero leads with the first choice', async ({ page }) => {
  const { ids, notFeatured } = await heroState(page.request);
  const [a, b] = notFeatured;
  await openAsAdmin(page, '/admin/hero');
  await expect(counter(page)).toHaveText('5/5 selected');
  await page.getByRole('button', { name: 'Clear All' }).click();
  await card(page, b.name).click();
  await card(page, a.name).click();
  await expect(counter(page)).toHaveText('2/5 selected');
  await expect(order(page)).toHaveCount(2);
  await expect(order(page)).toContainText([b.name, a.name]);

  await page.getByRole('button', { name: 'Save Featured Products' }).click();
  await expect(page.getByRole('status')).toContainText('Featured products updated successfully');
  await page.reload();
  await expect(counter(page)).toHaveText('2/5 selected');
  await expect(order(page)).toHaveCount(2);
  await expect(order(page)).toContainText([b.name, a.name]);

  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured products' });
  await expect(carousel.getByRole('group', { name: '1 of 2' }).getByRole('heading')).toHaveText(b.name);
  await restore(page.request, ids);
});

test('failures show the product’s texts', async ({ page }) => {
  await page.route('**/api/admin/hero-settings', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
      : route.fallback(),
  );
  await openAsAdmin(page, '/admin/hero');
  await expect(counter(page)).toHaveText('5/5 selected');
  await page.getByRole('button', { name: 'Save Featured Products' }).click();
  await expect(page.getByRole('status')).toContainText('Failed to save featured products');

  await page.unroute('**/api/admin/hero-settings');
  await page.route('**/api/admin/hero-settings', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.reload();
  // Reads retry a failing server twice before giving up.
  await expect(page.getByText('Failed to load hero settings')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Save Featured Products' })).toBeDisabled();
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the hero section has no serious axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openAsAdmin(page, '/admin/hero');
    await expect(counter(page)).toHaveText('5/5 selected');
    await expect(cards(page).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
