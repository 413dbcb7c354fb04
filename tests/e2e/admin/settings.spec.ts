import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { adminSession, authHeader, openAsAdmin } from '../support/admin';

// Settings (docs/product.md §4, §6): five tabs, fields by type with label and description, the colour picker
// and its text in sync, one Save Settings for every tab, the product's texts, and saved values
// reaching the public site on its next page load. Values changed here are put back afterwards.

const main = (page: Page) => page.getByRole('main');
// A tab's name gains "(has errors)" while one of its fields is refused.
const tab = (page: Page, name: string) => main(page).getByRole('tab', { name: new RegExp(`^${name}`) });
const saveButton = (page: Page) => main(page).getByRole('button', { name: 'Save Settings' });

async function storedValues(request: APIRequestContext, keys: string[]) {
  const session = await adminSession(request);
  const { data } = await (await request.get('/api/admin/settings', { headers: authHeader(session) })).json();
  const flat: Record<string, unknown> = Object.assign({}, ...Object.values(data));
  return Object.fromEntries(keys.map((key) => [key, (flat[key] as { value: unknown }).value]));
}

async function putBack(request: APIRequestContext, settings: Record<string, unknown>) {
  const session = await adminSession(request);
  const res = await request.put('/api/admin/settings', { headers: authHeader(session), data: { settings } });
  expect(res.status(), await res.text()).toBe(200);
}

test('the six tabs switch between their settings, each with its label and description', async ({ page }) => {
  await openAsAdmin(page, '/admin/settings');
  await expect(main(page).getByRole('tab')).toHaveText([
    'General',
    'Contact',
    'Social Media',
    'Appearance',
    'Cloudinary',
    'Security',
  ]);
  await expect(tab(page, 'General')).toHaveAttribute('aria-selected', 'true');
  const siteName = main(page).getByRole('textbox', { name: 'Site Name' });
  await expect(siteName).toBeVisible();
  await expect(siteName).toHaveAccessibleDescription(/^Shown in the header and footer/);

  await tab(page, 'Contact').click();
  await expect(main(page).getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
    'Main phone number.',
  );
  await expect(siteName).toHaveCount(0);

  await tab(page, 'Social Media').click();
  await expect(main(page).getByRole('textbox', { name: 'Facebook' })).toBeVisible();

  await tab(page, 'Appearance').click();
  await expect(main(page).getByRole('textbox', { name: 'Primary Color', exact: true })).toBeVisible();
  await expect(
    main(page).getByRole('checkbox', { name: 'Floating Social Buttons' }),
  ).toHaveAccessibleDescription('Show the floating social media buttons on public pages.');
  await expect(main(page).getByRole('spinbutton', { name: 'Products Per Page' })).toBeVisible();

  await tab(page, 'Cloudinary').click();
  await expect(main(page).getByRole('textbox', { name: 'Cloud Name' })).toBeVisible();
  await expect(main(page).getByRole('checkbox', { name: 'Use Cloudinary' })).toBeVisible();

  await tab(page, 'Security').click();
  await expect(
    main(page).getByRole('checkbox', { name: 'Require two-factor for all admins' }),
  ).toHaveAccessibleDescription(/can only open their Profile/);
  // The hero tab belongs to the Hero section.
  await expect(main(page).getByRole('tab', { name: /Hero/ })).toHaveCount(0);
});

/** How a tab looks: its underline (bottom border) and whether a focus ring is drawn around it. */
const tabLook = (tab: Locator) =>
  tab.evaluate((el) => {
    const s = getComputedStyle(el);
    const shadows = s.boxShadow === 'none' ? [] : s.boxShadow.split(/,(?![^(]*\))/);
    const haloed = shadows.some((part) => !/rgba\(0, 0, 0, 0\)|^\s*0px 0px 0px 0px/.test(part));
    return {
      underline: `${s.borderBottomStyle} ${s.borderBottomWidth}`,
      underlineVisible: s.borderBottomColor !== 'rgba(0, 0, 0, 0)',
      ring: (s.outlineStyle !== 'none' && s.outlineWidth !== '0px') || haloed,
      // An outline reaches from outline-offset to offset + width outside the border edge: kept
      // inside the bottom border, it leaves the underline visible.
      ringClearOfUnderline:
        Number.parseFloat(s.outlineOffset) + Number.parseFloat(s.outlineWidth) <=
        -Number.parseFloat(s.borderBottomWidth),
      background: s.backgroundColor,
    };
  });

test('a clicked tab keeps its underline and shows no focus ring; the keyboard still gets one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAsAdmin(page, '/admin/settings');
  const contact = tab(page, 'Contact');
  await contact.click();
  await expect(contact).toHaveAttribute('aria-selected', 'true');
  await expect(contact).toBeFocused();
  expect(await tabLook(contact)).toMatchObject({
    underline: 'solid 2px',
    underlineVisible: true,
    ring: false,
  });
  expect(await tabLook(tab(page, 'General'))).toMatchObject({ underlineVisible: false, ring: false });

  // Arrow keys move between tabs (and select them): now the focused tab shows a ring.
  await page.keyboard.press('ArrowRight');
  const social = tab(page, 'Social Media');
  await expect(social).toBeFocused();
  await expect(social).toHaveAttribute('aria-selected', 'true');
  expect(await tabLook(social)).toMatchObject({
    underline: 'solid 2px',
    underlineVisible: true,
    ring: true,
    ringClearOfUnderline: true,
  });

  // A click after keyboard use is a mouse focus again: no ring.
  await tab(page, 'Appearance').click();
  expect(await tabLook(tab(page, 'Appearance'))).toMatchObject({ underlineVisible: true, ring: false });
});

test('on a phone a clicked tab is the dark pill without a focus ring', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsAdmin(page, '/admin/settings');
  const contact = tab(page, 'Contact');
  await contact.click();
  await expect(contact).toHaveAttribute('aria-selected', 'true');
  expect(await tabLook(contact)).toMatchObject({ ring: false, background: 'rgb(31, 35, 40)' });
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Social Media')).toBeFocused();
  expect(await tabLook(tab(page, 'Social Media'))).toMatchObject({ ring: true });
});

test('the colour picker and its text box stay in sync, and a bad colour is refused', async ({ page }) => {
  let sent = 0;
  await page.route('**/api/admin/settings', (route) => {
    if (route.request().method() === 'PUT') sent++;
    return route.continue();
  });
  await openAsAdmin(page, '/admin/settings');
  await tab(page, 'Appearance').click();
  const text = main(page).getByRole('textbox', { name: 'Primary Color', exact: true });
  const picker = main(page).getByLabel('Primary Color picker');

  await picker.fill('#0055aa');
  await expect(text).toHaveValue('#0055AA');
  await text.fill('#12ab34');
  await expect(picker).toHaveValue('#12ab34');

  await text.fill('#12ab3');
  await expect(picker).toHaveValue('#12ab34');
  await tab(page, 'General').click();
  await saveButton(page).click();
  // The refused field is on another tab: that tab opens and the field takes focus.
  await expect(tab(page, 'Appearance')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Appearance')).toContainText('(has errors)');
  await expect(text).toBeFocused();
  await expect(main(page).getByText('The value must be a colour like #F2A900 or #FA0.')).toBeVisible();
  expect(sent).toBe(0);
});

test('Save Settings sends the changes of every tab, says so, and the public site shows them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const original = await storedValues(page.request, ['company_phone', 'primary_color']);
  const phone = `+63 917 555 ${String(Date.now()).slice(-4)}`;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/settings', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  try {
    await openAsAdmin(page, '/admin/settings');
    await tab(page, 'Contact').click();
    await main(page).getByRole('textbox', { name: 'Phone' }).fill(phone);
    await tab(page, 'Appearance').click();
    await main(page).getByRole('textbox', { name: 'Primary Color', exact: true }).fill('#0055AA');
    await expect(main(page).getByText('You have unsaved changes.')).toBeVisible();

    const put = page.waitForRequest((r) => r.url().endsWith('/api/admin/settings') && r.method() === 'PUT');
    await saveButton(page).click();
    expect((await put).postDataJSON()).toEqual({
      settings: { company_phone: phone, primary_color: '#0055AA' },
    });
    await expect(main(page).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await expect(main(page).getByText('Settings saved successfully!')).toBeVisible();
    await expect(main(page).getByText('You have unsaved changes.')).toHaveCount(0);

    await page.goto('/');
    await expect(page.getByRole('link', { name: phone }).first()).toBeVisible();
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand')),
    ).toMatch(/#0055aa/i);

    await page.goto('/admin/settings');
    await tab(page, 'Contact').click();
    await expect(main(page).getByRole('textbox', { name: 'Phone' })).toHaveValue(phone);
  } finally {
    await putBack(page.request, original);
  }
});

test('failures read "Failed to fetch settings: " and "Failed to save settings: " with the reason', async ({
  page,
}) => {
  await page.route('**/api/admin/settings', (route) =>
    route.fulfill({ status: 500, json: { message: 'Database unavailable' } }),
  );
  await openAsAdmin(page, '/admin/settings');
  // The query client retries a 5xx twice before giving up.
  await expect(main(page).getByText('Failed to fetch settings: Database unavailable')).toBeVisible({
    timeout: 15_000,
  });

  await page.unroute('**/api/admin/settings');
  await page.route('**/api/admin/settings', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { message: 'Database unavailable' } })
      : route.continue(),
  );
  await page.goto('/admin/settings');
  await main(page).getByRole('textbox', { name: 'Site Name' }).fill('Ironsite Test Name');
  await saveButton(page).click();
  await expect(main(page).getByText('Failed to save settings: Database unavailable')).toBeVisible();
  // Nothing was saved: the change is still there to save again.
  await expect(main(page).getByText('You have unsaved changes.')).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: 'Site Name' })).toHaveValue('Ironsite Test Name');
});

test('a value the server refuses is shown under its field', async ({ page }) => {
  await openAsAdmin(page, '/admin/settings');
  await tab(page, 'Appearance').click();
  await main(page).getByRole('spinbutton', { name: 'Products Per Page' }).fill('500');
  await tab(page, 'General').click();
  await saveButton(page).click();
  await expect(
    main(page).getByText(/^Failed to save settings: The value must be between 1 and 100\.$/),
  ).toBeVisible();
  await expect(tab(page, 'Appearance')).toHaveAttribute('aria-selected', 'true');
  await expect(main(page).getByRole('spinbutton', { name: 'Products Per Page' })).toHaveAccessibleDescription(
    /The value must be between 1 and 100\./,
  );
});

test('a tab without settings says No settings found for this category.', async ({ page }) => {
  await page.route('**/api/admin/settings', (route) =>
    route.fulfill({
      json: {
        success: true,
        data: {
          general: {
            site_name: { value: 'Ironsite', type: 'text', label: 'Site Name', description: 'Name.' },
          },
          contact: {},
        },
      },
    }),
  );
  await openAsAdmin(page, '/admin/settings');
  await expect(main(page).getByRole('textbox', { name: 'Site Name' })).toBeVisible();
  await tab(page, 'Contact').click();
  await expect(main(page).getByText('No settings found for this category.')).toBeVisible();
  await tab(page, 'Cloudinary').click();
  await expect(main(page).getByText('No settings found for this category.')).toBeVisible();
});

test('leaving for another section with unsaved changes asks first', async ({ page }) => {
  await openAsAdmin(page, '/admin/settings');
  const siteName = main(page).getByRole('textbox', { name: 'Site Name' });
  await siteName.fill('Unsaved Name');
  const nav = page.getByRole('navigation', { name: 'Admin sections' });

  await nav.getByRole('link', { name: 'Dashboard' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(siteName).toHaveValue('Unsaved Name');

  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('reloading with unsaved changes asks the browser to confirm', async ({ page }) => {
  await openAsAdmin(page, '/admin/settings');
  const siteName = main(page).getByRole('textbox', { name: 'Site Name' });
  // A click is a user gesture: browsers only ask before unload on pages the visitor touched.
  await siteName.click();
  await siteName.fill('Unsaved Name');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await expect(main(page).getByRole('textbox', { name: 'Site Name' })).not.toHaveValue('Unsaved Name');
});

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`has no serious or critical axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openAsAdmin(page, '/admin/settings');
    for (const name of ['General', 'Appearance']) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    }
  });
}
