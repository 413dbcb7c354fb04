import { FORM_STARTED_AT_FIELD, HONEYPOT_FIELD } from '#common/schemas/contact';
import { expect, type Locator, type Page, test } from './fixtures';
import { openContactModal, openDialog } from './support/dialogs';

// The spam checks in every public form (docs/product.md §9, decision 010): a honeypot people never see or
// reach, sent as typed, and the time the form was put in front of them. The sends are answered
// here, so no lead is stored.

test.use({ viewport: { width: 1440, height: 900 } });

const OK = { success: true, message: 'ok', id: 1 };
const browserNow = (page: Page) => page.evaluate(() => Date.now());

/** A page form is live once an empty send gets the browser app's Validation Error dialog. */
async function pageFormReady(page: Page, form: Locator, send: string) {
  const alert = page.getByRole('alertdialog', { name: 'Validation Error' });
  await expect(async () => {
    await form.getByRole('button', { name: send }).click({ timeout: 2000 });
    await expect(alert).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  return form;
}

interface PublicForm {
  name: string;
  endpoint: string;
  send: string;
  /** Opens the form (after `page.goto`) and returns the element holding it. */
  open: (page: Page) => Promise<Locator>;
  /** The required fields besides name, email and message. */
  extra?: Record<string, string>;
  select?: Record<string, string>;
}

const FORMS: PublicForm[] = [
  {
    name: 'the quote modal',
    endpoint: 'quote-simple',
    send: 'Send Quote Request',
    open: (page) => openContactModal(page, 'Request a Quote'),
    extra: { Subject: 'Loader for a quarry' },
  },
  {
    name: 'the general inquiry modal',
    endpoint: 'general',
    send: 'Send Inquiry',
    open: (page) => openContactModal(page, 'General Inquiry'),
    select: { Subject: 'General' },
  },
  {
    name: 'the email modal',
    endpoint: 'inquiry',
    send: 'Send Email',
    open: (page) => openContactModal(page, 'Send Us an Email'),
  },
  {
    name: 'the contact page form',
    endpoint: 'general',
    send: 'Send Message',
    open: async (page) => {
      await page.goto('/contact');
      return pageFormReady(page, page.getByRole('form', { name: 'Send Us a Message' }), 'Send Message');
    },
  },
  {
    name: 'the product page Get in Touch form',
    endpoint: 'inquiry',
    send: 'Send Message',
    open: async (page) => {
      const res = await page.request.get('/api/public/variants?per_page=1');
      const id = ((await res.json()) as { data: { id: number }[] }).data[0].id;
      await page.goto(`/products/${id}`);
      return pageFormReady(page, page.getByRole('form', { name: 'Get in Touch' }), 'Send Message');
    },
  },
  {
    name: 'the home quote form',
    endpoint: 'quote-simple',
    send: 'Send Quote Request',
    open: async (page) => {
      await page.goto('/');
      const cta = page.getByRole('region', { name: 'Ready to equip your next project?' });
      return openDialog(page, cta.getByRole('button', { name: 'Get Free Quote' }), 'Request a Quote');
    },
  },
  {
    name: 'the home inquiry form',
    endpoint: 'general',
    send: 'Send Inquiry',
    open: async (page) => {
      await page.goto('/');
      const cta = page.getByRole('region', { name: 'Ready to equip your next project?' });
      return openDialog(page, cta.getByRole('button', { name: 'Contact Us' }), 'General Inquiry');
    },
    extra: { Subject: 'Plant visit' },
  },
];

async function fill(form: Locator, f: PublicForm) {
  await form.getByLabel('Full Name').fill('Maria Santos');
  await form.getByLabel('Email').fill('maria@example.com');
  await form.getByLabel('Message').fill('Price and delivery to Cebu, please.');
  for (const [label, value] of Object.entries(f.extra ?? {})) await form.getByLabel(label).fill(value);
  for (const [label, value] of Object.entries(f.select ?? {}))
    await form.getByLabel(label).selectOption({ label: value });
}

/** Sends the form and returns the JSON body the browser posted. */
async function send(page: Page, form: Locator, f: PublicForm) {
  const request = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/api/contact/${f.endpoint}`),
  );
  await form.getByRole('button', { name: f.send }).click();
  const body = (await request).postDataJSON() as Record<string, unknown>;
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  return body;
}

for (const f of FORMS) {
  test(`${f.name} carries a honeypot no person sees or reaches, and the time it was opened`, async ({
    page,
  }) => {
    await page.route('**/api/contact/**', (route) => route.fulfill({ status: 201, json: OK }));
    const before = await browserNow(page);
    const form = await f.open(page);

    const honeypot = form.locator(`input[name="${HONEYPOT_FIELD}"]`);
    await expect(honeypot).toHaveCount(1);
    // Off screen (not display:none, which bots recognise), out of the Tab order, and hidden from
    // screen readers: no accessible text box goes by its label.
    await expect(honeypot).not.toBeInViewport();
    const box = await honeypot.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    const hidden = form.locator('[aria-hidden="true"]');
    await expect(hidden.filter({ has: page.locator(`input[name="${HONEYPOT_FIELD}"]`) })).toHaveCount(1);
    await expect(form.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);

    await form.getByLabel('Full Name').focus();
    const reached: (string | null)[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? null));
    }
    expect(reached).not.toContain(HONEYPOT_FIELD);

    await fill(form, f);
    const body = await send(page, form, f);
    const after = await browserNow(page);
    expect(body[HONEYPOT_FIELD]).toBe('');
    expect(typeof body[FORM_STARTED_AT_FIELD]).toBe('number');
    expect(body[FORM_STARTED_AT_FIELD] as number).toBeGreaterThanOrEqual(before);
    expect(body[FORM_STARTED_AT_FIELD] as number).toBeLessThanOrEqual(after);
  });
}

test('whatever a bot types into the honeypot is sent, and reopening a modal restarts its clock', async ({
  page,
}) => {
  await page.route('**/api/contact/**', (route) => route.fulfill({ status: 201, json: OK }));
  const quote = FORMS[0];
  let form = await quote.open(page);
  await form.locator(`input[name="${HONEYPOT_FIELD}"]`).fill('http://spam.example', { force: true });
  await fill(form, quote);
  const first = await send(page, form, quote);
  expect(first[HONEYPOT_FIELD]).toBe('http://spam.example');

  const reopened = await browserNow(page);
  form = await openDialog(page, page.getByRole('button', { name: 'Request a Quote' }), 'Request a Quote');
  await expect(form.locator(`input[name="${HONEYPOT_FIELD}"]`)).toHaveValue('');
  await fill(form, quote);
  const second = await send(page, form, quote);
  expect(second[HONEYPOT_FIELD]).toBe('');
  expect(second[FORM_STARTED_AT_FIELD] as number).toBeGreaterThanOrEqual(reopened);
});
