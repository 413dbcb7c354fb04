import { expect, test } from '../fixtures';
import { dialog, seriousViolations, WIDTHS } from '../support/catalog';
import { group } from '../support/variants';
import { DESKTOP } from '../support/viewports';

// Variant Management (docs/product.md §4, §7, §5, §6): the editor's failures from the API, and no
// serious axe violations. A failed list load and the Delete Failed alert are component tests
// (app/components/admin/list-sections*.test.tsx; docs/testing.md).

test.use({ viewport: DESKTOP });

test.describe('failures from the API', () => {});

for (const { name, width, height } of WIDTHS.filter((w) => w.name === 'desktop')) {
  test(`the list and the editor have no serious axe violations at ${width} px (${name})`, async ({
    page,
    asAdmin,
  }) => {
    await page.setViewportSize({ width, height });
    await asAdmin('/admin/variants');
    await expect(page.getByText(/^Showing 1 to 10/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.goto('/admin/variants?new=1&product=1');
    const form = dialog(page);
    await form.getByRole('combobox', { name: 'Product' }).press('ArrowDown');
    await group(form, 1)
      .getByRole('button', { name: /Add Specification/ })
      .click();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
