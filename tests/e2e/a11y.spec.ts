import { expect, test } from './fixtures';

// The keyboard basics on every page: a Skip to content link first, and a visible focus indicator on
// links and buttons. axe-core on every page type, at a phone's and a desktop's width, is part of
// the platform pass (page-types.spec.ts).

test('the keyboard: a Skip to content link first, then a visible focus indicator on links and buttons', async ({
  page,
}) => {
  await page.goto('/');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  // Hidden until focused, so it does not disturb the design.
  expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(40);
  await expect(page.locator('main#main')).toHaveCount(1);

  const seen = { A: 0, BUTTON: 0 };
  const invisible: string[] = [];
  for (let i = 0; i < 40 && (seen.A < 3 || seen.BUTTON < 1); i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const s = getComputedStyle(el);
      const outline = s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0;
      return {
        tag: el.tagName,
        label: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
        visible: outline || s.boxShadow !== 'none',
      };
    });
    if (!focus) continue;
    if (focus.tag === 'A' || focus.tag === 'BUTTON') seen[focus.tag]++;
    if (!focus.visible) invisible.push(`${focus.tag} "${focus.label}"`);
  }
  expect(seen.A).toBeGreaterThan(0);
  expect(seen.BUTTON).toBeGreaterThan(0);
  expect(invisible).toEqual([]);

  await page.keyboard.press('Shift+Tab');
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
