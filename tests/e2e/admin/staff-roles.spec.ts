import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { addStaff, authHeader, type Session, signIn } from '../support/admin';
import { dialog, row, seriousViolations, WIDTHS } from '../support/catalog';

// The back office as each staff role sees it (docs/product.md §23, decision 046): the sidebar and
// dashboard list only what the role may use, a section opened by its address says "You do not
// have access to this section", and a role that may only read sees forms read-only. At a phone's
// width and a desktop's.

type StaffRole = 'editor' | 'sales' | 'viewer';

/** A staff account of the role, made by the e2e admin through Users (its password changed since). */
async function staffAccount(request: APIRequestContext, admin: Session, role: StaffRole) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const who = {
    name: `${role[0].toUpperCase()}${role.slice(1)} ${stamp}`,
    email: `${role}.${stamp}@example.com`,
    password: 'Backhoe-Loader-7731',
  };
  await addStaff(request, admin, { ...who, role });
  return who;
}

const sidebarNames = (page: Page) =>
  page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link').allTextContents();

/** The sidebar's links: on a phone, the drawer's (opened and closed again). */
async function sidebar(page: Page, phone: boolean): Promise<string[]> {
  if (!phone) return (await sidebarNames(page)).map((s) => s.trim());
  await page.getByRole('button', { name: 'Open menu' }).click();
  const names = (await sidebarNames(page)).map((s) => s.trim());
  // The backdrop beside the drawer (its middle is under the drawer).
  const width = page.viewportSize()?.width ?? 390;
  await page.getByRole('button', { name: 'Close menu' }).click({ position: { x: width - 10, y: 400 } });
  return names;
}

const NO_ACCESS = 'You do not have access to this section';

async function expectNoAccess(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name: NO_ACCESS })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
}

for (const { name: size, width, height } of WIDTHS.filter((w) => w.name === 'desktop')) {
  const phone = width < 1024;

  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`an editor keeps the catalogue and never sees a lead (${size})`, async ({ page, admin }) => {
      const who = await staffAccount(page.request, admin, 'editor');
      await signIn(page, who);
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();

      const links = await sidebar(page, phone);
      expect(links).toEqual([
        'Dashboard',
        'Hero Section',
        'News',
        'Brands',
        'Categories',
        'Products',
        'Variants',
        'Parameters',
        'Branches',
        'Activity',
        'Trash',
      ]);
      // No lead figure on the dashboard, not even a count.
      const tiles = page.getByRole('list', { name: 'Catalogue totals' });
      await expect(tiles.getByRole('link')).toHaveCount(4);
      await expect(page.getByText('New inquiries')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);

      // The catalogue is theirs to change.
      await page.goto('/admin/brands');
      await expect(page.getByRole('button', { name: 'Add Brand' })).toBeVisible();

      for (const path of ['/admin/inquiries', '/admin/inquiries/1', '/admin/settings', '/admin/users']) {
        await expectNoAccess(page, path);
      }
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`a viewer sees catalogue forms read-only (${size})`, async ({ page, admin, fresh }) => {
      const brand = await fresh.brand('Read Only Brand');
      const who = await staffAccount(page.request, admin, 'viewer');
      await signIn(page, who);
      await page.goto(`/admin/brands?search=${encodeURIComponent(brand.name)}`);
      const listed = row(page, brand.name);
      await expect(listed).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add Brand' })).toHaveCount(0);
      await expect(listed.getByRole('button', { name: /Delete/ })).toHaveCount(0);

      await listed.getByRole('button', { name: `View ${brand.name}` }).click();
      const form = dialog(page);
      await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(brand.name);
      await expect(form.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
      await expect(form.getByRole('button', { name: /Update|Create|Save/ })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Close', exact: true }).last().click();
      await expect(form).toBeHidden();
    });
  });
}

test('an account deactivated while signed in is sent to the login page', async ({ page, admin }) => {
  const who = await staffAccount(page.request, admin, 'editor');
  await signIn(page, who);
  const users = (await (
    await page.request.get('/api/admin/users', { headers: authHeader(admin) })
  ).json()) as { data: { id: number; email: string }[] };
  const id = users.data.find((u) => u.email === who.email)?.id;
  const res = await page.request.patch(`/api/admin/users/${id}`, {
    headers: authHeader(admin),
    data: { active: false },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto('/admin/brands');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('This account is deactivated')).toBeVisible();
});
