import { expect, test } from './fixtures';
import { DESKTOP } from './support/viewports';

// On a slow phone the listing's fields can be typed into before the page's JavaScript has run:
// what was typed must count once it has (the hint names it, Apply Filters uses it).
// The page is used before it hydrates, so it does not wait for that (support/hydration.ts).
test.use({ waitForHydration: false });

test('what is typed into the listing before hydration is kept', async ({ page }) => {
  let release: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.setViewportSize(DESKTOP);
  await page.goto('/products', { waitUntil: 'commit' });

  const box = page.getByRole('searchbox', { name: 'Search products' });
  await box.fill('crane');
  const maxPrice = page.getByRole('form', { name: 'Filters' }).getByLabel('Maximum price');
  await maxPrice.fill('50000');
  release();

  // Hydrated: the pending line comes from React's state, which now holds the typed term.
  await expect(page.getByText('Press Enter to search for "crane"')).toBeVisible();
  await expect(box).toHaveValue('crane');
  await expect(maxPrice).toHaveValue('50000');
  await page.getByRole('form', { name: 'Filters' }).getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/max_price=50000/);
});
