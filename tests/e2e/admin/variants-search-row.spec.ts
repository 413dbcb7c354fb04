import { expect, type Page, test } from '../fixtures';
import { openAsAdmin } from '../support/admin';

// Variants: the list's controls follow the search box at the same spacing as in the other
// sections. The "Filtered by" badge and the "Press Enter" hint sit beside the Showing text, so no
// empty line is kept for them under the box (it read as an unexplained blank band).

/** Pixels between the bottom of the search box and the top of the page size select. */
async function gapUnderSearch(page: Page) {
  const search = await page.getByRole('searchbox', { name: 'Search variants' }).boundingBox();
  const show = await page.getByLabel('Show').boundingBox();
  if (!search || !show) throw new Error('search box or page size not laid out');
  return show.y - (search.y + search.height);
}

for (const width of [1440]) {
  test(`no blank band between the search and the list controls at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAsAdmin(page, '/admin/variants');
    await expect(page.getByText(/^Showing 1 to 10 of \d+ results$/)).toBeVisible();
    // The section toolbar's margin (16 px) and the select's own offset, nothing more.
    expect(await gapUnderSearch(page)).toBeLessThanOrEqual(24);
    const before = await gapUnderSearch(page);

    // The hint and the badge do not open a gap, nor move the table.
    const box = page.getByRole('searchbox', { name: 'Search variants' });
    await box.fill('tandem');
    await expect(page.getByText('Press Enter to search for "tandem"')).toBeVisible();
    expect(await gapUnderSearch(page)).toBe(before);
    await box.press('Enter');
    await expect(page.getByText('Filtered by: tandem')).toBeVisible();
    expect(await gapUnderSearch(page)).toBe(before);
  });
}
