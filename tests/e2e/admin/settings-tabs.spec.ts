import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { main, saveButton, tab } from '../support/settings';

// Settings (docs/product.md §4, §6): five tabs, fields by type with label and description, the colour picker
// and its text in sync. Values changed here are put back afterwards.

test('the eight tabs switch between their settings, each with its label and description', async ({
  page,
  asAdmin,
}) => {
  await asAdmin('/admin/settings');
  await expect(main(page).getByRole('tab')).toHaveText([
    'General',
    'Contact',
    'Social Media',
    'Appearance',
    'Cloudinary',
    'Financing',
    'Leads',
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
    main(page).getByRole('checkbox', { name: 'Require two-factor for all staff' }),
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
  asAdmin,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await asAdmin('/admin/settings');
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

test('on a phone a clicked tab is the dark pill without a focus ring', async ({ page, asAdmin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await asAdmin('/admin/settings');
  const contact = tab(page, 'Contact');
  await contact.click();
  await expect(contact).toHaveAttribute('aria-selected', 'true');
  expect(await tabLook(contact)).toMatchObject({ ring: false, background: 'rgb(31, 35, 40)' });
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Social Media')).toBeFocused();
  expect(await tabLook(tab(page, 'Social Media'))).toMatchObject({ ring: true });
});

test('the colour picker and its text box stay in sync, and a bad colour is refused', async ({
  page,
  asAdmin,
}) => {
  let sent = 0;
  await page.route('**/api/admin/settings', (route) => {
    if (route.request().method() === 'PUT') sent++;
    return route.continue();
  });
  await asAdmin('/admin/settings');
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
