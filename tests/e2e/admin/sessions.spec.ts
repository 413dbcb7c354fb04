import { expect, type Page, test } from '../fixtures';
import { createAdmin, signIn } from '../support/admin';
import { seriousViolations } from '../support/axe';

// Profile → Signed-in sessions: every browser signed in to the account, this one marked, and
// signing the others out — which the other browser notices at its next admin action. Each test
// has an admin account of its own, so the shared e2e admin's sessions are never touched.

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const card = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Signed-in sessions' });
const rows = (page: Page) => card(page).getByRole('list', { name: 'Sessions' }).getByRole('listitem');

test('lists both browsers, and signing the other out sends it to /login at its next action', async ({
  page,
  browser,
}) => {
  const who = await createAdmin(page.request, 'Sessions');
  const other = await browser.newContext({ userAgent: IPHONE_SAFARI });
  try {
    const otherPage = await other.newPage();
    await signIn(otherPage, who);
    await signIn(page, who);

    await page.goto('/admin/profile');
    await expect(rows(page)).toHaveCount(2);
    const here = rows(page).filter({ hasText: 'This device' });
    await expect(here).toHaveCount(1);
    await expect(here).toContainText('Chrome');
    await expect(here).toContainText('127.0.0.1');
    await expect(here.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
    const phone = rows(page).filter({ hasNotText: 'This device' });
    await expect(phone).toContainText('Safari');
    await expect(phone).toContainText('iOS');
    await expect(phone).toContainText('Last active');

    expect(await seriousViolations(page, 'main')).toEqual([]);

    // Asked first; Cancel keeps it.
    await phone.getByRole('button', { name: /^Sign out/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out this session?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(page)).toHaveCount(2);
    await phone.getByRole('button', { name: /^Sign out/ }).click();
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(card(page).getByText('The session was signed out.')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);

    await otherPage
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Users' })
      .click();
    await expect(otherPage).toHaveURL(/\/login$/);
    expect(await otherPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
  } finally {
    await other.close();
  }
});
