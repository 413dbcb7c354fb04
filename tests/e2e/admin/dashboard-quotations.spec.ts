import type { APIRequestContext, Page } from '@playwright/test';
import { type Currency, formatCents } from '#common/money';
import { expect, test } from '../fixtures';
import { addStaff, adminSession, authHeader, signIn } from '../support/admin';
import { seriousViolations, WIDTHS } from '../support/catalog';
import { postLead } from '../support/inquiries';

// The dashboard's Quotations (docs/product.md §25): a sales rep's own quotations sent and accepted
// in the period with their totals and the acceptance rate, the period in the address; nothing of it
// for a viewer (no leads.read). Each rep is the test's own, so the figures are only what it made:
// one quotation of three lines, created and sent through the API on a lead assigned to the rep.
// At a phone's width and a desktop's, with no serious axe violations and nothing wider than the page.

const PASSWORD = 'Backhoe-Loader-7731';

interface Person {
  name: string;
  email: string;
  password: string;
  id: number;
}

/** A rep with no quotation: the empty state. */
let _idle: Person;
let _viewer: Person;

async function staff(request: APIRequestContext, first: string, role: string): Promise<Person> {
  const admin = await adminSession(request);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const who = { name: `${first} ${stamp}`, email: `${first.toLowerCase()}.${stamp}@example.com` };
  const { id } = await addStaff(request, admin, { ...who, role, password: PASSWORD });
  return { ...who, password: PASSWORD, id };
}

test.beforeAll(async ({ request }) => {
  _idle = await staff(request, 'Ignacio', 'sales');
  _viewer = await staff(request, 'Vince', 'viewer');
});

/** A quote lead assigned to `rep`, and the rep's quotation of three lines on it, sent. */
async function sendQuotation(request: APIRequestContext, rep: Person) {
  const admin = await adminSession(request);
  const lead = await postLead(request, 'quote-simple', {
    name: `Quotation Figures Buyer ${Date.now().toString(36)}`,
    product: 'Wheel loader',
  });
  const assign = await request.post(`/api/admin/leads/${lead}/assign`, {
    headers: authHeader(admin),
    data: { user_id: rep.id },
  });
  expect(assign.ok(), await assign.text()).toBe(true);
  // As the rep: their own lead, their quotation.
  const login = await request.post('/api/login', { data: { email: rep.email, password: rep.password } });
  expect(login.ok()).toBe(true);
  const asRep = authHeader(await login.json());
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post(`/api/admin/leads/${lead}/quotations`, {
    headers: asRep,
    data: {
      lines: [
        { description: 'Wheel loader, 3 m³ bucket', quantity: 1, unit_price: 4_250_000.5 },
        { description: 'Spare bucket teeth, set', quantity: 2, unit_price: 18_500, discount: 1_000 },
        { description: 'Delivery to Batangas', quantity: 1, unit_price: 35_000 },
      ],
      valid_until: validUntil,
      payment_terms: 'Cash: 50 % down payment with the purchase order, balance before delivery.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data: quotation } = (await created.json()) as {
    data: { id: number; currency: Currency; totals: { total: number } };
  };
  // Shared by its link (the e2e servers have no PUBLIC_URL, so a quotation is not e-mailed): sent all the same.
  const send = await request.post(`/api/admin/quotations/${quotation.id}/link`, { headers: asRep, data: {} });
  expect(send.ok(), await send.text()).toBe(true);
  return { currency: quotation.currency, totalCents: Math.round(quotation.totals.total * 100) };
}

async function expectClean(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await seriousViolations(page)).toEqual([]);
}

for (const { name: size, width, height } of WIDTHS.filter((w) => w.name === 'phone')) {
  test.describe(`quotation figures at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`a sales rep's own figures (${size})`, async ({ page, request }, testInfo) => {
      // A rep of the test's own: their figures are this quotation only.
      const rep = await staff(request, 'Rowena', 'sales');
      const { currency, totalCents } = await sendQuotation(request, rep);
      await signIn(page, rep);
      const section = page.getByRole('region', { name: 'Quotations', exact: true });
      const tile = (label: string) =>
        section.locator('dl > div').filter({ has: page.locator('dt').getByText(label, { exact: true }) });
      const value = formatCents(totalCents, currency);
      await expect(tile('Sent')).toContainText(/Sent\s*1/);
      await expect(tile('Sent')).toContainText(value);
      await expect(tile('Accepted')).toContainText(/Accepted\s*0/);
      await expect(tile('Accepted')).toContainText(formatCents(0, currency));
      await expect(tile('Acceptance rate')).toContainText('0%');
      await expect(tile('Acceptance rate')).toContainText('0 of 1 sent accepted so far');
      await expect(section.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
      await expectClean(page, width);
      await section.screenshot({ path: testInfo.outputPath(`quotations-${width}.png`) });

      // 7 days: the same quotation, sent a moment ago; the choice is kept in the address.
      await section.getByRole('button', { name: '7 days' }).click();
      await expect(page).toHaveURL(/quotation_days=7/);
      await expect(section.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
      await expect(tile('Sent')).toContainText(value);
      await page.reload();
      await expect(section.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
      await expect(tile('Sent')).toContainText(/Sent\s*1/);
    });
  });
}
