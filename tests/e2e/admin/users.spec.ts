import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import { E2E_ADMIN, openAsAdmin } from '../support/admin';

// User Management (docs/product.md §4, §8): every account with initial, name, email, role badge (a plain
// user's is green) and ID; loading, empty and failure states.

const rowOf = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('main').getByRole('row').filter({ hasText: text });

test('lists the admin with its role badge and ID', async ({ page }) => {
  const session = await openAsAdmin(page, '/admin/users');
  const row = rowOf(page, E2E_ADMIN.email);
  await expect(row).toContainText(E2E_ADMIN.name);
  await expect(row.getByText('admin', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell').last()).toHaveText(String(session.user.id));
  await expect(page.getByRole('columnheader')).toHaveText(['User', 'Role', 'ID']);
});

test('a plain user is listed with a green user badge', async ({ page }) => {
  const stamp = Date.now();
  const user = {
    name: `Ben Santos ${stamp}`,
    email: `ben.${stamp}@example.com`,
    password: 'Crane-Hook-8841',
  };
  const res = await page.request.post('/api/register', {
    data: { ...user, password_confirmation: user.password },
  });
  expect(res.status()).toBe(201);

  await openAsAdmin(page, '/admin/users');
  const row = rowOf(page, user.email);
  await expect(row).toContainText(user.name);
  const badge = row.getByText('user', { exact: true });
  await expect(badge).toBeVisible();
  // Tailwind's colours are oklch(); a canvas turns the badge's background into RGB to compare.
  const [r, g, b] = await badge.evaluate((el) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(el).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  expect(g).toBeGreaterThan(r);
  expect(g).toBeGreaterThan(b);
});

test('shows Loading users... while the list is on its way', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/users', async (route) => {
    await held;
    await route.continue();
  });
  await openAsAdmin(page, '/admin/users');
  await expect(page.getByText('Loading users...')).toBeVisible();
  release();
  await expect(rowOf(page, E2E_ADMIN.email)).toBeVisible();
  await expect(page.getByText('Loading users...')).toHaveCount(0);
});

test('an empty list says No users found', async ({ page }) => {
  await page.route('**/api/admin/users', (route) => route.fulfill({ json: { success: true, data: [] } }));
  await openAsAdmin(page, '/admin/users');
  await expect(page.getByText('No users found')).toBeVisible();
});

test('a failure shows the reason and Try again loads the list', async ({ page }) => {
  await page.route('**/api/admin/users', (route) =>
    route.fulfill({ status: 503, json: { message: 'Database unavailable' } }),
  );
  await openAsAdmin(page, '/admin/users');
  // The query client retries a 5xx twice before giving up.
  await expect(page.getByText('Failed to fetch users: Database unavailable')).toBeVisible({
    timeout: 15_000,
  });
  await page.unroute('**/api/admin/users');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(rowOf(page, E2E_ADMIN.email)).toBeVisible();
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`has no serious or critical axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openAsAdmin(page, '/admin/users');
    await expect(rowOf(page, E2E_ADMIN.email)).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
}
