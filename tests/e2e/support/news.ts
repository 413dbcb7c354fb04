import { expect, type Page } from '@playwright/test';
import { openAsAdmin } from './admin';

// Helpers of the News Management specs (news-*.spec.ts): the list, its rows and search, and the
// texts the section shows.

export const UPLOADED = { url: '/uploads/news/abc-1200x675.webp', width: 1200, height: 675 };

export const search = (page: Page) => page.getByRole('searchbox', { name: 'Search news articles' });
export const rows = (page: Page) => page.getByRole('table', { name: 'News articles' }).locator('tbody tr');
export const rowOf = (page: Page, title: string) => rows(page).filter({ hasText: title });
export const banner = (page: Page) => page.getByRole('status');

/** The news list as the e2e admin, searched down to the one article called `title`. */
export async function openFor(page: Page, title: string) {
  await openAsAdmin(page, '/admin/news');
  await search(page).fill(title);
  await expect(rows(page)).toHaveCount(1);
  await expect(rowOf(page, title)).toBeVisible();
}

/** The news list as the e2e admin, with the Create News Article form opened on it. */
export async function openCreateForm(page: Page) {
  await openAsAdmin(page, '/admin/news');
  await page.getByRole('button', { name: 'Create News Article' }).click();
  return page.getByRole('dialog', { name: 'Create News Article' });
}
