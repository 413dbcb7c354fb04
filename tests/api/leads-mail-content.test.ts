import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { mailOutbox } from '../../server/db/schema';
import { runOutboxOnce } from '../../server/services/mail/outbox';
import { smtpSender } from '../../server/services/mail/transport';
import { setSettingValues } from '../../server/services/settings';
import { call, testConfig } from '../support/api';
import { createBrand, createCategory, createProduct, createVariant } from '../support/factories';
import type { ReceivedMail, TestSmtp } from '../support/smtp';
import { STAFF, setupMailApi } from './support/lead-mail';

// What the two mails of a new lead may contain, received by a real SMTP server: links only from
// PUBLIC_URL (never from Host or forwarded headers), an acknowledgement without free text from the
// request, and no forged rows from line breaks in single-line fields.
const { ctx, smtpUrl, smtpUp } = setupMailApi({
  PUBLIC_URL: 'https://ironsite.example',
  TRUST_PROXY: 'true',
});

let smtp: TestSmtp;
let apps: FastifyInstance[] = [];

beforeEach(async () => {
  await setSettingValues(ctx.db, { notification_email: STAFF, site_name: 'Ironsite Equipment' });
  smtp = await smtpUp();
});
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

const FORGED = {
  host: 'evil-host.example',
  'x-forwarded-host': 'evil-forwarded.example',
  'x-forwarded-proto': 'http',
  'x-forwarded-for': '203.0.113.9',
};
const base = {
  name: 'Juan Dela Cruz',
  email: 'juan@example.ph',
  message: 'Please send a price.',
  form_started_at: Date.now() - 60_000,
};

/** Posts a form and has the outbox send what it queued; answers [staff, ack] as received. */
async function mailsFor(
  kind: string,
  payload: object,
  { app = ctx.app, headers = {} }: { app?: FastifyInstance; headers?: Record<string, string> } = {},
) {
  const res = await call(app, { method: 'POST', url: `/api/contact/${kind}`, payload, headers });
  expect(res.statusCode, res.body).toBe(201);
  await runOutboxOnce(ctx.db, smtpSender(smtpUrl()));
  const [staff, ack] = await smtp.waitFor(2);
  expect([staff.to, ack.to]).toEqual([[STAFF], [base.email]]);
  return { id: res.json().id as number, staff, ack };
}
const whole = (mail: ReceivedMail) => `${mail.headers.subject}\n${mail.text}\n${mail.html}`;

describe('links in lead mails come from PUBLIC_URL only', () => {
  it('with PUBLIC_URL: forged Host and X-Forwarded-Host (proxy trusted) appear in no mail', async () => {
    const { id, staff, ack } = await mailsFor('general', { ...base, subject: 'Dealer' }, { headers: FORGED });
    expect(staff.text).toContain(`Open it in the admin: https://ironsite.example/admin/inquiries/${id}`);
    expect(staff.html).toContain(`href="https://ironsite.example/admin/inquiries/${id}"`);
    for (const mail of [staff, ack]) expect(whole(mail)).not.toMatch(/evil/);
  });

  it('without PUBLIC_URL: the admin path as text, no link at all, and no forged host', async () => {
    const app = await buildApp({
      config: testConfig({ SMTP_URL: smtpUrl(), TRUST_PROXY: 'true' }),
      database: ctx.testDb.database,
      logger: false,
    });
    apps.push(app);
    const { id, staff, ack } = await mailsFor(
      'quote-simple',
      { ...base, product: 'ZL50' },
      { app, headers: FORGED },
    );
    expect(staff.text).toContain(
      `Open it in the admin: /admin/inquiries/${id} (set PUBLIC_URL to get a link)`,
    );
    expect(staff.html).toContain(
      `Open it in the admin: /admin/inquiries/${id} (set PUBLIC_URL to get a link)`,
    );
    expect(staff.html).not.toContain('href=');
    for (const mail of [staff, ack]) {
      expect(whole(mail)).not.toMatch(/evil|https?:\/\//);
    }
  });
});

describe('the acknowledgement relays no text from the request', () => {
  const LURE = 'FREE GIFT: claim at http://evil.example';

  it('names the product by the variant id, never by the typed product, nor the name with a link', async () => {
    const variant = await createVariant(ctx.db, { name: 'ZL50 Wheel Loader' });
    const { staff, ack } = await mailsFor('inquiry', {
      ...base,
      name: LURE,
      product: LURE,
      variant_id: variant.id,
      source: 'product-detail',
      page: `/products/${variant.id}`,
    });
    expect(ack.text).toContain(
      'Thank you for your interest in ZL50 Wheel Loader. We will contact you within 24 hours.',
    );
    expect(ack.text).toContain('Dear customer,');
    expect(whole(ack)).not.toContain(LURE);
    expect(whole(ack)).not.toMatch(/evil|http:|www\./);
    // Staff still see what was typed, escaped, to judge it.
    expect(staff.text).toContain(`Product: ${LURE}`);
    expect(staff.text).toContain(`Variant ID: ${variant.id}`);
  });

  it.each([
    ['an unknown variant id', async () => 2_000_000_000],
    [
      'a variant the public cannot see (inactive brand)',
      async () => {
        const brand = await createBrand(ctx.db, { isActive: false });
        const category = await createCategory(ctx.db, { brandId: brand.id });
        const product = await createProduct(ctx.db, { brandId: brand.id, categoryId: category.id });
        return (await createVariant(ctx.db, { productId: product.id, name: 'Secret Prototype' })).id;
      },
    ],
    ['no variant id', async () => undefined],
  ])('with %s the product is left out (the lead is still taken)', async (_case, variantId) => {
    const { ack } = await mailsFor('inquiry', {
      ...base,
      product: LURE,
      variant_id: await variantId(),
      source: 'product-detail',
    });
    expect(ack.text).toContain('Thank you for your inquiry. We will get back to you within 24 hours.');
    expect(whole(ack)).not.toMatch(/FREE GIFT|evil|Secret Prototype/);
  });

  it.each([
    'Your order is on hold call 0917 555 9999 to confirm payment,',
    `Ana www.evil.example boss@evil.example evil.example\u2028Reyes ${'Santos '.repeat(8)}`,
    'A'.repeat(41),
    'Juan 2',
    'Ana boss@evil',
    'www.evil.ph',
    'Juan\r\nBcc: x@y',
  ])('greets %j as "Dear customer"', async (name) => {
    const { ack } = await mailsFor('general', { ...base, subject: 'Hello', name });
    expect(ack.text.split(/\r?\n/)[0]).toBe('Dear customer,');
    expect(ack.html).toContain('<p>Dear customer,</p>');
    expect(ack.to).toEqual([base.email]);
    expect(ack.headers.bcc).toBeUndefined();
    expect(whole(ack)).not.toMatch(/evil|on hold|0917|Bcc/i);
  });

  it.each(["María José O'Brien-Santos", 'Ng', 'J. Dela Cruz'])('greets %j by name', async (name) => {
    const { ack } = await mailsFor('general', { ...base, subject: 'Hello', name });
    expect(ack.text.split(/\r?\n/)[0]).toBe(`Dear ${name},`);
  });
});

describe('line breaks in single-line fields forge no rows', () => {
  it('a name with CR/LF gives no extra "Email:" line in the staff plain-text mail', async () => {
    const { staff, ack } = await mailsFor('general', {
      ...base,
      name: 'Eve\r\nEmail: boss@evil.example',
      subject: 'Quote\u2028Phone: 0999 999 9999',
      company: 'Acme\nProduct: Free crane',
    });
    const lines = staff.text.split(/\r?\n/);
    expect(lines.filter((l) => l.startsWith('Email:'))).toEqual([`Email: ${base.email}`]);
    expect(lines.filter((l) => /^(Phone|Product):/.test(l))).toEqual([]);
    expect(lines).toContain('Name: Eve Email: boss@evil.example');
    expect(lines).toContain('Subject: Quote Phone: 0999 999 9999');
    expect(staff.headers.subject).toBe(
      'New general inquiry from Eve Email: boss@evil.example (Acme Product: Free crane)',
    );
    expect(whole(ack)).not.toContain('boss@');
  });
});

describe('the outbox’s link marker typed by a visitor', () => {
  it('mints nothing and stops no mail: both go out, the text as typed', async () => {
    const { staff, ack } = await mailsFor('general', {
      ...base,
      name: 'Juan {{link-token}}',
      subject: 'Dealer {{link-token}}',
      message: 'My link: {{link-token}}',
    });
    expect(staff.text).toContain('My link: {{link-token}}');
    expect(ack.to).toEqual([base.email]);
    const rows = (await ctx.db.select().from(mailOutbox)).map((r) => [r.state, r.linkHash]);
    expect(rows).toEqual([
      ['sent', null],
      ['sent', null],
    ]);
  });
});
