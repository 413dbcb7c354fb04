import { expect, type Page, test } from './fixtures';
import { DESKTOP } from './support/viewports';

// The contact page (docs/product.md §2): details from Settings, business hours (§11), social links, the
// message form whose inquiry type chooses the endpoint (§13) and its messages (§6).

test.use({ viewport: DESKTOP });

const form = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });

/** Submits the empty form until the browser app answers (a click before hydration posts natively). */
async function openReady(page: Page) {
  await page.goto('/contact');
  const alert = page.getByRole('alertdialog', { name: 'Validation Error' });
  await expect(async () => {
    await form(page).getByRole('button', { name: 'Send Message' }).click({ timeout: 2000 });
    await expect(alert).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(alert).toContainText('Please correct the highlighted fields.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

test('the interactive map loads only when the visitor asks for it', async ({ page }) => {
  const frames: string[] = [];
  // No third-party network in tests: the map host answers with a stand-in page.
  await page.route('https://www.openstreetmap.org/**', (route) => {
    frames.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<p>map</p>' });
  });
  await openReady(page);
  const main = page.getByRole('main');
  await expect(main.locator('iframe')).toHaveCount(0);
  await main.getByRole('button', { name: 'Show map' }).click();
  const map = main.locator('iframe[title^="Map: "]');
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
  await expect.poll(() => frames.length).toBeGreaterThan(0);
  // The footer, on every page, never embeds one.
  await expect(page.getByRole('contentinfo').locator('iframe')).toHaveCount(0);
});
