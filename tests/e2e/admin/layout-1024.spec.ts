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

/**
 * Opens an admin page as staff move between them: a link of the sidebar (or of the Parameters
 * section's lists, or the header's user menu) pressed in the app, not a page load of its own. The back office is one app, so
 * a page laid out after a press is the page laid out after a load, without loading and running
 * the admin bundle again (thirteen loads of it outran the test's time on a loaded machine).
 */
async function openByLink(page: Page, nav: string, name: string | RegExp) {
  const link = page
    .getByRole('navigation', { name: nav })
    .getByRole('link', { name, exact: true })
    .filter({ visible: true });
  await link.click();
  // The link is marked once the router has rendered its page, so `ready` below is that page's.
  await expect(link).toHaveAttribute('aria-current', 'page');
}

const sidebar = (name: string | RegExp) => (page: Page) => openByLink(page, 'Admin sections', name);

interface AdminPage {
  path: string;
  open: (page: Page) => Promise<void>;
  ready: (page: Page) => ReturnType<Page['getByText']>;
}

/** A list section, reached from the sidebar, loaded once its first page's count shows. */
const listed = (path: string, name: string): AdminPage => ({
  path,
  open: sidebar(name),
  ready: (page) => page.getByText(/^Showing 1 to \d+ of \d+ results$/),
});

/** Every admin page: how it is reached from the sidebar, and what shows once it has loaded. */
const PAGES: AdminPage[] = [
  {
    path: '/admin',
    open: sidebar('Dashboard'),
    ready: (page) => page.getByRole('link', { name: /^New inquiries/ }),
  },
  {
    path: '/admin/inquiries',
    open: sidebar(/^Inquiries/),
    ready: (page) => page.getByText(/^Showing \d+ to \d+ of \d+ results$/),
  },
  listed('/admin/products', 'Products'),
  listed('/admin/variants', 'Variants'),
  listed('/admin/parameters', 'Parameters'),
  {
    path: '/admin/parameters?tab=review',
    open: (page) => openByLink(page, 'Parameter lists', /^Review/),
    ready: (page) => page.getByText(/^Showing \d+ to \d+ of \d+ results$/),
  },
  listed('/admin/brands', 'Brands'),
  listed('/admin/categories', 'Categories'),
  listed('/admin/news', 'News'),
  { path: '/admin/users', open: sidebar('Users'), ready: (page) => row(page, E2E_ADMIN.email) },
  {
    path: '/admin/hero',
    open: sidebar('Hero Section'),
    ready: (page) => page.getByRole('heading', { name: 'Featured Products' }),
  },
  {
    path: '/admin/settings',
    open: sidebar('Settings'),
    ready: (page) => page.getByRole('button', { name: 'Save Settings' }),
  },
  {
    path: '/admin/profile',
    // From the user menu of the header, as the sidebar has no link to it.
    open: async (page) => {
      await page.getByRole('button', { name: /User menu/ }).click();
      await page.getByRole('menuitem', { name: 'My Profile' }).click();
    },
    ready: (page) => page.getByText(E2E_ADMIN.email).first(),
  },
];

/** The list sections whose tables scroll inside their frame: each row's actions stay in reach. */
const SECTIONS: Record<string, string> = {
  '/admin/variants': 'Variants',
  '/admin/parameters': 'Parameters',
  '/admin/news': 'News articles',
  '/admin/products': 'Products',
  '/admin/categories': 'Categories',
  '/admin/brands': 'Brands',
};

/** The table's Actions column and each row's Edit and Delete are in reach, scrolled or not. */
async function expectActionsInReach(page: Page, caption: string) {
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

/** The inbox, searched for the long lead: filters inside their card, every column in view, names whole. */
async function expectInboxFits(page: Page, lead: Awaited<ReturnType<typeof longLead>>) {
  await page.getByRole('searchbox', { name: 'Search inquiries' }).fill(lead.name);
  const listed = row(page, lead.name);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
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
}

// One sign-in, every admin page in turn, reached from the sidebar: each is read for sideways
// scrolling, the list sections for their rows' actions, and the inbox for its filters and columns
// with a lead whose every field is long (each was a test of its own).
test('no admin page scrolls sideways at 1024 px; the inbox and every section keep their columns and actions in reach', async ({
  page,
}) => {
  // Thirteen pages in one test, each waiting for its list: Playwright's 30 s ran out on a loaded
  // machine whether the pages were loaded or opened from the sidebar.
  test.setTimeout(150_000);
  const lead = await longLead(page.request);
  await openAsAdmin(page, '/admin');
  for (const { path, open, ready } of PAGES) {
    await test.step(path, async () => {
      await open(page);
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
      await expect(ready(page)).toBeVisible();
      await expectNoSidewaysScroll(page);
      const caption = SECTIONS[path];
      if (caption) await expectActionsInReach(page, caption);
      if (path === '/admin/inquiries') await expectInboxFits(page, lead);
    });
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
