import { FIRST_LOAD_JS_LIMIT_BYTES, measureFirstLoad } from '../../bench/lib/first-load';
import { publicPages } from '../../bench/lib/site-server';
import { expect, journey, test } from './fixtures';
import { closeWithEscape } from './support/dialogs';
import { holdRequests } from './support/hold';
import { intlUses, recordIntlUses } from './support/intl-uses';
import { scriptsReceived } from './support/scripts';
import { DESKTOP, PHONE } from './support/viewports';

// No public page loads more than FIRST_LOAD_JS_LIMIT_BYTES (152 KB, a fixed limit: decisions 038, 044) of
// gzipped JavaScript before anyone touches it; forms, modals, drawers and menus arrive when first used, or in idle time after
// the first interaction (docs/decisions/017-code-fetched-ahead-of-a-press.md). A size, not a
// timing: the same build always gives the same number. `npm run bench:js` prints the breakdown
// behind a failure.

// Public pages never download the back office either: no admin route module, no TanStack Query
// (its option names survive minifying), no rich-text editor, no back-office constants (the
// dashboard's greeting is there when public code imports common/constants.ts rather than
// common/site-constants.ts). Checked by the content of every script a public page loads, so a
// shared chunk that drags admin code in is caught as well as a direct import.
const ADMIN_MARKERS = [
  'Collapse sidebar',
  'admin.sidebar.collapsed',
  'refetchOnWindowFocus',
  'ProseMirror',
  'Welcome to Admin Dashboard',
];

// The pages are bench:js's (bench/lib/site-server.ts): every public page, the comparison of three
// and of four machines, and the quote list empty and opened from a shared link. One pass over them
// serves the checks: each page is loaded once, until the network is idle (and so hydrated).
test('public pages stay within the first-load JavaScript limit, load no admin code and use no Intl', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000); // about fifteen pages, each loaded until the network is idle
  const pages = await publicPages(baseURL!);
  const over: string[] = [];
  const loaded = new Set<string>();
  const intl: string[] = [];
  await recordIntlUses(page);
  await test.step('the first-load JavaScript limit', async () => {
    for (const [name, path] of pages) {
      const { js_gzip_bytes, scripts } = await measureFirstLoad(page, path);
      expect(scripts.length, `${path} loads scripts`).toBeGreaterThan(0);
      for (const use of await intlUses(page)) intl.push(`${path}: ${use}`);
      for (const script of scripts) loaded.add(script.url);
      if (js_gzip_bytes > FIRST_LOAD_JS_LIMIT_BYTES) {
        over.push(`${name} ${path}: ${(js_gzip_bytes / 1000).toFixed(1)} KB`);
      }
    }
    expect(over, 'gzipped JavaScript on first load (npm run bench:js for the breakdown)').toEqual([]);
  });
  await test.step('no public page uses Intl as it loads and hydrates (decision 077)', async () => {
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeDefined();
    expect(intl).toEqual([]);
  });
  await test.step('no script a public page loads holds back-office code', async () => {
    for (const url of loaded) {
      const body = await (await request.get(url)).text();
      for (const marker of ADMIN_MARKERS)
        expect(body.includes(marker), `${url} contains "${marker}"`).toBe(false);
    }
  });
});

// The desktop's dropdown first, in a fresh browser: the phone's menu, loaded last, may share code with it.
journey(3)(
  'the Products dropdown, the filters drawer and the hamburger menu load their code only when used',
  async ({ page }) => {
    await test.step('the Products dropdown loads its panel code only when used', async () => {
      await page.setViewportSize(DESKTOP);
      const scripts = scriptsReceived(page);
      await page.goto('/about', { waitUntil: 'networkidle' });
      expect(scripts.some((url) => /products-menu-panel/.test(url))).toBe(false);

      // The first hover opens it, with no second one needed while the code arrives.
      await page.getByRole('button', { name: 'Products' }).hover();
      await expect(
        page.getByRole('list', { name: 'Brands', exact: true }).getByRole('link').first(),
      ).toBeVisible();
      expect(scripts.some((url) => /products-menu-panel/.test(url))).toBe(true);
    });

    await test.step('Tab into the Products dropdown before its code has arrived lands on the first brand', async () => {
      // Held until released. A page with a route skips the HTTP cache, so the new document below asks
      // for the panel again.
      const release = await holdRequests(page, /\/assets\/products-menu-panel-[\w-]+\.js$/);
      await page.goto('/about', { waitUntil: 'networkidle' });
      const trigger = page.getByRole('button', { name: 'Products' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      // Focus waits on the trigger rather than skipping the panel to the next header button.
      await expect(trigger).toBeFocused();
      release();
      const brands = page.getByRole('list', { name: 'Brands', exact: true });
      await expect(brands.getByRole('link').first()).toBeFocused();
    });

    await test.step('the hamburger menu and the filters drawer load their code only when used', async () => {
      await page.setViewportSize(PHONE);
      const scripts = scriptsReceived(page);
      await page.goto('/products', { waitUntil: 'networkidle' });
      expect(scripts.some((url) => /mobile-menu-panel|filter-drawer-panel/.test(url))).toBe(false);

      // The first press opens them: no second click needed while the code arrives.
      await page.getByRole('button', { name: 'Filters' }).click();
      const filters = page.getByRole('dialog', { name: 'Filters' });
      await expect(filters).toBeVisible();
      await closeWithEscape(page, filters, page.getByRole('button', { name: 'Filters' }));

      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await closeWithEscape(page, menu, page.getByRole('button', { name: 'Open menu' }));
    });
  },
);
