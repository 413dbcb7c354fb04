import { expect, test } from '../fixtures';
import { dialog, seriousViolations, uniqueName, WIDTHS } from '../support/catalog';
import { group } from '../support/variants';

// Variant Management (docs/product.md §4, §7, §5, §6): the editor's failures from the API, and no
// serious axe violations. A failed list load and the Delete Failed alert are component tests
// (app/components/admin/list-sections*.test.tsx; docs/testing.md).

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('failures from the API', () => {
  test('a failed save keeps the editor open with Failed to save variant', async ({ page, asAdmin }) => {
    await page.route('**/api/admin/variants', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { message: 'Database unavailable' } })
        : route.fallback(),
    );
    await asAdmin('/admin/variants?new=1&product=1');
    const form = dialog(page);
    await form.getByLabel('Variant Name').fill(uniqueName('NL-Fail'));
    await form.getByRole('button', { name: 'Create Variant' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to save variant: Database unavailable');
    await expect(form.getByRole('button', { name: 'Create Variant' })).toBeEnabled();
  });

  test('a refused save puts the server message on the field', async ({ page, asAdmin }) => {
    await page.route('**/api/admin/variants', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            json: {
              message: 'The selected product does not exist.',
              errors: { product_id: ['The selected product does not exist.'] },
            },
          })
        : route.fallback(),
    );
    await asAdmin('/admin/variants?new=1&product=1');
    const form = dialog(page);
    await form.getByLabel('Variant Name').fill(uniqueName('NL-Gone'));
    await form.getByRole('button', { name: 'Create Variant' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Failed to save variant: The selected product does not exist.',
    );
    await expect(form.getByRole('combobox', { name: 'Product' })).toHaveAttribute('aria-invalid', 'true');
  });
});

for (const { name, width, height } of WIDTHS) {
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
