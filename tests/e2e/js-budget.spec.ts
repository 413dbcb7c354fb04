import { expect, journey, test } from './fixtures';
import { closeWithEscape } from './support/dialogs';
import { holdRequests } from './support/hold';
import { scriptsReceived } from './support/scripts';
import { DESKTOP, PHONE } from './support/viewports';

// Forms, modals, drawers and menus arrive when first used, or in idle time after the first
// interaction (docs/decisions/017-code-fetched-ahead-of-a-press.md), so that no public page loads
// more than the first-load JavaScript limit before anyone touches it: the limit itself, Intl and
// the back office's code are checked on every public page by the platform pass
// (page-types.spec.ts).

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
