import { expect, journey, type Page, test } from './fixtures';
import { PHONE } from './support/viewports';

// Decision 029: public pages start their scripts after the first paint, so the root layout marks
// <html data-hydrated> once React has taken over, and the `page` every spec gets waits for that
// mark after a navigation and before an action (support/hydration.ts).

test.use({ viewport: PHONE });

/** Holds the page's scripts back until `release()`; `asked` settles when the first is asked for. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked!: () => void;
  const askedFor = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { release, asked: askedFor };
}

journey(3)(
  'hydration: a page is marked hydrated once React has taken over; goto returns then; a press before it waits for it',
  async ({ browser, page }) => {
    await test.step('a page is marked hydrated once React has taken over, not before', async () => {
      // A page of the test's own, which waits for nothing.
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      const hold = await holdScripts(page);
      await page.goto('/about', { waitUntil: 'commit' });
      const menu = page.getByRole('button', { name: 'Open menu' });
      await expect(menu).toBeVisible();
      await hold.asked;
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

      hold.release();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await menu.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await context.close();
    });
    await test.step('goto returns once the page has hydrated', async () => {
      const hold = await holdScripts(page);
      let landed = false;
      const navigation = page.goto('/about').then(() => {
        landed = true;
      });
      await hold.asked;
      expect(landed).toBe(false);
      hold.release();
      await navigation;
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
    });
    await test.step('a press on a page not yet hydrated waits for it, however the page was reached', async () => {
      const hold = await holdScripts(page);
      // Stopping at the first byte, as a link or a form's native post would leave the test.
      await page.goto('/about', { waitUntil: 'commit' });
      const opened = page.getByRole('button', { name: 'Open menu' }).click();
      await hold.asked;
      hold.release();
      await opened;
      // Pressed before React had the button, the menu would never open.
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  },
);
