import { expect, test } from '../fixtures';
import { dialog, row, seriousViolations, uniqueName, WIDTHS } from '../support/catalog';
import { group, makeVariant, searchFor } from '../support/variants';

// Variant Management (docs/product.md §4, §7, §5, §6): failures from the API, and no serious axe violations.

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('failures from the API', () => {
  test('a failed delete shows Delete Failed with the reason', async ({ page, fresh, asAdmin }) => {
    const name = uniqueName('SRR-F1 Roller');
    await makeVariant(fresh, page.request, name);
    await page.route('**/api/admin/variants/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { message: 'Database unavailable' } })
        : route.fallback(),
    );
    await asAdmin('/admin/variants');
    await searchFor(page, name);
    await row(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: /delete/i })
      .click();
    const failed = page.getByRole('alertdialog', { name: 'Delete Failed' });
    await expect(failed).toContainText('Failed to delete variant: Database unavailable');
    await failed.getByRole('button', { name: 'OK' }).click();
    await expect(row(page, name)).toBeVisible();
  });

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

  test('a failed list shows Failed to fetch data', async ({ page, asAdmin }) => {
    await page.route('**/api/admin/variants?*', (route) =>
      route.fulfill({ status: 500, json: { message: 'Database unavailable' } }),
    );
    await asAdmin('/admin/variants');
    // The admin's queries retry a 5xx twice before giving up.
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch data: Database unavailable', {
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
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
