import { expect, journey, type Page, test } from './fixtures';
import { closeWithEscape } from './support/dialogs';
import { holdRequests } from './support/hold';

// Demo news (server/db/seed/demo-news.ts): 15 articles, 3 drafts, 1 featured; 9 per page, so the
// 11 published non-featured articles fill pages 1 (9) and 2 (2), newest first.
const FEATURED = 'Ironsite opens a 4,000 m² parts warehouse in Valenzuela City';
const OLDEST_TWO = [
  'Record year for crane rentals as infrastructure projects ramp up',
  'Compaction basics: choosing between single-drum and tandem rollers',
];
const DRAFTS = /\(draft\)/;

const articles = (page: Page) => page.getByRole('region', { name: /All Articles|Search Results/ });
const titles = (page: Page) => articles(page).getByRole('heading', { level: 3 });

journey(8)(
  'the news page: featured article, search, category filter, pages, the reader and its address, the empty state, and placeholders while the next list loads',
  async ({ page }) => {
    await test.step('the featured article heads the page and is not repeated in the list; drafts never show', async () => {
      await page.goto('/news');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('News and Updates');
      const banner = page.getByRole('region', { name: FEATURED });
      await expect(banner).toContainText('Featured');
      await expect(banner).toContainText('More than 12,000 part numbers now ship the same day');
      await expect(articles(page)).toContainText('11 articles');
      await expect(titles(page)).toHaveCount(9);
      await expect(titles(page).first()).toHaveText(
        'Cemtora CBP-120 commissioned for a ready-mix producer in Bulacan',
      );
      await expect(articles(page).getByText(FEATURED)).toHaveCount(0);
      await expect(page.getByText(DRAFTS)).toHaveCount(0);
      // The banner opens the reader too.
      await banner.getByRole('button', { name: 'Read Article' }).click();
      await expect(page.getByRole('dialog', { name: FEATURED })).toBeVisible();
      await page.getByRole('button', { name: 'Close Article' }).click();
      await expect(banner.getByRole('button', { name: 'Read Article' })).toBeFocused();
    });
    await test.step('search applies on Enter and on the button, and lives in the address', async () => {
      await page.goto('/news');
      const box = page.getByRole('searchbox', { name: 'Search articles' });
      await box.fill('crane');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/news\?search=crane$/);
      await expect(titles(page)).toHaveText([
        'Working safely around mobile cranes on congested city sites',
        'Record year for crane rentals as infrastructure projects ramp up',
      ]);
      await expect(articles(page)).toContainText('2 articles');
      await box.fill('batching');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/news\?search=batching$/);
      await expect(titles(page)).toHaveText([
        'Cemtora CBP-120 commissioned for a ready-mix producer in Bulacan',
        'Cutting diesel use on batching plants with variable-speed drives',
      ]);
      // Drafts never match, even by their own words.
      await box.fill('draft');
      await box.press('Enter');
      await expect(page.getByText('No articles found.')).toBeVisible();
    });
    await test.step('the category filter writes the address', async () => {
      await page.goto('/news');
      await page.getByRole('combobox', { name: 'Category' }).selectOption('Equipment');
      await expect(page).toHaveURL(/\/news\?category=Equipment$/);
      await expect(titles(page)).toHaveText([
        'Five daily checks that keep a wheel loader out of the workshop',
        'Compaction basics: choosing between single-drum and tandem rollers',
      ]);
      // The featured article is Company News: no banner under another category.
      await expect(page.getByRole('region', { name: FEATURED })).toHaveCount(0);
      await page.getByRole('combobox', { name: 'Category' }).selectOption('');
      await expect(page).toHaveURL(/\/news$/);
      await expect(titles(page)).toHaveCount(9);
    });
    await test.step('pagination goes to page 2 and back', async () => {
      await page.goto('/news');
      const pager = page.getByRole('navigation', { name: 'News pages' });
      await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await pager.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/news\?page=2$/);
      await expect(titles(page)).toHaveText(OLDEST_TWO);
      await expect(page.getByRole('region', { name: FEATURED })).toHaveCount(0);
      await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(pager.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
      await pager.getByRole('link', { name: 'Previous' }).click();
      await expect(page).toHaveURL(/\/news$/);
      await expect(titles(page)).toHaveCount(9);
      await page.goBack();
      await expect(titles(page)).toHaveText(OLDEST_TWO);
    });
    await test.step('an article card opens the reader; Escape closes it and focus returns', async () => {
      await page.goto('/news?search=crane');
      const opener = articles(page).getByRole('button', { name: 'Working safely around mobile cranes' });
      await opener.click();
      const reader = page.getByRole('dialog', {
        name: 'Working safely around mobile cranes on congested city sites',
      });
      await expect(reader).toBeVisible();
      await expect(reader.getByRole('list', { name: 'Tags' })).toContainText('lifting');
      await expect(reader.getByRole('button', { name: 'Close Article' })).toBeVisible();
      await closeWithEscape(page, reader, opener);
    });
    await test.step('an open article has its own address: shared, reloaded and closed with Back', async () => {
      await page.goto('/news?search=crane');
      await articles(page).getByRole('button', { name: 'Working safely around mobile cranes' }).click();
      const reader = page.getByRole('dialog', { name: /Working safely around mobile cranes/ });
      await expect(reader).toBeVisible();
      await expect(page).toHaveURL(/\/news\?search=crane&article=\d+$/);
      const shared = page.url();

      await page.goBack();
      await expect(reader).toBeHidden();
      await expect(page).toHaveURL(/\/news\?search=crane$/);

      await page.goto(shared);
      await expect(reader).toBeVisible();
      await page.getByRole('button', { name: 'Close Article' }).click();
      await expect(reader).toBeHidden();
      await expect(page).toHaveURL(/\/news\?search=crane$/);
    });
    await test.step('the empty state explains and Clear Filters brings every article back', async () => {
      await page.goto('/news?search=zzzz&category=Training');
      await expect(page.getByText('No articles found.')).toBeVisible();
      await expect(
        page.getByText('Try adjusting your search or choosing a different category.'),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'News pages' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Clear Filters' }).click();
      await expect(page).toHaveURL(/\/news$/);
      await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
      await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('');
      await expect(titles(page)).toHaveCount(9);
    });
    await test.step('twelve placeholders show while the next list loads', async () => {
      await page.goto('/news');
      await expect(titles(page)).toHaveCount(9);
      const release = await holdRequests(page, '**/news.data**');
      await page
        .getByRole('navigation', { name: 'News pages' })
        .getByRole('link', { name: 'Page 2' })
        .click();
      await expect(
        page.getByTestId('news-skeleton').getByRole('listitem', { includeHidden: true }),
      ).toHaveCount(12);
      release();
      await expect(titles(page)).toHaveText(OLDEST_TWO);
      await expect(page.getByTestId('news-skeleton')).toHaveCount(0);
    });
  },
);
