import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '../fixtures';
import { E2E_ADMIN, openAsAdmin } from '../support/admin';

// My Profile (docs/product.md §4, §5, §6): the account read-only, and the change-password form with the
// product's messages. The password test puts E2E_ADMIN's password back whatever happens, because
// every later admin spec signs in with it.

const NEW_PASSWORD = 'Loader-Bucket-7391';

const form = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Change Password' });
const submit = (page: Page) => form(page).getByRole('button', { name: 'Update Password' });

async function fill(page: Page, current: string, password: string, confirmation: string) {
  await form(page).getByLabel('Current Password').fill(current);
  await form(page)
    .getByLabel(/^New Password/)
    .fill(password);
  await form(page).getByLabel('Confirm New Password').fill(confirmation);
}

/** If the password was changed to NEW_PASSWORD, change it back through the API. */
async function restorePassword(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { email: E2E_ADMIN.email, password: NEW_PASSWORD },
  });
  if (!login.ok()) return;
  const { token } = await login.json();
  const res = await request.put('/api/profile/password', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      current_password: NEW_PASSWORD,
      password: E2E_ADMIN.password,
      password_confirmation: E2E_ADMIN.password,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('shows name, email, role and user id, read-only', async ({ page }) => {
  const session = await openAsAdmin(page, '/admin/profile');
  const details = page.getByRole('main').getByRole('region', { name: 'Account Information' });
  for (const [term, value] of [
    ['Name', E2E_ADMIN.name],
    ['Email', E2E_ADMIN.email],
    ['Role', 'Admin'],
    ['User ID', String(session.user.id)],
  ]) {
    await expect(details.getByRole('term').filter({ hasText: term })).toBeVisible();
    await expect(details.getByRole('definition').filter({ hasText: new RegExp(`^${value}$`) })).toBeVisible();
  }
  await expect(details.getByRole('textbox')).toHaveCount(0);
});

test('the form checks the product’s password rules before sending', async ({ page }) => {
  let sent = 0;
  await page.route('**/api/profile/password', (route) => {
    sent++;
    return route.continue();
  });
  await openAsAdmin(page, '/admin/profile');
  await submit(page).click();
  await expect(form(page).getByText('Current password is required')).toBeVisible();
  await expect(form(page).getByText('Password must be at least 8 characters long')).toBeVisible();

  await fill(page, 'anything', 'short', 'short');
  await submit(page).click();
  await expect(form(page).getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(form(page).getByLabel(/^New Password/)).toHaveAttribute('aria-invalid', 'true');

  await fill(page, 'anything', NEW_PASSWORD, 'Loader-Bucket-7392');
  await submit(page).click();
  await expect(form(page).getByText('New passwords do not match')).toBeVisible();
  await expect(form(page).getByText('Password must be at least 8 characters long')).toHaveCount(0);
  expect(sent).toBe(0);
});

test('a wrong current password shows the server’s message', async ({ page }) => {
  await openAsAdmin(page, '/admin/profile');
  await fill(page, 'Not-The-Password-1', NEW_PASSWORD, NEW_PASSWORD);
  await submit(page).click();
  await expect(form(page).getByText('The current password is incorrect.')).toBeVisible();
  await expect(form(page).getByLabel('Current Password')).toBeFocused();
});

test('a failure without a reason reads Failed to update password; Updating... while it runs', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/profile/password', async (route) => {
    await held;
    await route.fulfill({ status: 500, body: '' });
  });
  await openAsAdmin(page, '/admin/profile');
  await fill(page, E2E_ADMIN.password, NEW_PASSWORD, NEW_PASSWORD);
  await submit(page).click();
  const busy = form(page).getByRole('button', { name: 'Updating...' });
  await expect(busy).toBeDisabled();
  release();
  await expect(form(page).getByText('Failed to update password', { exact: true })).toBeVisible();
  await expect(submit(page)).toBeEnabled();
});

test('changes the password, and the new one signs in', async ({ page }) => {
  try {
    await openAsAdmin(page, '/admin/profile');
    await fill(page, E2E_ADMIN.password, NEW_PASSWORD, NEW_PASSWORD);
    await submit(page).click();
    await expect(form(page).getByText('Password updated successfully!')).toBeVisible();
    await expect(form(page).getByLabel('Current Password')).toHaveValue('');
    // This browser's token stays valid: the page keeps working.
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Users' })
      .click();
    await expect(page.getByRole('main').getByRole('row').filter({ hasText: E2E_ADMIN.email })).toBeVisible();

    const old = await page.request.post('/api/login', {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    expect(old.ok()).toBe(false);

    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  } finally {
    await restorePassword(page.request);
  }
  const restored = await page.request.post('/api/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(restored.ok()).toBe(true);
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`has no serious or critical axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openAsAdmin(page, '/admin/profile');
    await submit(page).click();
    await expect(form(page).getByText('Current password is required')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
}
