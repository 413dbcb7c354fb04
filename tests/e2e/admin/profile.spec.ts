import { expect, type Page, test } from '../fixtures';
import { openAsAdmin } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { PHONE } from '../support/viewports';

// My Profile (docs/product.md §4, §5, §6): the account read-only, and the change-password form with the
// product's messages. The password test puts E2E_ADMIN's password back whatever happens, because
// every later admin spec signs in with it.

const _NEW_PASSWORD = 'Loader-Bucket-7391';

const form = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Change Password' });
const submit = (page: Page) => form(page).getByRole('button', { name: 'Update Password' });

for (const { width, height } of [PHONE]) {
  test(`has no serious or critical axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openAsAdmin(page, '/admin/profile');
    await submit(page).click();
    await expect(form(page).getByText('Current password is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
