import { expect, type Page, test } from './fixtures';
import { DESKTOP, PHONE } from './support/viewports';

// The listing's "Products loaded successfully!" (docs/product.md §2.4): once, when the listing first
// loads, told politely to screen readers, over no card; never again on a filter, a sort or a page.

const MESSAGE = 'Products loaded successfully!';
const toast = (page: Page) => page.getByRole('status').filter({ hasText: MESSAGE });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The first load of /products at `viewport`: the toast, polite, over no card and no control, gone by itself. */
async function firstLoad(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto('/products');
  await expect(toast(page)).toBeVisible();
  await expect(toast(page)).toHaveAttribute('aria-live', 'polite');
  const message = (await toast(page).getByText(MESSAGE).boundingBox())!;
  expect(message.y).toBeGreaterThanOrEqual(0);
  expect(message.y + message.height).toBeLessThanOrEqual(viewport.height);
  const covered = [
    ...(await page.getByRole('article').all()),
    page.getByRole('heading', { level: 1 }),
    page.getByText(/^Batching plants, cranes/),
    page.getByRole('searchbox', { name: 'Search products' }),
  ];
  expect(covered.length).toBeGreaterThan(4);
  for (const element of covered) {
    const box = (await element.boundingBox())!;
    expect(overlaps(message, box), `the toast covers ${await element.textContent()}`).toBe(false);
  }
  // Brief: it goes by itself.
  await expect(toast(page)).toHaveCount(0);
}

test(`the first load shows the toast, politely, over no card and no control (${PHONE.width} px)`, async ({
  page,
}) => {
  await firstLoad(page, PHONE);
});

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  // One load of the listing: the first shows the toast, then nothing that follows does.
  test(`the first load shows the toast over no card and no control (${DESKTOP.width} px); a filter, a sort or a page shows none`, async ({
    page,
  }) => {
    await firstLoad(page, DESKTOP);

    await page.getByRole('form', { name: 'Filters' }).getByLabel('Brand').selectOption('Norvane Machinery');
    await expect(page.getByText('Filtered by Brand: Norvane Machinery')).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('Norvane Machinery');
    await expect(page.getByText(MESSAGE)).toHaveCount(0);

    await page.getByRole('link', { name: 'Clear All Filters' }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    await page.getByLabel('Sort by').selectOption({ label: 'Brand A-Z' });
    await expect(page).toHaveURL(/sort_by=brand/);
    await expect(page.getByText(MESSAGE)).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Showing 13–24 of/)).toBeVisible();
    await expect(page.getByText(MESSAGE)).toHaveCount(0);
  });
});
