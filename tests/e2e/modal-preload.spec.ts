import {
  type Browser,
  type BrowserContextOptions,
  devices,
  expect,
  journey,
  type Locator,
  type Page,
  test,
} from './fixtures';
import { waitsForHydration } from './support/hydration';
import { DESKTOP, PHONE } from './support/viewports';

// The quote modal and the filters drawer are split out of the first load (page-types.spec.ts) but
// fetched ahead of their first opening, so it does not wait for a download: once a person uses
// the page (in idle time), or when a pointer or focus reaches their button. No timings here:
// what is checked is that the code was requested before the press.

const QUOTE_CHUNK = /\/assets\/quote-modal-[\w-]+\.js$/;
const DRAWER_CHUNK = /\/assets\/filter-drawer-panel-[\w-]+\.js$/;

/** Script URLs the page requests from now on, and whether one matching `chunk` was among them. */
function watchScripts(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && urls.push(r.url()));
  return (chunk: RegExp) => urls.some((url) => chunk.test(url));
}

/** React has hydrated the element (its props are attached), so the page's effects have run. */
const hydrated = (page: Page, selector: string) =>
  expect
    .poll(() =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))),
    )
    .toBe(true);

/**
 * /products loaded and `selector` hydrated, with the quote modal not part of that first load; the
 * scripts requested from then on.
 */
async function listingLoaded(page: Page, selector: string) {
  const requested = watchScripts(page);
  await page.goto('/products', { waitUntil: 'networkidle' });
  await hydrated(page, selector);
  expect(requested(QUOTE_CHUNK)).toBe(false);
  return requested;
}

/** A page in a browser context of its own (the site project's device, then `options`): nothing fetched or cached yet. */
async function freshPage(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext({ ...devices['Desktop Chrome'], ...options });
  const page = await context.newPage();
  await waitsForHydration(page);
  return page;
}

/**
 * On `path`, once `ready` has hydrated: `chunk` was not asked for, focus on `button` asks for it
 * before any press, and Enter then opens the dialog named `dialog`.
 */
async function focusFetches(
  page: Page,
  {
    path,
    ready,
    button,
    chunk,
    dialog,
  }: { path: string; ready: string; button: Locator; chunk: RegExp; dialog: string },
) {
  const requested = watchScripts(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  await hydrated(page, ready);
  expect(requested(chunk)).toBe(false);
  await button.focus();
  await expect.poll(() => requested(chunk)).toBe(true);
  await button.press('Enter');
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
}

const ON_A_PHONE = { viewport: PHONE, hasTouch: true, isMobile: true };

// Each step in a browser context of its own, which has fetched nothing yet.
journey(2)(
  'on a phone: the first scroll, or focus on Filters, fetches the code before the first tap',
  async ({ browser, baseURL }) => {
    await test.step('the first scroll fetches the quote modal and the filters drawer; nothing before it', async () => {
      const page = await freshPage(browser, { ...ON_A_PHONE, baseURL });
      const requested = await listingLoaded(page, 'main button');
      expect(requested(DRAWER_CHUNK)).toBe(false);

      await page.evaluate(() => window.scrollBy(0, 300));
      await expect.poll(() => requested(QUOTE_CHUNK)).toBe(true);
      await expect.poll(() => requested(DRAWER_CHUNK)).toBe(true);

      // The first tap opens them.
      await page.getByRole('button', { name: 'Filters' }).tap();
      const filters = page.getByRole('dialog', { name: 'Filters' });
      await expect(filters).toBeVisible();
      await filters.getByRole('button', { name: 'Close filters' }).tap();
      await expect(filters).toBeHidden();
      await page
        .getByRole('button', { name: /^Get Quote for / })
        .first()
        .tap();
      await expect(page.getByRole('dialog', { name: 'Request a Quote' })).toBeVisible();
      await page.context().close();
    });

    await test.step('focus on Filters fetches the drawer before it is pressed', async () => {
      const page = await freshPage(browser, { ...ON_A_PHONE, baseURL });
      await focusFetches(page, {
        path: '/products',
        ready: 'main button',
        button: page.getByRole('button', { name: 'Filters' }),
        chunk: DRAWER_CHUNK,
        dialog: 'Filters',
      });
      await page.context().close();
    });
  },
);

journey(2)(
  'on a desktop: the first mouse move, or focus on Get Quote, fetches the quote modal',
  async ({ browser, baseURL }) => {
    await test.step('the first mouse move fetches the quote modal; the drawer, hidden there, is not fetched', async () => {
      const page = await freshPage(browser, { viewport: DESKTOP, baseURL });
      const requested = await listingLoaded(page, 'header button');

      await page.mouse.move(200, 400);
      await expect.poll(() => requested(QUOTE_CHUNK)).toBe(true);
      // Both wait for the same first sign; the drawer's turn (it registers first) has passed.
      expect(requested(DRAWER_CHUNK)).toBe(false);
      await page.context().close();
    });

    await test.step('focus on Get Quote fetches the modal before it is pressed', async () => {
      const page = await freshPage(browser, { viewport: DESKTOP, baseURL });
      await focusFetches(page, {
        path: '/about',
        ready: 'header button',
        button: page.getByRole('banner').getByRole('button', { name: 'Get Quote' }),
        chunk: QUOTE_CHUNK,
        dialog: 'Request a Quote',
      });
      await page.context().close();
    });
  },
);
