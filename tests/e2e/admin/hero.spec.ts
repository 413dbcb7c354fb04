import { type APIRequestContext, expect, type Page, test } from '../fixtures';
import { adminSession, authHeader, openAsAdmin } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { PHONE } from '../support/viewports';

// Featured Products for the home hero (docs/product.md §4, §5, §6): a card grid of catalogue items, at most
// 5 chosen in order, Clear All and Save. The demo starts with 5 featured items. A test that saves
// puts the list it found back at the end, so other specs see the demo hero.

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

for (const { width, height } of [PHONE]) {
  test(`the hero section has no serious axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openAsAdmin(page, '/admin/hero');
    await expect(counter(page)).toHaveText('5/5 selected');
    await expect(cards(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
