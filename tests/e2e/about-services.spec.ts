import { expect, journey, test } from './fixtures';
import { closeWithEscape } from './support/dialogs';
import { DESKTOP } from './support/viewports';

// The About and Services pages of docs/product.md §2 with the demo content of server/db/seed: what
// a visitor does on them. What they show is in their server-rendered HTML: tests/api/site-pages.test.ts.

journey(3, DESKTOP)(
  "what a visitor does on /about: a category in the strip, a news card's reader, the call to action",
  async ({ page }) => {
    await test.step('a category in the strip filters the product listing', async () => {
      await page.goto('/about');
      const strip = page.getByRole('list', { name: 'Equipment categories' });
      await strip.getByRole('link', { name: 'Concrete Pumps' }).click();
      await expect(page).toHaveURL(/\/products\?category=Concrete\+Pumps$/);
    });
    await test.step('a news card opens the reader, and Close Article closes it', async () => {
      await page.goto('/about');
      const first = page
        .getByRole('region', { name: 'Latest News' })
        .locator('article')
        .first()
        .getByRole('button');
      await first.scrollIntoViewIfNeeded();
      const title = (await first.textContent()) ?? '';
      await first.click();
      const reader = page.getByRole('dialog', { name: title });
      await expect(reader).toBeVisible();
      await reader.getByRole('button', { name: 'Close Article' }).click();
      await expect(reader).toBeHidden();
    });
    await test.step('the call to action opens the quote modal and links to the products', async () => {
      await page.goto('/about');
      await page.getByRole('button', { name: 'Request a Quote' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
      await expect(dialog).toBeVisible();
      await closeWithEscape(page, dialog);
      await page.getByRole('link', { name: 'Browse Products' }).click();
      await expect(page).toHaveURL(/\/products$/);
    });
  },
);
