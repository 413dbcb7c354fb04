import { expect, journey, type Locator, type Page, test } from './fixtures';
import { DESKTOP, PHONE } from './support/viewports';

// What a visitor on a 390 px phone sees (the design brief: most visitors are on a phone): pagers
// that stay one row, listing cards laid out as they near the screen, and the contact page's Visit
// Us card with nothing cut off.

/** One row of 40 px buttons; two rows would be at least 88 px. */
async function expectOneRow(pager: Locator) {
  const box = (await pager.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(48);
}

journey(3)(
  "on a phone: the listing's and the news pager are one row, and the contact page's Visit Us card fits",
  async ({ page }) => {
    await test.step('is one row on a phone: Previous, "Page 4 of 7", Next', async () => {
      await page.setViewportSize(PHONE);
      await page.goto('/products?page=4');
      const pager = page.getByRole('navigation', { name: 'Pagination' });
      await expect(pager.getByText(/^Page 4 of \d+$/)).toBeVisible();
      await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(0);
      await expect(pager.getByRole('link', { name: 'Previous' })).toBeVisible();
      await expect(pager.getByRole('link', { name: 'Next' })).toBeVisible();
      await expectOneRow(pager);
      // Decision 086: cards far below the first screen are laid out as they near it; the first two
      // and the last row (the list's end, where End lands) always are.
      const drawn = await cardsDrawn(page);
      expect(drawn).toHaveLength(12);
      expect(drawn.slice(0, 2)).toEqual([true, true]);
      expect(drawn.slice(4, 9)).toEqual([false, false, false, false, false]);
      expect(drawn.slice(9)).toEqual([true, true, true]);
      await page.getByRole('main').locator('ul.grid > li').nth(6).scrollIntoViewIfNeeded();
      await expect.poll(async () => (await cardsDrawn(page))[6]).toBe(true);
      // Going back from a card's page redraws the list with the cards above skipped again: their
      // guessed height puts the card where it was, within a few pixels.
      const card = page.getByRole('main').locator('ul.grid > li').nth(8);
      await card.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100));
      await expect
        .poll(() => card.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true })))
        .toBe(true);
      const top = () => card.evaluate((el) => Math.round(el.getBoundingClientRect().top));
      const before = await top();
      await card.locator('h3 a').click();
      await expect(page).toHaveURL(/\/products\/\d+$/);
      await page.goBack();
      await expect(page).toHaveURL(/[?&]page=4/);
      await expect.poll(async () => Math.abs((await top()) - before)).toBeLessThanOrEqual(16);
      await pager.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/[?&]page=5/);
      await expect(pager.getByText(/^Page 5 of \d+$/)).toBeVisible();
    });
    await test.step('is one row on a phone with "Page 1 of 2"', async () => {
      await page.setViewportSize(PHONE);
      await page.goto('/news');
      const pager = page.getByRole('navigation', { name: 'News pages' });
      await expect(pager.getByText('Page 1 of 2', { exact: true })).toBeVisible();
      await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(0);
      await expectOneRow(pager);
      // The news cards likewise (nine: the middle four far below the first screen).
      expect(await cardsDrawn(page)).toEqual([true, true, false, false, false, false, true, true, true]);
    });
    await test.step('the contact page Visit Us card fits a phone: nothing clipped, no sideways scroll', async () => {
      await page.setViewportSize(PHONE);
      await page.goto('/contact');
      const card = page.getByRole('region', { name: 'Visit Us' });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByText('Northgate Industrial Estate')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Show map' })).toBeVisible();
      await expect(card.getByRole('link', { name: /Open in Maps/ })).toBeVisible();
      expect(await clipped(card)).toEqual([]);
      expect(await outsideOf(card)).toEqual([]);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(sideways).toBeLessThanOrEqual(0);
    });
  },
);

journey(2)("on a desktop: the listing's and the news pager show the numbered pages", async ({ page }) => {
  await test.step('the product listing pager shows the numbered pages on a desktop', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/products?page=4');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(7);
    await expect(pager.getByText(/^Page 4 of \d+$/)).toBeHidden();
    await expectOneRow(pager);
  });
  await test.step('the news pager shows the numbered pages on a desktop', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/news');
    const pager = page.getByRole('navigation', { name: 'News pages' });
    await expect(pager.getByRole('link', { name: 'Page 2' })).toBeVisible();
    await expect(pager.getByText('Page 1 of 2', { exact: true })).toBeHidden();
  });
});

/** Whether each listing card's title is drawn (false: its card's layout is skipped until near). */
function cardsDrawn(page: Page) {
  return page
    .getByRole('main')
    .locator('ul.grid > li :is(h2, h3)')
    .evaluateAll((titles) => titles.map((h) => h.checkVisibility({ contentVisibilityAuto: true })));
}

/** Elements in `root` (itself included) that clip their content: more to scroll than to show. */
function clipped(root: Locator) {
  return root.evaluate((el) =>
    [el, ...el.querySelectorAll('*')]
      .filter((node) => {
        // Text for screen readers only is clipped to 1 px on purpose.
        if (node.clientWidth <= 1 && node.clientHeight <= 1) return false;
        const { overflowX, overflowY } = getComputedStyle(node);
        const clips = (o: string) => o !== 'visible';
        return (
          (clips(overflowX) && node.scrollWidth > node.clientWidth + 1) ||
          (clips(overflowY) && node.scrollHeight > node.clientHeight + 1)
        );
      })
      .map((node) => `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 3).join('.')}`),
  );
}

/** Text, links, buttons and pictures in `root` that stick out of its box. */
function outsideOf(root: Locator) {
  return root.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [...el.querySelectorAll('h2, p, a, button, img')]
      .filter((node) => {
        const r = node.getBoundingClientRect();
        return (
          r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1
        );
      })
      .map((node) => node.textContent?.trim() || node.tagName);
  });
}
