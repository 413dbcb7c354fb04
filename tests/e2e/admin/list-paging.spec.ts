import { expect, type Page, test } from '../fixtures';
import { openAsAdmin } from '../support/admin';
import { holdRequests, uniqueName } from '../support/catalog';

// "Showing X to Y of N results" always describes the rows on screen. A new page size or page is
// asked for at once, but the table keeps the rows it has until the answer comes; the text waits
// with them instead of describing rows not there yet.

test.use({ viewport: { width: 1440, height: 900 } });

const showing = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ results$/);

/** The table's data rows (the header row aside). */
const rows = (page: Page, caption: string) =>
  page.getByRole('region', { name: caption, exact: true }).locator('tbody').getByRole('row');

/** The Showing text's numbers and the number of rows in the table agree. */
async function expectShowingMatchesRows(page: Page, caption: string, from: number, to: number) {
  await expect(showing(page)).toHaveText(new RegExp(`^Showing ${from} to ${to} of \\d+ results$`));
  await expect(rows(page, caption)).toHaveCount(to - from + 1);
}

/** Asks for `glob` (held until released) with `act`, and waits until the request has gone out. */
async function askAndHold(page: Page, glob: string, match: RegExp, act: () => Promise<void>) {
  const held = await holdRequests(page, glob);
  const asked = page.waitForRequest(match);
  await act();
  await asked;
  return held;
}

for (const { section, caption, pager } of [
  { section: 'products', caption: 'Products', pager: 'Product pages' },
  { section: 'variants', caption: 'Variants', pager: 'Variant pages' },
]) {
  test(`${section}: the Showing text follows the rows on screen, not the page size or page asked for`, async ({
    page,
  }) => {
    await openAsAdmin(page, `/admin/${section}`);
    await expectShowingMatchesRows(page, caption, 1, 10);

    const smaller = await askAndHold(page, `**/api/admin/${section}?*per_page=5*`, /per_page=5/, () =>
      page
        .getByLabel('Show')
        .selectOption('5')
        .then(() => undefined),
    );
    await expect(page.getByLabel('Show')).toHaveValue('5');
    await expectShowingMatchesRows(page, caption, 1, 10);
    smaller.release();
    await expectShowingMatchesRows(page, caption, 1, 5);

    const next = await askAndHold(page, `**/api/admin/${section}?*page=2*`, /[?&]page=2/, () =>
      page.getByRole('navigation', { name: pager }).getByRole('button', { name: 'Page 2' }).click(),
    );
    await expectShowingMatchesRows(page, caption, 1, 5);
    next.release();
    await expectShowingMatchesRows(page, caption, 6, 10);
  });
}

test('inquiries: the Showing text follows the rows on screen while a new page size loads', async ({
  page,
}) => {
  const tag = uniqueName('Paging Lead');
  for (let i = 1; i <= 6; i++) {
    const res = await page.request.post('/api/contact/general', {
      data: {
        name: `${tag} ${i}`,
        email: 'buyer@example.com',
        subject: 'Rental',
        message: 'Please call me.',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await openAsAdmin(page, `/admin/inquiries?search=${encodeURIComponent(tag)}`);
  await expectShowingMatchesRows(page, 'Inquiries', 1, 6);

  const smaller = await askAndHold(page, '**/api/admin/leads?*per_page=5*', /per_page=5/, () =>
    page
      .getByLabel('Show')
      .selectOption('5')
      .then(() => undefined),
  );
  await expectShowingMatchesRows(page, 'Inquiries', 1, 6);
  smaller.release();
  await expectShowingMatchesRows(page, 'Inquiries', 1, 5);
});
