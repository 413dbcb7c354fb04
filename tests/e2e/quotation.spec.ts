import { FIRST_LOAD_JS_LIMIT_BYTES, measureFirstLoad } from '../../bench/lib/first-load';
import { startSmtp, type TestSmtp } from '../support/smtp';
import { expect, test } from './fixtures';
import { seriousViolations } from './support/catalog';
import { type OwnServer, startOwnServer } from './support/own-server';
import { ownPort } from './support/servers';
import { DESKTOP, PHONE } from './support/viewports';

// The buyer's side of a quotation (docs/product.md §25): the link arrives by e-mail, so this spec
// runs a server of its own (support/own-server.ts) with mail to a test SMTP server and PUBLIC_URL set, makes a quotation
// through the staff API, sends it, and opens the link from the mail as the buyer would — on a
// phone: the lines and totals, the PDF download, Accept with a typed name and its confirmation.

const ADMIN = { email: 'quotation.admin@example.com', password: 'Dump-Truck-Axle-4410', name: 'Rey Sales' };

let site: OwnServer;
let smtp: TestSmtp;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  // A start without the demo content: seconds of CPU, far more on a loaded machine.
  test.setTimeout(150_000);
  smtp = await startSmtp(ownPort(2));
  // No demo content: the quotation's lines are typed, its lead comes from the quote form's API.
  site = await startOwnServer(ownPort(1), {
    SMTP_URL: `smtp://127.0.0.1:${ownPort(2)}`,
    PUBLIC_URL: `http://127.0.0.1:${ownPort(1)}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
  });
});

test.afterAll(async () => {
  await site?.close();
  await smtp?.close();
});

/** A quote lead, a quotation of two lines on it, sent: returns the buyer's link from the mail. */
async function sentQuotationLink(buyer: string) {
  const api = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${site.origin}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(res.ok, `${path}: ${res.status}`).toBe(true);
    return res.json();
  };
  const session = await api('/login', { email: ADMIN.email, password: ADMIN.password });
  const { token } = session;
  const email = `${buyer.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const lead = await api('/contact/quote-simple', {
    name: buyer,
    email,
    company: 'Mindanao Builders',
    product: 'Wheel loader',
    subject: 'Wheel loader for Davao',
    message: 'Please send a price for one wheel loader delivered to Davao.',
  });
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await api(
    `/admin/leads/${lead.id}/quotations`,
    {
      lines: [
        { description: 'Wheel loader, 3 m³ bucket', quantity: 1, unit_price: 4_250_000 },
        { description: 'Spare bucket teeth, set', quantity: 2, unit_price: 18_500, discount: 1_000 },
      ],
      valid_until: validUntil,
      payment_terms: 'Cash: 50 % down payment with the purchase order, balance before delivery.',
      delivery_time: '4 to 6 weeks after the down payment',
    },
    token,
  );
  await api(`/admin/quotations/${created.data.id}/send`, {}, token);
  // The quotation's mail, beside the lead's acknowledgement to the same address.
  const linkIn = () =>
    smtp.received
      .filter((m) => m.to.includes(email))
      .map((m) => /https?:\/\/\S+\/quotation\/[A-Za-z0-9_-]{43}/.exec(m.text)?.[0])
      .find(Boolean);
  await expect.poll(linkIn, { timeout: 30_000 }).toBeTruthy();
  return {
    link: linkIn() as string,
    reference: created.data.reference as string,
    leadId: lead.id as number,
    session: session as { token: string; user: unknown },
  };
}

test('the buyer opens the link on a phone, sees the lines and totals, and accepts with their name', async ({
  page,
}) => {
  const { link, reference, leadId, session } = await sentQuotationLink('Maria Santos');
  await page.setViewportSize(PHONE);
  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  // Viewed is the office's word: the buyer's page shows no status while the offer is open.
  await expect(page.getByText('Viewed', { exact: true })).toHaveCount(0);
  // On a phone, one block per line (the table is for wider screens).
  const lines = page.getByRole('list').filter({ hasText: 'Wheel loader, 3 m³ bucket' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await expect(lines.getByText('Spare bucket teeth, set')).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  const totals = page.locator('dl').filter({ hasText: 'Subtotal' });
  await expect(totals.getByText('Total', { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Maria Santos' })).toContainText(
    'Mindanao Builders',
  );
  const pdf = page.getByRole('link', { name: 'Download PDF' });
  await expect(pdf).toHaveAttribute('href', /^\/quotation\/[A-Za-z0-9_-]{43}\.pdf$/);
  const file = await page.request.get(new URL((await pdf.getAttribute('href')) as string, page.url()).href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  // Accepting without a name says what is missing.
  await page.getByRole('button', { name: 'Accept quotation' }).click();
  await expect(page.getByText('Type your name to accept.')).toBeVisible();
  await page.getByLabel('Your full name').fill('Maria Santos');
  await page.getByRole('button', { name: 'Accept quotation' }).click();
  const accepted = page.getByRole('heading', { name: /^Accepted by Maria Santos on \d{1,2} \w+ \d{4}/ });
  await expect(accepted).toBeVisible();
  await expect(page.getByText('Thank you. We have recorded your acceptance')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept quotation' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Opened again, it stays accepted.
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Accepted by Maria Santos on / })).toBeVisible();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();

  // Acceptance alone leaves the lead open: its owner sees it accepted and confirms the win.
  const lead = () =>
    page.request
      .get(`${site.origin}/api/admin/leads/${leadId}`, {
        headers: { authorization: `Bearer ${session.token}` },
      })
      .then((r) => r.json());
  expect((await lead()).status).not.toBe('closed');
  await page.addInitScript(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(`${site.origin}/admin/inquiries/${leadId}`);
  await page.getByRole('button', { name: 'Close as won' }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: 'Close as won' })
    .click();
  await expect.poll(async () => await lead()).toMatchObject({ status: 'closed', close_reason: 'won' });
});

test('the buyer asks a question; at 1440 px the lines are a table; an unknown or altered link is a 404 page that says so', async ({
  page,
}) => {
  // One test of 2 steps, each with the time a test of its own had.
  test.setTimeout(2 * 120_000);
  await test.step('the buyer asks a question; at 1440 px the lines are a table', async () => {
    const { link } = await sentQuotationLink('Jose Rizal Dizon');
    await page.setViewportSize(DESKTOP);
    // A public page like the others: within the first-load JavaScript limit (decisions 038, 044).
    const { js_gzip_bytes } = await measureFirstLoad(page, link);
    expect(js_gzip_bytes).toBeLessThanOrEqual(FIRST_LOAD_JS_LIMIT_BYTES);
    await page.goto(link);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Unit price' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(3);
    await page.getByLabel('Your question').fill('Can you deliver to Davao by March?');
    await page.getByRole('button', { name: 'Send question' }).click();
    await expect(page.getByText('Thank you. Your question was sent to our sales team.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
  await test.step('an unknown or altered link is a 404 page that says so', async () => {
    const { link } = await sentQuotationLink('Ana Reyes');
    const altered = link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const response = await page.goto(altered);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Quotation not found' })).toBeVisible();
    await expect(page.getByText('This quotation does not exist or its link has expired.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
