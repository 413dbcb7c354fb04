import { expect, test } from '../fixtures';
import { uniqueName } from '../support/catalog';
import { banner, openFor, rowOf } from '../support/news';
import { DESKTOP, PHONE } from '../support/viewports';

// Drafts and scheduled publishing (docs/product.md §29): an editor schedules a draft article a few
// seconds ahead at a desktop's width; the scheduler publishes it (every 2 s on the e2e servers,
// PUBLISHING_EVERY_MS in tests/e2e/support/servers.ts), then a buyer reads it on a phone. The
// rules, the 422s, exactly-once and the 404 before its time are API tests
// (tests/api/scheduled-publishing.test.ts).

test('a scheduled article goes live by itself', async ({ page, fresh }) => {
  test.setTimeout(120_000);
  const title = uniqueName('Launch of the loaders');
  const { id } = await fresh.article({ title, published: false });
  await page.setViewportSize(DESKTOP);
  await openFor(page, title);
  await rowOf(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit News Article' });
  await dialog.getByLabel('Status').selectOption('scheduled');
  // Five seconds ahead (time for the save and the list's refresh below, on a loaded machine), in the
  // browser's local time as the field takes it.
  const at = await page.evaluate(() => {
    const d = new Date(Date.now() + 5_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  });
  await dialog.getByLabel(/^Publish at/).fill(at);
  await dialog.getByRole('button', { name: 'Update Article' }).click();
  await expect(banner(page)).toContainText('News article updated successfully');
  await expect(rowOf(page, title)).toContainText('Scheduled');

  const reader = `/news?article=${id}`;
  await page.setViewportSize(PHONE);
  // Within 60 s of its time the scheduler has published it: its API answers, watched without
  // loading the page each time; then the buyer's page shows it.
  await expect
    .poll(async () => (await page.request.get(`/api/public/news/${id}`)).status(), {
      timeout: 75_000,
      intervals: [500],
    })
    .toBe(200);
  await expect(async () => {
    await page.goto(reader);
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [1_000] });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
