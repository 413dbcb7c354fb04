import { type APIRequestContext, expect, type Page, test } from '../fixtures';
import { E2E_ADMIN, openAsAdmin } from '../support/admin';
import { row, uniqueName } from '../support/catalog';
import { expectNoSidewaysScroll, expectReachable, expectWholeWords } from '../support/layout';
import { PHONE } from '../support/viewports';

// The admin on a small laptop (1024 px, the sidebar open): no page scrolls sideways; the inbox
// fits its filters and columns; a wide table scrolls inside its own frame with each row's actions
// pinned in reach; a long list keeps its header row in view (sticky header, actions at
// the row end).

test.use({ viewport: { width: 1024, height: 768 } });

/** A lead with long words everywhere, sent to the public API. */
async function longLead(request: APIRequestContext) {
  const lead = {
    name: uniqueName('Maximiliano Bartholomew Dela Cruz-Villanueva'),
    email: 'maximiliano.bartholomew.delacruzvillanueva@constructionsupplies-mindanao.example.com',
    company: 'Mindanao Heavy Construction and Development Corporation',
    product: 'Cemtora CBP-60 Stationary Concrete Batching Plant with Twin Shaft Mixer',
    phone: '09181234567',
    message: 'Please send a price for a 60 m³/h plant delivered to Davao.',
  };
  const res = await request.post('/api/contact/quote-simple', { data: lead });
  expect(res.status(), await res.text()).toBe(201);
  return lead;
}

/** Every admin page, with what shows once it has loaded. */
const PAGES: { path: string; ready: (page: Page) => ReturnType<Page['getByText']> }[] = [
  { path: '/admin', ready: (page) => page.getByRole('link', { name: /^New inquiries/ }) },
  { path: '/admin/inquiries', ready: (page) => page.getByText(/^Showing \d+ to \d+ of \d+ results$/) },
  { path: '/admin/products', ready: (page) => page.getByText(/^Showing 1 to \d+ of \d+ results$/) },
  { path: '/admin/variants', ready: (page) => page.getByText(/^Showing 1 to \d+ of \d+ results$/) },
  { path: '/admin/parameters', ready: (page) => page.getByText(/^Showing 1 to \d+ of \d+ results$/) },
  {
    path: '/admin/parameters?tab=review',
    ready: (page) => page.getByText(/^Showing \d+ to \d+ of \d+ results$/),
  },
  { path: '/admin/brands', ready: (page) => page.getByText(/^Showing 1 to \d+ of \d+ results$/) },
  { path: '/admin/categories', ready: (page) => page.getByText(/^Showing 1 to \d+ of \d+ results$/) },
  { path: '/admin/news', ready: (page) => page.getByText(/^Showing 1 to \d+ of \d+ results$/) },
  { path: '/admin/users', ready: (page) => row(page, E2E_ADMIN.email) },
  { path: '/admin/hero', ready: (page) => page.getByRole('heading', { name: 'Featured Products' }) },
  { path: '/admin/settings', ready: (page) => page.getByRole('button', { name: 'Save Settings' }) },
  { path: '/admin/profile', ready: (page) => page.getByText(E2E_ADMIN.email).first() },
];

test('no admin page scrolls sideways at 1024 px', async ({ page }) => {
  // The inbox holds at least one lead whose every field is long.
  await longLead(page.request);
  await openAsAdmin(page, '/admin');
  for (const { path, ready } of PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  }
});

test('the inbox fits: filters inside their card, every column in view, names whole', async ({ page }) => {
  const lead = await longLead(page.request);
  await openAsAdmin(page, `/admin/inquiries?search=${encodeURIComponent(lead.name)}`);
  const listed = row(page, lead.name);
  await expect(listed).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The last filter ends inside the card around the filters.
  const filters = page.getByLabel('Received to');
  const card = page
    .locator('div', { has: page.getByRole('searchbox', { name: 'Search inquiries' }) })
    .filter({
      has: filters,
    });
  const cardBox = await card.last().boundingBox();
  const fieldBox = await filters.boundingBox();
  expect(fieldBox && cardBox && fieldBox.x + fieldBox.width <= cardBox.x + cardBox.width).toBe(true);

  for (const name of ['Name', 'Product / Subject', 'Status', 'E-mail'])
    await expectReachable(page.getByRole('columnheader', { name, exact: true }));
  await expectReachable(listed.getByRole('link', { name: lead.name }));
  await expectWholeWords(listed.getByRole('link', { name: lead.name }));
  const company = listed.getByText(lead.company).filter({ visible: true });
  await expect(company).toBeVisible();
  await expectWholeWords(company);
  // Kind and product are still in the row, beside each other.
  await expect(listed.getByText('Quote request').filter({ visible: true })).toBeVisible();
  await expect(listed.getByText(lead.product).filter({ visible: true })).toBeVisible();
});

const SECTIONS = [
  { section: 'variants', caption: 'Variants' },
  { section: 'parameters', caption: 'Parameters' },
  { section: 'news', caption: 'News articles' },
  { section: 'products', caption: 'Products' },
  { section: 'categories', caption: 'Categories' },
  { section: 'brands', caption: 'Brands' },
];

// One sign-in, the six sections in turn (each was a test of its own).
test("every section's rows have Edit and Delete in reach", async ({ page }) => {
  // Six sections in one test: the time of six.
  test.setTimeout(90_000);
  await openAsAdmin(page, '/admin');
  for (const { section, caption } of SECTIONS) {
    await page.goto(`/admin/${section}`);
    await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The table's own frame (the news page's section shares its name and holds it).
    const table = page.getByRole('region', { name: caption, exact: true }).last();
    await expectReachable(page.getByRole('columnheader', { name: 'Actions' }));
    for (const action of ['Edit', 'Delete']) {
      const first = table.getByRole('button', { name: new RegExp(`^${action} `) }).first();
      await expectReachable(first);
    }
    // Scrolled sideways inside its frame, the table keeps the actions where they were.
    await table.evaluate((frame) => frame.scrollTo({ left: frame.scrollWidth }));
    await expectReachable(table.getByRole('button', { name: /^Edit / }).first());
    await table.evaluate((frame) => frame.scrollTo({ left: 0 }));
    await expectReachable(table.getByRole('button', { name: /^Delete / }).first());
  }
});

for (const viewport of [PHONE]) {
  test(`the header row stays in view while a long list is scrolled (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openAsAdmin(page, '/admin/variants');
    await page.getByLabel('Show').selectOption('50');
    await expect(page.getByText(/^Showing 1 to 50 of \d+ results$/)).toBeVisible();
    // Scrolled to the end of the page, then to the end of the list (as a wheel over it would).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const table = page.getByRole('region', { name: 'Variants', exact: true });
    await table.evaluate((frame) => frame.scrollTo({ top: frame.scrollHeight }));
    const last = table.getByRole('row').last();
    await expect(last).toBeInViewport();
    for (const name of ['Name', 'Actions'])
      await expectReachable(page.getByRole('columnheader', { name, exact: true }));
    const header = await page.getByRole('columnheader', { name: 'Name', exact: true }).boundingBox();
    const lastBox = await last.boundingBox();
    expect(header && lastBox && header.y < lastBox.y).toBe(true);
  });
}
