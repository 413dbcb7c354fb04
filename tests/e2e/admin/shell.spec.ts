import { expect, journey, test } from '../fixtures';
import { openAsAdmin } from '../support/admin';
import { DESKTOP, PHONE } from '../support/viewports';

// The admin frame (docs/product.md §4): sections at their own addresses, sidebar collapse, user menu, logout,
// and a 401 anywhere signing out to /login (docs/product.md §8). One signed-in browser through its
// steps, each once a test of its own.

journey(3)(
  'the admin frame: addresses kept by reload and back, the sidebar remembered, the phone’s drawer',
  async ({ page }) => {
    await test.step('sections have their own addresses, and reload and back keep them', async () => {
      await openAsAdmin(page, '/admin');
      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      await nav.getByRole('link', { name: 'Brands' }).click();
      await expect(page).toHaveURL(/\/admin\/brands$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Brand Management' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Brand Management' })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    });

    await test.step('the sidebar collapses to icons and remembers it', async () => {
      await page.setViewportSize(DESKTOP);
      await page.goto('/admin'); // still signed in: openAsAdmin's token is stored before every load
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await page.reload();
      await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
      await page.getByRole('button', { name: 'Expand sidebar' }).click();
      await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    });

    await test.step('on a phone the sections are in a drawer', async () => {
      await page.setViewportSize(PHONE);
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: 'News' })
        .click();
      await expect(page).toHaveURL(/\/admin\/news$/);
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    });
  },
);
