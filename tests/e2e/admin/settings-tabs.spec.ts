import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { tab } from '../support/settings';
import { DESKTOP, PHONE } from '../support/viewports';

// Settings (docs/product.md §4, §6): five tabs, fields by type with label and description, the colour picker
// and its text in sync. Values changed here are put back afterwards.

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

test('a clicked tab shows no focus ring, the keyboard’s does: the underline on a desktop, the dark pill on a phone', async ({
  page,
  asAdmin,
}) => {
  await page.setViewportSize(DESKTOP);
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

  // On a phone the tabs are pills: the chosen one dark, still without a ring after a click.
  await page.setViewportSize(PHONE);
  await contact.click();
  await expect(contact).toHaveAttribute('aria-selected', 'true');
  expect(await tabLook(contact)).toMatchObject({ ring: false, background: 'rgb(31, 35, 40)' });
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Social Media')).toBeFocused();
  expect(await tabLook(tab(page, 'Social Media'))).toMatchObject({ ring: true });
});
