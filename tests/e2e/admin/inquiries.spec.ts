import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { MIN_FORM_FILL_MS } from '../../../common/schemas/contact';
import { CLOSE_REASON_REQUIRED, LEAD_UPDATED, type LeadCounts } from '../../../common/schemas/leads';
import { adminSession, authHeader, E2E_ADMIN, openAsAdmin } from '../support/admin';
import { row, searchBox, seriousViolations, uniqueName, WIDTHS } from '../support/catalog';

// Inquiries inbox (docs/product.md §9): a quote sent on the public site found and worked through in the
// admin; filters in the address; the Spam filter; CSV export; the status workflow's rules and
// failures; the New badge and the dashboard tile. Leads are made with unique names, so the specs
// never depend on how many others exist.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const statusTab = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Inquiry status' })
    .getByRole('link', { name: new RegExp(`^${name}\\b`) });

/** Today's date where the company works (UTC+8), as the date filters read it. */
const businessDate = (offsetDays = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function counts(request: APIRequestContext): Promise<LeadCounts> {
  const session = await adminSession(request);
  const res = await request.get('/api/admin/leads/counts', { headers: authHeader(session) });
  expect(res.ok()).toBe(true);
  return res.json();
}

/** A lead sent straight to the public API (no form_started_at, so not judged too fast). */
async function postLead(
  request: APIRequestContext,
  endpoint: 'general' | 'support' | 'quote-simple',
  data: Record<string, unknown>,
) {
  const res = await request.post(`/api/contact/${endpoint}`, {
    data: {
      email: 'buyer@example.com',
      subject: 'Batching plant for Davao',
      message: 'Please send a price for a 60 m³/h plant.',
      ...data,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The sidebar link's name carries the New count ("Inquiries, 3 new"; just "Inquiries" at 0). */
const badgeName = (n: number) => (n > 0 ? `Inquiries, ${n} new` : 'Inquiries');

async function findInInbox(page: Page, name: string) {
  await searchBox(page, 'inquiries').fill(name);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  return row(page, name);
}

test('a quote sent on the website is found in the inbox and worked through to Closed: won', async ({
  page,
}) => {
  const name = uniqueName('Rosa Villanueva');
  const before = await counts(page.request);

  // A form sent less than MIN_FORM_FILL_MS after it opened is marked "Possible spam"
  // (possible-spam.spec.ts). The page's clock runs that much behind the server's, so the quote
  // reads as a person's, without that badge, and nothing waits for the time to pass.
  await page.clock.install({ time: Date.now() - MIN_FORM_FILL_MS - 100 });
  await page.goto('/contact');
  const opener = page.getByRole('button', { name: 'Request a Quote' });
  const modal = page.getByRole('dialog', { name: 'Request a Quote' });
  await expect(async () => {
    if (!(await modal.isVisible())) await opener.click({ timeout: 2000 });
    await expect(modal).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await modal.getByLabel('Full Name').fill(name);
  await modal.getByLabel('Email').fill('rosa@villanueva-builders.example');
  await modal.getByLabel('Phone').fill('09171234567');
  await modal.getByLabel('Company').fill('Villanueva Builders');
  await modal.getByLabel('Subject').fill('Loader for a quarry in Bulacan');
  await modal.getByLabel('Product / Equipment').fill('NL-Series Wheel Loader');
  await modal.getByLabel('Quantity').fill('2 units');
  await modal.getByLabel('Message').fill('Two loaders, delivery in March.');
  await modal.getByRole('button', { name: 'Send Quote Request' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Quote Request Sent!' })).toBeVisible();

  await openAsAdmin(page, '/admin');
  await expect(nav(page).getByRole('link', { name: badgeName(before.new + 1), exact: true })).toBeVisible();
  await nav(page)
    .getByRole('link', { name: /^Inquiries/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  const listed = await findInInbox(page, name);
  await expect(listed).toContainText('Quote request');
  await expect(listed).toContainText('NL-Series Wheel Loader');
  await expect(listed).toContainText('New');
  await expect(page).toHaveURL(/search=Rosa/);

  await listed.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const contact = card(page, 'Contact');
  await expect(contact.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    `mailto:rosa@villanueva-builders.example?subject=${encodeURIComponent('Re: Loader for a quarry in Bulacan')}`,
  );
  await expect(contact.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:09171234567');
  await expect(card(page, 'Message')).toContainText('NL-Series Wheel Loader');
  await expect(card(page, 'Message')).toContainText('Two loaders, delivery in March.');
  // The quantity is part of the Message summary (inquiry-quantity.spec.ts), not the other fields.
  await expect(card(page, 'Message').getByRole('definition').filter({ hasText: '2 units' })).toBeVisible();
  const fields = card(page, 'Form fields');
  await expect(fields).toContainText('Villanueva Builders');
  await expect(card(page, 'Where it came from').getByRole('link', { name: '/contact' })).toBeVisible();

  await card(page, 'Status').getByRole('button', { name: 'Mark as contacted' }).click();
  await expect(page.getByRole('status').filter({ hasText: LEAD_UPDATED })).toBeVisible();
  await expect(card(page, 'Status')).toContainText('Contacted');
  await expect(nav(page).getByRole('link', { name: badgeName(before.new), exact: true })).toBeVisible();

  await card(page, 'Status').getByRole('button', { name: 'Close…' }).click();
  const closing = page.getByRole('dialog', { name: 'Close inquiry' });
  await closing.getByRole('radio', { name: /^Won/ }).check();
  await closing.getByRole('button', { name: 'Close inquiry' }).click();
  await expect(closing).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: LEAD_UPDATED })).toBeVisible();
  await expect(card(page, 'Status')).toContainText('Closed: won');
  const history = card(page, 'History').getByRole('listitem');
  await expect(history.filter({ hasText: 'Contacted' })).toContainText(`by ${E2E_ADMIN.name}`);
  await expect(history.filter({ hasText: 'Closed: won' })).toContainText(`by ${E2E_ADMIN.name}`);
  await expect(card(page, 'Status').getByRole('button', { name: 'Reopen' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to inquiries' }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\?search=Rosa/);
  await expect(row(page, name)).toContainText('Closed: won');
});

test('status, kind and date filters live in the address, survive a reload and go back', async ({ page }) => {
  const tag = uniqueName('Filtertest');
  await postLead(page.request, 'general', { name: `${tag} General` });
  await postLead(page.request, 'support', { name: `${tag} Support` });
  await openAsAdmin(page, '/admin/inquiries');
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

test('paging and page size are in the address too', async ({ page }) => {
  const tag = uniqueName('Pagetest');
  for (let i = 1; i <= 6; i++) await postLead(page.request, 'general', { name: `${tag} ${i}` });
  await openAsAdmin(page, `/admin/inquiries?search=${encodeURIComponent(tag)}`);
  await expect(page.getByText('Showing 1 to 6 of 6 results')).toBeVisible();
  await page.getByLabel('Show').selectOption('5');
  await expect(page.getByText('Showing 1 to 5 of 6 results')).toBeVisible();
  // Newest first.
  await expect(page.getByRole('row').nth(1)).toContainText(`${tag} 6`);
  await page
    .getByRole('navigation', { name: 'Inquiry pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/per_page=5/);
  await page.reload();
  await expect(page.getByText('Showing 6 to 6 of 6 results')).toBeVisible();
  await expect(row(page, `${tag} 1`)).toBeVisible();
});

test('a lead whose honeypot was filled is kept out of the inbox and shown under Spam', async ({ page }) => {
  const name = uniqueName('Bot Spammer');
  await postLead(page.request, 'general', { name, website: 'http://spam.example' });
  await openAsAdmin(page, `/admin/inquiries?search=${encodeURIComponent(name)}`);
  await expect(page.getByText('No inquiries match these filters.')).toBeVisible();

  await statusTab(page, 'Spam').click();
  await expect(page).toHaveURL(/status=spam/);
  await expect(row(page, name)).toContainText('Spam');
  await row(page, name).getByRole('link', { name }).click();
  const origin = card(page, 'Where it came from');
  await expect(origin).toContainText('Flagged as spam');
  await expect(origin).toContainText('The hidden field was filled in');
  await expect(card(page, 'History')).toContainText('by the spam screen');
  await expect(card(page, 'E-mails')).toContainText('inquiries flagged as spam send none');
  await page.getByRole('link', { name: 'Back to inquiries' }).click();
  await expect(page).toHaveURL(/status=spam/);
});

test('Export CSV downloads the current filter with its header row', async ({ page }) => {
  const name = uniqueName('Csv Buyer');
  await postLead(page.request, 'quote-simple', { name, product: 'Cemtora CBP-60', company: '=HYPERLINK()' });
  await openAsAdmin(page, `/admin/inquiries?search=${encodeURIComponent(name)}`);
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

test('closing needs a reason, in the browser and from the API', async ({ page }) => {
  const name = uniqueName('Reason Needed');
  const id = await postLead(page.request, 'general', { name });
  await openAsAdmin(page, `/admin/inquiries/${id}`);
  let patches = 0;
  page.on('request', (r) => {
    if (r.method() === 'PATCH') patches++;
  });
  await card(page, 'Status').getByRole('button', { name: 'Close…' }).click();
  const closing = page.getByRole('dialog', { name: 'Close inquiry' });
  await expect(closing.getByRole('radio', { name: /^Won/ })).toBeFocused();
  await closing.getByRole('button', { name: 'Close inquiry' }).click();
  await expect(closing.getByText(CLOSE_REASON_REQUIRED)).toBeVisible();
  expect(patches).toBe(0);

  await page.route('**/api/admin/leads/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 422,
          json: { message: 'Validation failed', errors: { close_reason: ['The API refuses this reason.'] } },
        })
      : route.fallback(),
  );
  await closing.getByRole('radio', { name: /^Lost/ }).check();
  await closing.getByRole('button', { name: 'Close inquiry' }).click();
  await expect(closing.getByText('The API refuses this reason.')).toBeVisible();
  await expect(closing).toBeVisible();
  await closing.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(card(page, 'Status')).toContainText('New');
});

test('a failed status change shows the error, and Saving... while it runs', async ({ page }) => {
  const name = uniqueName('Server Down');
  const id = await postLead(page.request, 'general', { name });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/leads/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    await held;
    await route.fulfill({ status: 500, json: { message: 'Database unavailable' } });
  });
  await openAsAdmin(page, `/admin/inquiries/${id}`);
  await card(page, 'Status').getByRole('button', { name: 'Mark as contacted' }).click();
  await expect(card(page, 'Status').getByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();
  await expect(page.getByText('Failed to update inquiry: Database unavailable')).toBeVisible();
  await expect(card(page, 'Status')).toContainText('New');
  await expect(card(page, 'Status').getByRole('button', { name: 'Mark as contacted' })).toBeEnabled();
});

test('the internal note is saved and shows in the history', async ({ page }) => {
  const name = uniqueName('Note Taker');
  const id = await postLead(page.request, 'support', { name });
  await openAsAdmin(page, `/admin/inquiries/${id}`);
  const save = page.getByRole('button', { name: 'Save note' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Internal note').fill('Called back; wants a site visit on Friday.');
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: LEAD_UPDATED })).toBeVisible();
  await expect(card(page, 'History')).toContainText('Called back; wants a site visit on Friday.');
  await page.reload();
  await expect(page.getByLabel('Internal note')).toHaveValue('Called back; wants a site visit on Friday.');
});

test('the list says when it cannot load, and an unknown inquiry says so', async ({ page }) => {
  await page.route('**/api/admin/leads?*', (route) =>
    route.fulfill({ status: 500, json: { message: 'Database unavailable' } }),
  );
  await openAsAdmin(page, '/admin/inquiries?status=new');
  // The query client retries a 5xx twice before giving up.
  await expect(page.getByText('Failed to fetch inquiries: Database unavailable')).toBeVisible({
    timeout: 15_000,
  });
  await page.goto('/admin/inquiries/999999999');
  await expect(page.getByText('Inquiry not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to inquiries' }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries$/);
});

test('the dashboard tile counts New inquiries and opens them', async ({ page }) => {
  await postLead(page.request, 'general', { name: uniqueName('Tile Count') });
  const { new: fresh } = await counts(page.request);
  await openAsAdmin(page, '/admin');
  const tile = page
    .getByRole('list', { name: 'Catalogue totals' })
    .getByRole('link', { name: /^New inquiries/ });
  await expect(tile).toContainText(String(fresh));
  await tile.click();
  await expect(page).toHaveURL(/\/admin\/inquiries\?status=new$/);
  await expect(statusTab(page, 'New')).toHaveAttribute('aria-current', 'page');
});

for (const { name: size, width, height } of WIDTHS) {
  test(`list and detail have no serious or critical axe violations on a ${size} (${width} px)`, async ({
    page,
  }) => {
    const name = uniqueName('Axe Check');
    const id = await postLead(page.request, 'quote-simple', { name, phone: '09181234567', product: 'Crane' });
    await page.setViewportSize({ width, height });
    await openAsAdmin(page, `/admin/inquiries?search=${encodeURIComponent(name)}`);
    await expect(row(page, name)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/admin/inquiries/${id}`);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
