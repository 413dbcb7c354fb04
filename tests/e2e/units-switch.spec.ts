import { expect, journey, type Page, test } from './fixtures';
import { closeWithEscape } from './support/dialogs';
import { EXCAVATORS, excavatorId, massRange, seriousViolations } from './support/spec-filters';
import { DESKTOP, PHONE } from './support/viewports';

// Metric or imperial (docs/product.md §17): a switch in the header, remembered in a cookie, the
// server rendering the chosen units; the published text stays on hover and for screen readers.

const switchOf = (page: Page) => page.getByRole('group', { name: 'Units' }).first();
const specRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Technical specifications' }).getByRole('row', { name: new RegExp(name) });

journey(3, DESKTOP)(
  'the units switch on a desktop: imperial on the product page and its cards, kept in a cookie; the spec filters in imperial writing metric; without JavaScript a form post',
  async ({ page, request, browser }) => {
    await test.step('imperial shows on the product page and its cards, server-rendered, and survives reload', async () => {
      const id = await excavatorId(request);
      await page.goto(`/products/${id}`);
      const row = specRow(page, 'Operating Mass');
      await expect(row).toContainText(/kg/);
      await expect(switchOf(page).getByRole('button', { name: 'Metric' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await switchOf(page).getByRole('button', { name: 'Imperial' }).click();
      await expect(switchOf(page).getByRole('button', { name: 'Imperial' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(row.getByRole('cell')).toContainText(/lb/);
      // The published text on hover, and read out after the value.
      await expect(row.locator('[title]')).toHaveAttribute('title', /^As published: .*kg/);
      await expect(row).toContainText(/as published: .*kg/);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'units');
      expect(cookie).toMatchObject({ value: 'imperial', path: '/', sameSite: 'Lax' });
      expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 86400);

      await page.reload();
      await expect(row.getByRole('cell')).toContainText(/lb/);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(EXCAVATORS);
      await expect(page.getByRole('article').first()).toContainText(/Operating Mass:\s*[\d,.]+ lb/);
      await switchOf(page).getByRole('button', { name: 'Metric' }).click();
      await expect(page.getByRole('article').first()).toContainText(/Operating Mass:\s*[\d,.]+ kg/);
    });
    await test.step('in imperial the spec filters show imperial numbers and write metric to the address', async () => {
      await page
        .context()
        .addCookies([{ name: 'units', value: 'imperial', url: test.info().project.use.baseURL! }]);
      const imperial = await massRange(request, 'imperial');
      expect(imperial.unit).toBe('lb');
      await page.goto(EXCAVATORS);
      const group = page
        .getByRole('form', { name: 'Filters' })
        .getByRole('group', { name: 'Operating Mass (lb)' });
      await group.getByLabel('Minimum operating mass').fill('22046');
      await group.getByLabel('Minimum operating mass').press('Enter');
      // 22,046 lb is 10,000 kg (to six significant figures).
      await expect(page).toHaveURL(/spec\.operating_mass=9999\.\d+\.\.|spec\.operating_mass=10000\.\./);
      await expect(group.getByLabel('Minimum operating mass')).toHaveValue('22046');
      await expect(page.getByRole('link', { name: /Operating Mass: ≥ 22,046 lb/ })).toBeVisible();
    });
    await test.step('without JavaScript the switch posts, sets the cookie and comes back to the page', async () => {
      const id = await excavatorId(request);
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: DESKTOP,
      });
      const page = await context.newPage();
      await page.goto(`/products/${id}?tab=x`);
      await switchOf(page).getByRole('button', { name: 'Imperial' }).click();
      await expect(page).toHaveURL(new RegExp(`/products/${id}\\?tab=x$`));
      await expect(specRow(page, 'Operating Mass').getByRole('cell')).toContainText(/lb/);
      await context.close();
    });
  },
);

journey(2, PHONE)(
  "on a phone the switch is beside a product's specifications and in the mobile menu",
  async ({ page, request }) => {
    await test.step('a product page has the switch beside its specifications, no menu to open', async () => {
      const id = await excavatorId(request);
      await page.goto(`/products/${id}`);
      const specs = page.getByRole('region', { name: 'Technical Specifications' });
      const imperial = specs.getByRole('group', { name: 'Units' }).getByRole('button', { name: 'Imperial' });
      await imperial.click();
      await expect(imperial).toHaveAttribute('aria-pressed', 'true');
      await expect(specRow(page, 'Operating Mass').getByRole('cell')).toContainText(/lb/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The page stays where it was: at the table, not back at the top.
      await expect(specs.getByRole('heading', { name: 'Technical Specifications' })).toBeInViewport();
      expect(await seriousViolations(page)).toEqual([]);
    });
    await test.step('the mobile menu has the switch', async () => {
      const id = await excavatorId(request);
      await page.goto(`/products/${id}`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: 'Imperial' }).click();
      await expect(menu.getByRole('button', { name: 'Imperial' })).toHaveAttribute('aria-pressed', 'true');
      expect(await seriousViolations(page)).toEqual([]);
      await closeWithEscape(page, menu);
      await expect(specRow(page, 'Operating Mass').getByRole('cell')).toContainText(/lb/);
    });
  },
);
