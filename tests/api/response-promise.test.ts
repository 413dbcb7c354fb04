import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '#common/schemas/contact';
import { DEFAULT_RESPONSE_TARGETS } from '#common/schemas/lead-desk';
import { mailOutbox } from '../../server/db/schema';
import { webBuildExists } from '../../server/plugins/web';
import { setSettingValues } from '../../server/services/settings';
import { call, setupApi, siteApp } from '../support/api';
import { createAdmin } from '../support/factories';
import { pageHtml } from './support/site-html';

// The forms' promise ("within 24 hours") is the lead desk's response target in hours
// (docs/product.md §24): the 201's thanks, the acknowledgement mail, the public settings the pages
// read and the pages themselves say what the clock counts, and change when an admin changes it.
const ctx = setupApi({ SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://ironsite.example' });

beforeEach(async () => {
  await setSettingValues(ctx.db, { notification_email: 'sales-team@ironsite.test' });
});

const person = { name: 'Ana Reyes', email: 'ana@example.ph', message: 'Please call me about a crane.' };
const post = (kind: string, payload: object) =>
  call(ctx.app, { method: 'POST', url: `/api/contact/${kind}`, payload });

/** Two business days for general inquiries, two hours for support, half a day for quote lists. */
async function changeTargets() {
  const { token } = await createAdmin(ctx.db);
  const targets = { ...DEFAULT_RESPONSE_TARGETS, general: 1080, support: 120, 'quote-list': 300 };
  const res = await call(ctx.app, {
    method: 'PUT',
    url: '/api/admin/response-targets',
    token,
    payload: targets,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const publicSettings = async () => (await call(ctx.app, { url: '/api/public/settings' })).json().data;

describe('the promised hours follow the response targets', () => {
  it('the defaults are the promises the site always made: 24 hours, and 4 for support', async () => {
    expect(
      (await post('general', { ...person, subject: 'Cranes', interest_area: 'other' })).json().message,
    ).toBe('Thank you for your inquiry. We will get back to you within 24 hours.');
    const settings = await publicSettings();
    expect(settings['response_hours:general']).toBe(24);
    expect(settings['response_hours:support']).toBe(4);
  });

  it('a changed target changes the thanks, the acknowledgement and the public settings', async () => {
    await changeTargets();
    const res = await post('general', { ...person, subject: 'Cranes', interest_area: 'other' });
    expect(res.json().message).toBe('Thank you for your inquiry. We will get back to you within 48 hours.');
    const support = await post('support', {
      ...person,
      product_type: 'General Equipment',
      issue_category: 'other',
      urgency: 'medium',
    });
    expect(support.statusCode, support.body).toBe(201);
    expect(support.json().message).toBe('Thank you for contacting support. We will respond within 2 hours.');
    const acks = (await ctx.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))).filter(
      (m) => m.kind === 'ack',
    );
    expect(acks.map((m) => m.text.match(/within \d+ hours/)?.[0])).toEqual([
      'within 48 hours',
      'within 2 hours',
    ]);
    expect(await publicSettings()).toMatchObject({
      'response_hours:general': 48,
      'response_hours:support': 2,
      'response_hours:quote-list': 5,
      'response_hours:quote': 24,
    });
  });

  it('a visitor the spam screen stops reads the same promise as anyone', async () => {
    await changeTargets();
    const res = await post('general', {
      ...person,
      subject: 'Cranes',
      interest_area: 'other',
      [HONEYPOT_FIELD]: 'https://cheap-pills.example',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Thank you for your inquiry. We will get back to you within 48 hours.');
  });
});

describe.skipIf(!webBuildExists())('the pages promise what the targets say (server-rendered)', () => {
  const site = siteApp(ctx);
  // React writes `<!-- -->` between a text and a value beside it.
  const page = async (url: string) => (await pageHtml(site.app, url)).replaceAll('<!-- -->', '');

  it('the contact, services and quote list pages, kept or not, after a target changes', async () => {
    const before = await page('/services');
    expect(before).toContain('Every quote request and inquiry answered within 24 hours.');
    await changeTargets();
    const services = await page('/services');
    // "Every quote request and inquiry": the slowest of those promises.
    expect(services).toContain('Every quote request and inquiry answered within 48 hours.');
    expect(services).toContain('A technician on the line within 2 hours of your call');
    const contact = await page('/contact');
    expect(contact).toContain('We answer quotes and inquiries within 24 hours.');
    expect(contact).toMatch(/We reply to\s+every message within 48 hours\./);
    const quote = await page('/quote');
    expect(quote).toContain('one priced proposal within 5 hours.');
  });
});
