import { expect, type Page, test } from '../fixtures';
import { openAsAdmin } from '../support/admin';
import { uniqueName } from '../support/catalog';

// A quote list is one inquiry with its machines (docs/product.md §19): the inquiry's page shows
// them as a table, each linked to its product page, with the buyer's details beside it, and the
// raw form fields do not repeat them.

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const value = (page: Page, label: string) =>
  card(page, 'Quote list')
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

for (const { name: size, width } of [
  { name: 'phone', width: 390 },
  { name: 'desktop', width: 1440 },
]) {
  test(`the inquiry shows a quote list's machines and the buyer's details (${size})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const listed = await page.request.get('/api/public/variants?per_page=2');
    const [first, second] = (await listed.json()).data as { id: number; name: string }[];
    const name = uniqueName('List Buyer');
    const res = await page.request.post('/api/contact/quote-list', {
      data: {
        items: [
          { variant_id: first.id, quantity: 2, note: 'With the spare bucket' },
          { variant_id: second.id, quantity: 1 },
        ],
        name,
        email: 'list.buyer@example.ph',
        phone: '0917 123 4567',
        company: 'Acme Builders',
        tin: '123456789000',
        buyer_type: 'government',
        intent: 'rent',
        region: '0700000000',
        province: '0702200000',
        city: '0730600000',
        needed_by: inDays(40),
        message: 'For the provincial road project.',
        page: '/quote',
        form_started_at: Date.now() - 60_000,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id, reference } = (await res.json()).data as { id: number; reference: string };

    await openAsAdmin(page, `/admin/inquiries/${id}`);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const list = card(page, 'Quote list');
    await expect(list).toContainText('2 machines · 3 units');
    await expect(value(page, 'Reference')).toHaveText(reference);
    await expect(value(page, 'Buyer type')).toHaveText('Government / LGU');
    await expect(value(page, 'Intent')).toHaveText('Rent');
    await expect(value(page, 'TIN')).toHaveText('123-456-789-000');
    await expect(value(page, 'Deliver to')).toContainText('Cebu');

    const rows = list.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('With the spare bucket');
    await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText('2');
    const link = rows.nth(2).getByRole('link', { name: new RegExp(second.name) });
    await expect(link).toHaveAttribute('href', new RegExp(`/${second.id}(\\D|$)`));

    // Not repeated among the raw form fields.
    await expect(
      card(page, 'Form fields')
        .getByRole('term')
        .filter({ hasText: /^Tin$|^TIN$/ }),
    ).toHaveCount(0);
    // The page itself never scrolls sideways; the table scrolls in its frame.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
