import { expect, journey, type Page, test } from './fixtures';
import { DESKTOP, PHONE } from './support/viewports';

// The home page's category strip shows that it scrolls: a fade on each side that hides more
// categories, and from md up Previous/Next buttons that page through it, disabled at the ends.

const strip = (page: Page) => page.getByRole('list', { name: 'Equipment categories' });
const scrollLeft = (page: Page) => strip(page).evaluate((el) => el.scrollLeft);

journey(2, DESKTOP)(
  'the categories strip: at 1440 px Next and Previous scroll it, each disabled at its end; at 390 px swiping instead, with the fade',
  async ({ page }) => {
    await test.step('Next scrolls the strip, Previous brings it back; each is disabled at its end', async () => {
      await page.goto('/');
      const previous = page.getByRole('button', { name: 'Previous categories' });
      const next = page.getByRole('button', { name: 'Next categories' });
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      await expect(page.getByTestId('strip-fade-after')).toBeVisible();
      await expect(page.getByTestId('strip-fade-before')).toBeHidden();

      await next.click();
      await expect.poll(() => scrollLeft(page)).toBeGreaterThan(100);
      await expect(previous).toBeEnabled();
      await expect(page.getByTestId('strip-fade-before')).toBeVisible();

      // Keyboard: the buttons are ordinary buttons, reached and pressed like any other.
      await expect(async () => {
        if (await next.isEnabled()) await next.press('Enter');
        await expect(next).toBeDisabled({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expect(next).toBeDisabled();
      await expect(page.getByTestId('strip-fade-after')).toBeHidden();
      await expect(strip(page).getByRole('link').last()).toBeInViewport();

      const atEnd = await scrollLeft(page);
      await previous.press('Enter');
      await expect.poll(() => scrollLeft(page)).toBeLessThan(atEnd);
    });
    await test.step('at 390 px the buttons give way to swiping, and the fade still shows there is more', async () => {
      await page.setViewportSize(PHONE);
      await page.goto('/');
      await expect(strip(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next categories' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Previous categories' })).toBeHidden();
      await expect(page.getByTestId('strip-fade-after')).toBeVisible();
      await strip(page).evaluate((el) => el.scrollBy({ left: 300 }));
      await expect(page.getByTestId('strip-fade-before')).toBeVisible();
    });
  },
);
