import type { InterestFigures } from '#common/schemas/interest';
import { expect, type Page, test } from '../fixtures';
import { adminSession, authHeader, openAsAdmin } from '../support/admin';
import { seriousViolations } from '../support/catalog';
import { expectNoSidewaysScroll, expectReachable } from '../support/layout';
import { PHONE } from '../support/viewports';

// The dashboard's Interest in machines (docs/product.md §20): the funnel and the Top machines table
// of the last 7 or 30 days, as GET /api/admin/dashboard/interest answers; the period in the address;
// the table's header row kept in view like every admin table's.

const section = (page: Page) => page.getByRole('region', { name: 'Interest in machines' });
const funnel = (page: Page) => page.getByRole('list', { name: 'Funnel' });
const table = (page: Page, days = 7) => page.getByRole('region', { name: `Top machines, last ${days} days` });

/** An answer of `count` machines, for layout checks that need a long table. */
function manyMachines(count: number): InterestFigures {
  const machines = Array.from({ length: count }, (_, i) => ({
    variant_id: 100 + i,
    name: `Rough-Terrain Crane RT-${String(i + 1).padStart(2, '0')} with a Long Model Name`,
    brand: 'Tadano',
    product: 'RT Series',
    views: 500 - i,
    compare_adds: 12,
    quote_list_adds: 4,
    chat_clicks: 3,
    chat: { messenger: 1, viber: 1, whatsapp: 1 },
    quote_requests: 2,
    sheet_downloads: 1,
  }));
  return {
    days: 7,
    from: '2025-03-01',
    to: '2025-03-07',
    totals: {
      views: 9000,
      compare_adds: 240,
      quote_list_adds: 80,
      chat_clicks: 60,
      quote_requests: 40,
      sheet_downloads: 20,
    },
    funnel: { views: 9000, adds: 320, quote_requests: 40 },
    machines,
  };
}

test('shows the figures the API answers, and the period chosen stays in the address', async ({ page }) => {
  const session = await adminSession(page.request);
  const read = async (days: number) =>
    (await (
      await page.request.get(`/api/admin/dashboard/interest?days=${days}`, { headers: authHeader(session) })
    ).json()) as InterestFigures;
  // One view at least, so the table has a machine to show.
  const { data } = await (await page.request.get('/api/public/variants?per_page=1')).json();
  await page.goto(`/products/${data[0].id}`);
  await expect.poll(async () => (await read(7)).machines.length).toBeGreaterThan(0);
  const week = await read(7);
  await openAsAdmin(page, '/admin');
  await expect(section(page).getByRole('heading', { name: 'Interest in machines' })).toBeVisible();
  const steps = funnel(page).getByRole('listitem');
  await expect(steps.nth(0)).toContainText(`Page views${week.funnel.views.toLocaleString('en-PH')}`);
  await expect(steps.nth(2)).toContainText(
    `Quote requests${week.funnel.quote_requests.toLocaleString('en-PH')}`,
  );
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  const rows = table(page).getByRole('row');
  await expect(rows).toHaveCount(1 + week.machines.length);
  const first = week.machines[0];
  const link = rows.nth(1).getByRole('link', { name: new RegExp(`^${first.name}`) });
  await expect(link).toHaveAttribute('href', `/products/${first.variant_id}`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText(first.views.toLocaleString('en-PH'));

  const month = await read(30);
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/\/admin\?days=30$/);
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(table(page, 30)).toBeVisible();
  await expect(funnel(page).getByRole('listitem').first()).toContainText(
    month.funnel.views.toLocaleString('en-PH'),
  );
  await page.reload();
  await expect(table(page, 30)).toBeVisible();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

for (const { width, height } of [PHONE]) {
  test(`the section fits ${width} px, has no serious axe violations and keeps its header row in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.route('**/api/admin/dashboard/interest?days=7', (route) =>
      route.fulfill({ json: manyMachines(20) }),
    );
    await openAsAdmin(page, '/admin');
    await expect(table(page).getByRole('row')).toHaveCount(21);
    await expect(funnel(page).getByRole('listitem').nth(1)).toContainText('4% of views');
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);

    // The table's frame brought to the bottom of the window (other dashboard cards follow it), then
    // scrolled to its end: the header row is still over the rows.
    await table(page).evaluate((frame) => frame.scrollIntoView({ block: 'end' }));
    await table(page).evaluate((frame) => frame.scrollTo({ top: frame.scrollHeight }));
    const last = table(page).getByRole('row').last();
    await expect(last).toBeInViewport();
    for (const name of ['Machine', 'Views']) {
      await expectReachable(table(page).getByRole('columnheader', { name, exact: true }));
    }
    const header = await table(page).getByRole('columnheader', { name: 'Machine' }).boundingBox();
    const lastBox = await last.boundingBox();
    expect(header && lastBox && header.y < lastBox.y).toBe(true);
  });
}
