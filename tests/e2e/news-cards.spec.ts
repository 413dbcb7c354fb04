import { expect, journey, type Locator, type Page, test } from './fixtures';
import { DESKTOP, PHONE } from './support/viewports';

// News cards on /news and on the home page, with the demo news (server/db/seed/demo-news.ts):
// read times computed from each article's text, meta lines laid out alike on every card, and no
// blank gap in the home page's large card.

const FEATURED_EXCERPT = 'More than 12,000 part numbers now ship the same day';

const newsCards = (page: Page) => page.getByRole('region', { name: /All Articles/ }).getByRole('article');
const homeCards = (page: Page) => page.getByRole('region', { name: 'Latest News' }).getByRole('article');
/** Each card's meta list: author, date, read time. */
const metas = (cards: Locator) => cards.getByRole('list');

async function heights(lists: Locator) {
  await expect(lists.first()).toBeVisible();
  return lists.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
}

journey(5)(
  "news cards: read times computed from each article; at 390 and 1440 px meta lines of one height and Read More right under the large card's excerpt",
  async ({ page }) => {
    await test.step('cards show read times computed from each article, not one figure for all', async () => {
      await page.goto('/news');
      await expect(newsCards(page)).toHaveCount(9);
      const times = await metas(newsCards(page))
        .getByRole('listitem')
        .filter({ hasText: /min read$/ })
        .allInnerTexts();
      expect(times).toHaveLength(9);
      for (const time of times) expect(time.trim()).toMatch(/^\d+ min read$/);
      expect(new Set(times).size, times.join(', ')).toBeGreaterThanOrEqual(3);
      expect(times).not.toContain('1 min read');
    });
    await test.step("at 390 and 1440 px: every card's meta line takes the same height, and the home page's large news card has Read More right under its excerpt", async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        await test.step(`every card's meta line takes the same height at ${viewport.width} px`, async () => {
          await page.setViewportSize(viewport);
          await page.goto('/news');
          await expect(newsCards(page)).toHaveCount(9);
          const onNews = await heights(metas(newsCards(page)));
          await page.goto('/');
          await expect(homeCards(page)).toHaveCount(3);
          const onHome = await heights(metas(homeCards(page)));
          const all = [...onNews, ...onHome];
          expect(new Set(all).size, all.join(', ')).toBe(1);
        });

        await test.step(`the home page's large news card has Read More right under its excerpt at ${viewport.width} px`, async () => {
          await page.setViewportSize(viewport);
          await page.goto('/');
          const lead = homeCards(page).filter({ hasText: FEATURED_EXCERPT });
          const excerpt = await lead.getByText(FEATURED_EXCERPT).boundingBox();
          const readMore = await lead.getByText('Read More').boundingBox();
          if (!excerpt || !readMore) throw new Error('excerpt or Read More not laid out');
          expect(readMore.y - (excerpt.y + excerpt.height)).toBeLessThan(48);
        });
      }
    });
  },
);
