import { expect, test } from './fixtures';
import { adminSession } from './support/admin';

// Once the installation has its admin, a registration through the "Create Admin Account" screen
// makes a regular user (docs/decisions/015-bootstrap-and-two-factor.md). The screen says so up front and after the fact, instead of moving
// on as if the person could now sign in to the administration area.

test('a registration that makes a regular user says so on screen and keeps no session', async ({
  page,
  request,
}) => {
  await adminSession(request); // the admin exists, whichever spec ran first
  const person = {
    name: 'Carlo Reyes',
    email: `carlo.${Date.now().toString(36)}@example.com`,
    password: 'Road-Roller-2024',
  };

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Admin Account' })).toBeVisible();
  await expect(page.getByText('New admin accounts are created by an administrator.')).toBeVisible();
  // Until the browser app handles the form, a click would post it natively: wait for validation.
  await expect(async () => {
    await page.getByRole('button', { name: 'Create Account' }).click({ timeout: 2000 });
    await expect(page.getByText('Name is required')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page.getByLabel('Full Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel('Confirm Password').fill(person.password);
  const response = page.waitForResponse((r) => r.url().endsWith('/api/register'));
  await page.getByRole('button', { name: 'Create Account' }).click();
  const created = await response;
  expect(created.status()).toBe(201);
  const auth = await created.json();
  expect(auth.user.role).toBe('user');

  const status = page.getByRole('status');
  await expect(status).toContainText('Your account was created as a regular user.');
  await expect(status).toContainText('an administrator must grant admin access');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

  // As at login: a regular account's fresh token is neither stored nor left valid.
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
  await expect
    .poll(async () =>
      (await request.get('/api/me', { headers: { authorization: `Bearer ${auth.token}` } })).status(),
    )
    .toBe(401);
});
