import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { row, searchBox, seriousViolations, uniqueName, WIDTHS } from '../support/catalog';
import { businessDate, postLead, statusTab } from '../support/inquiries';

// Inquiries inbox (docs/product.md §9): filters in the address; the Spam filter; CSV export; the
// New badge and the dashboard tile; no serious axe violations. Leads are made with unique names,
// so the specs never depend on how many others exist. Paging in the address, load failures and an
// unknown inquiry are component tests (app/components/admin/inquiries/inquiries-list.test.tsx,
// list-sections*.test.tsx; docs/testing.md).

test('status, kind and date filters live in the address, survive a reload and go back', async ({
  page,
  asAdmin,
}) => {
  const tag = uniqueName('Filtertest');
  await postLead(page.request, 'general', { name: `${tag} General` });
  await postLead(page.request, 'support', { name: `${tag} Support` });
  await asAdmin('/admin/inquiries');
  await searchBox(page, 'inquiries').fill(tag);
  await expect(page.getByText('Showing 1 to 2 of 2 results')).toBeVisible();

  await page.getByLabel('Kind').selectOption({ label: 'Support request' });
  await expect(page).toHaveURL(/kind=support/);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await expect(row(page, `${tag} Support`)).toBeVisible();

  await statusTab(page, 'New').click();
  await expect(page).toHaveURL(/status=new/);
  await expect(statusTab(page, 'New')).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Received from').fill(businessDate());
  await page.getByLabel('Received to').fill(businessDate());
  await expect(page).toHaveURL(new RegExp(`from=${businessDate()}&to=${businessDate()}`));
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();

  await page.reload();
  await expect(searchBox(page, 'inquiries')).toHaveValue(tag);
  await expect(page.getByLabel('Kind')).toHaveValue('support');
  await expect(page.getByLabel('Received from')).toHaveValue(businessDate());
  await expect(statusTab(page, 'New')).toHaveAttribute('aria-current', 'page');
  await expect(row(page, `${tag} Support`)).toBeVisible();
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();

  await page.getByLabel('Received from').fill(businessDate(1));
  await expect(page.getByText('The end date must not be before the start date.')).toBeVisible();
  await page.getByLabel('Received to').fill(businessDate(1));
  await expect(page.getByText('No inquiries match these filters.')).toBeVisible();

  await page.goBack();
  await page.goBack();
  await expect(page.getByLabel('Received from')).toHaveValue(businessDate());
  await expect(row(page, `${tag} Support`)).toBeVisible();

  await statusTab(page, 'Contacted').click();
  await expect(page.getByText('No inquiries match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries$/);
  await expect(searchBox(page, 'inquiries')).toHaveValue('');
});

test('Export CSV downloads the current filter with its header row', async ({ page, asAdmin }) => {
  const name = uniqueName('Csv Buyer');
  await postLead(page.request, 'quote-simple', { name, product: 'Cemtora CBP-60', company: '=HYPERLINK()' });
  await asAdmin(`/admin/inquiries?search=${encodeURIComponent(name)}`);
  await expect(row(page, name)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await file.path())).toString('utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^ID,Received \(UTC\+08:00\),Form,Status/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(name);
  expect(lines[1]).toContain("'=HYPERLINK()");
});

for (const { name: size, width, height } of WIDTHS.filter((w) => w.name === 'phone')) {
  test(`list and detail have no serious or critical axe violations on a ${size} (${width} px)`, async ({
    page,
    asAdmin,
  }) => {
    const name = uniqueName('Axe Check');
    const id = await postLead(page.request, 'quote-simple', { name, phone: '09181234567', product: 'Crane' });
    await page.setViewportSize({ width, height });
    await asAdmin(`/admin/inquiries?search=${encodeURIComponent(name)}`);
    await expect(row(page, name)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/admin/inquiries/${id}`);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
