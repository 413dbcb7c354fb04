import { expect, test } from './fixtures';
import { PHONE } from './support/viewports';

// A contractor on a phone finds the branch that serves their province and calls it (docs/product.md
// §28): the demo's four branches, "nearest to you" by province, a tap-to-call link, and "open now"
// worked out in the browser. Without JavaScript the province form is a GET to /branches whose answer
// the server renders: tests/api/site-branches.test.ts.

test.use({ viewport: PHONE });

test('on a phone, picking Bukidnon shows Cagayan de Oro with a tel: link to call', async ({ page }) => {
  await page.goto('/branches');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Branches' })).toBeVisible();
  for (const region of ['National Capital Region (NCR)', 'Region VII (Central Visayas)'])
    await expect(page.getByRole('heading', { level: 2, name: region })).toBeVisible();

  const nearest = page.getByRole('region', { name: 'Nearest to you' });
  await nearest.getByLabel('Your province').selectOption({ label: 'Bukidnon' });
  const card = nearest.getByRole('article', { name: 'Cagayan de Oro' });
  await expect(card).toBeVisible();
  await expect(nearest.getByRole('article')).toHaveCount(1);
  const call = card.getByRole('link', { name: /^Call Cagayan de Oro: 0917 555 0427$/ });
  await expect(call).toHaveAttribute('href', 'tel:+639175550427');
  await expect(card.getByRole('link', { name: /Waze/ })).toHaveAttribute('href', /waze\.com\/ul\?ll=8\.5031/);
  // Worked out after hydration, in Manila time: open or closed, never blank.
  await expect(card.getByText(/^(Open now · closes|Closed now · opens)/)).toBeVisible();
  // The choice fits the phone: nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
