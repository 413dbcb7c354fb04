import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { addStaff, adminSession, authHeader, E2E_ADMIN, openAsAdmin, signIn } from '../support/admin';
import { seriousViolations, WIDTHS } from '../support/catalog';
import { expectNoSidewaysScroll, expectReachable } from '../support/layout';

// User Management (docs/product.md §4, §8, §23; decision 046): every account with its role,
// status, two-factor and last activity. An admin adds staff (a temporary password or an
// invitation e-mail) and changes a role, deactivates and reactivates, resets two-factor and
// deletes from a row's menu; a manager sees the list without any of it. Every account a test
// makes has an e-mail of its own and is deleted after the test; the shared e2e admin is never
// changed. The list's columns and its loading, empty and failure texts are component tests
// (app/components/admin/list-sections.test.tsx, users/user-table.test.tsx; docs/testing.md).

const PASSWORD = 'Forklift-Mast-7310';

interface Staff {
  id: number;
  name: string;
  email: string;
  password: string;
  role: string;
}

/** Accounts the running test made, deleted after it (a miss is no failure). */
const made: number[] = [];

test.afterEach(async ({ request }) => {
  const headers = authHeader(await adminSession(request));
  for (const id of made.splice(0)) await request.delete(`/api/admin/users/${id}`, { headers });
});

const unique = (first: string) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { name: `${first} ${stamp}`, email: `${first.toLowerCase()}.${stamp}@example.com` };
};

/** A staff account with a password (changed by its owner since), made through the API by the e2e admin. */
async function staff(request: APIRequestContext, role: string, first = 'Rico'): Promise<Staff> {
  const who = { ...unique(first), password: PASSWORD, role };
  const { id } = await addStaff(request, await adminSession(request), who);
  made.push(id);
  return { ...who, id };
}

/** The list as the API gives it, to check what the page did and to clean up after it. */
async function listed(request: APIRequestContext, email: string) {
  const res = await request.get('/api/admin/users', { headers: authHeader(await adminSession(request)) });
  expect(res.ok()).toBe(true);
  const user = ((await res.json()).data as Record<string, unknown>[]).find((u) => u.email === email);
  if (user && !made.includes(user.id as number)) made.push(user.id as number);
  return user;
}

const rowOf = (page: Page, email: string) =>
  page.getByRole('main').getByRole('row').filter({ hasText: email });
const menuOf = (row: Locator) => row.getByRole('button', { name: /^Manage/ });

async function openAddUser(page: Page) {
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Signs `who` in through the login screen in a browser of their own. */
async function browserOf(browser: Browser, baseURL: string | undefined, who: Staff) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, who);
  return { context, page };
}

test('adds a staff member with a temporary password, who then signs in to the back office', async ({
  page,
  browser,
  baseURL,
}) => {
  const who = { ...unique('Marites'), password: PASSWORD, role: 'sales', id: 0 };
  await openAsAdmin(page, '/admin/users');
  const dialog = await openAddUser(page);
  // The invitation is the default; the password field shows only for the other choice.
  await expect(dialog.getByLabel('Send an invitation e-mail')).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Temporary password' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Choose a role')).toBeVisible();

  await dialog.getByLabel('Name').fill(who.name);
  // An address already taken: the server's 422 is said under the Email field.
  await dialog.getByLabel('Email').fill(E2E_ADMIN.email);
  await dialog.getByRole('radio', { name: 'Sales', exact: true }).check();
  await expect(dialog.getByText('Works on the leads assigned to them')).toBeVisible();
  await dialog.getByLabel('Set a temporary password').check();
  await dialog.getByRole('textbox', { name: 'Temporary password' }).fill('short');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText('Password must be at least 8 characters long')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Temporary password' }).fill(who.password);
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText('The email has already been taken.')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Email').fill(who.email);
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText(`${who.name} was added with a temporary password.`);
  const row = rowOf(page, who.email);
  await expect(row).toContainText(who.name);
  await expect(row).toContainText('Sales');
  who.id = (await listed(page.request, who.email))?.id as number;

  const other = await browserOf(browser, baseURL, who);
  try {
    // A temporary password is changed first: My Profile with the notice, then the back office opens.
    await expect(other.page).toHaveURL(/\/admin\/profile$/);
    await expect(other.page.getByRole('alert')).toContainText('Change your password first.');
    const form = other.page.getByRole('region', { name: 'Change Password' });
    await form.getByLabel(/^Current Password/).fill(who.password);
    await form.getByLabel(/^New Password/).fill(`${who.password}-own`);
    await form.getByLabel(/^Confirm New Password/).fill(`${who.password}-own`);
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(other.page.getByText('Change your password first.')).toHaveCount(0);
    await other.page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: /Inquiries/ })
      .click();
    await expect(other.page).toHaveURL(/\/admin\/inquiries/);
  } finally {
    await other.context.close();
  }
});

for (const { name, width, height } of WIDTHS.filter((w) => w.name === 'phone')) {
  test(`fits the screen and passes axe, list, menu and form (${name})`, async ({ page, request }) => {
    const who = await staff(request, 'sales', 'Imelda');
    await page.setViewportSize({ width, height });
    await openAsAdmin(page, '/admin/users');
    const row = rowOf(page, who.email);
    await expect(row).toContainText(who.name);
    await expect(row).toContainText('Sales');
    await expect(row).toContainText('Active');
    await expectNoSidewaysScroll(page);
    // The table does not scroll sideways either: what does not fit is under the name.
    const frame = page.getByRole('region', { name: 'User accounts' });
    const { scrollWidth, clientWidth } = await frame.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await menuOf(row).scrollIntoViewIfNeeded();
    await expectReachable(menuOf(row));
    expect(await seriousViolations(page)).toEqual([]);

    await menuOf(row).click();
    await expect(page.getByRole('menuitem', { name: 'Deactivate…' })).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    const dialog = await openAddUser(page);
    await dialog.getByLabel('Set a temporary password').check();
    await expect(dialog.getByRole('textbox', { name: 'Temporary password' })).toBeVisible();
    // Every field's problem at once, the password's too.
    await dialog.getByRole('button', { name: 'Add user' }).click();
    for (const problem of ['Name is required', 'Email is required', 'Choose a role', 'Password is required'])
      await expect(dialog.getByText(problem)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a site account (role user) is listed with its green User badge', async ({ page }) => {
  const who = { ...unique('Ben'), password: PASSWORD };
  const res = await page.request.post('/api/register', {
    data: { ...who, password_confirmation: who.password },
  });
  expect(res.status()).toBe(201);
  made.push((await res.json()).user.id);
  await openAsAdmin(page, '/admin/users');
  const badge = rowOf(page, who.email).getByRole('cell').nth(1).getByText('User', { exact: true });
  await expect(badge).toBeVisible();
  // Tailwind's colours are oklch(); a canvas turns the badge's background into RGB to compare.
  const [r, g, b] = await badge.evaluate((el) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(el).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  expect(g).toBeGreaterThan(r as number);
  expect(g).toBeGreaterThan(b as number);
});
