import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures';

// Site-wide accessibility: axe-core on every public page at phone and desktop widths, and the
// keyboard basics — a skip link first, and a visible focus indicator on links and buttons.

const PAGES = ['/', '/about', '/services', '/news', '/contact', '/products', '/privacy', '/terms'];
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`axe-core at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    for (const path of PAGES) {
      test(`${path} has no serious or critical violations (${name})`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test(`a product page has no serious or critical violations (${name})`, async ({ page, request }) => {
      const { data } = await (await request.get('/api/public/variants?per_page=1')).json();
      await page.goto(`/products/${data[0].id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('the first Tab reaches a Skip to content link that jumps to the main content', async ({ page }) => {
  await page.goto('/');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  // Hidden until focused, so it does not disturb the design.
  expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(40);
  await expect(page.locator('main#main')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('links and buttons show a visible focus indicator when reached with the keyboard', async ({ page }) => {
  await page.goto('/');
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
});
