import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { FORM_STARTED_AT_FIELD, HONEYPOT_FIELD } from '#common/schemas/contact';
import { leadEvents, leads, mailOutbox } from '../../server/db/schema';
import { setSettingValues } from '../../server/services/settings';
import { call, setupApi } from '../support/api';
import { createAdmin } from '../support/factories';

// Mail is configured (SMTP_URL and a notification address), so a clean lead queues mail and the
// tests can see that a flagged one does not. No SMTP server is needed: nothing is sent here.
const ctx = setupApi({ SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://ironsite.example' });

beforeEach(async () => {
  await setSettingValues(ctx.db, { notification_email: 'sales-team@ironsite.test' });
});

const human = { name: 'Ana Reyes', email: 'ana@example.ph', message: 'Please call me about a crane.' };
const openedAgo = (ms: number) => ({ [FORM_STARTED_AT_FIELD]: Date.now() - ms });
const QUOTE_ANSWER = 'Thank you for your quote request. We will send you a detailed quote within 24 hours.';

const post = (kind: string, payload: object) =>
  call(ctx.app, { method: 'POST', url: `/api/contact/${kind}`, payload });
const onlyLead = async () => {
  const rows = await ctx.db.select().from(leads).orderBy(asc(leads.id));
  expect(rows).toHaveLength(1);
  return rows[0];
};
const mailCount = async () => (await ctx.db.select().from(mailOutbox)).length;

describe('spam screen on the public forms', () => {
  it('a filled honeypot: same 201 answer, stored closed as spam with a history entry, no mail', async () => {
    const res = await post('quote-simple', {
      ...human,
      [HONEYPOT_FIELD]: 'https://cheap-pills.example',
      ...openedAgo(20_000),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: QUOTE_ANSWER, id: expect.any(Number) });
    const lead = await onlyLead();
    expect(lead).toMatchObject({ status: 'closed', closeReason: 'spam', spamFlags: ['honeypot'] });
    expect(lead.payload).not.toHaveProperty(HONEYPOT_FIELD);
    expect(lead.payload).not.toHaveProperty(FORM_STARTED_AT_FIELD);
    expect(await mailCount()).toBe(0);
    const [event] = await ctx.db.select().from(leadEvents);
    expect(event).toMatchObject({
      leadId: lead.id,
      status: 'closed',
      closeReason: 'spam',
      userId: null,
      userName: null,
      note: 'Marked as spam automatically: the hidden field was filled.',
    });
  });

  it.each([
    ['quote-simple', {}],
    ['quote', { project_description: 'Three excavators.' }],
    ['general', { subject: 'Dealership' }],
    ['inquiry', { source: 'product-detail', product: 'ZL50' }],
    ['support', { urgency: 'high' }],
  ])('%s takes the honeypot and the start time', async (kind, extra) => {
    const res = await post(kind, { ...human, ...extra, [HONEYPOT_FIELD]: 'x', ...openedAgo(20_000) });
    expect(res.statusCode).toBe(201);
    expect(await onlyLead()).toMatchObject({ kind, closeReason: 'spam', spamFlags: ['honeypot'] });
  });

  it('an empty honeypot is a person; a honeypot of any type is still only a flag, never a 422', async () => {
    expect(
      (await post('general', { ...human, subject: 's', [HONEYPOT_FIELD]: '', ...openedAgo(20_000) }))
        .statusCode,
    ).toBe(201);
    expect(await onlyLead()).toMatchObject({ status: 'new', closeReason: null, spamFlags: [] });
    expect(await mailCount()).toBe(2);
    const odd = await post('general', { ...human, subject: 's', [HONEYPOT_FIELD]: { a: 1 } });
    expect(odd.statusCode).toBe(201);
  });

  it('sent less than 3 seconds after the form opened → flagged too_fast but kept new; number or numeric text', async () => {
    const res = await post('inquiry', { ...human, ...openedAgo(800) });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Thank you for your inquiry. We will get back to you within 24 hours.');
    const lead = await onlyLead();
    expect(lead).toMatchObject({ status: 'new', closeReason: null, spamFlags: ['too_fast'] });
    expect(lead.fillMs).toBeGreaterThanOrEqual(800);
    expect(lead.fillMs).toBeLessThan(3000);
    expect(await mailCount()).toBe(2);
    await ctx.db.delete(leads);
    await post('inquiry', { ...human, [FORM_STARTED_AT_FIELD]: String(Date.now() - 100) });
    expect(await onlyLead()).toMatchObject({ spamFlags: ['too_fast'] });
  });

  it('a person who took their time is not flagged, and the fill time is kept', async () => {
    await post('inquiry', { ...human, ...openedAgo(45_000) });
    const lead = await onlyLead();
    expect(lead).toMatchObject({ status: 'new', spamFlags: [] });
    expect(lead.fillMs).toBeGreaterThanOrEqual(45_000);
  });

  it('no start time (old clients, API callers) or an impossible one (clock ahead) is allowed, noted as unknown', async () => {
    await post('inquiry', human);
    await post('inquiry', { ...human, ...openedAgo(-120_000) });
    await post('inquiry', { ...human, [FORM_STARTED_AT_FIELD]: 'soon' });
    const rows = await ctx.db.select().from(leads);
    expect(rows.map((r) => [r.status, r.spamFlags, r.fillMs])).toEqual([
      ['new', [], null],
      ['new', [], null],
      ['new', [], null],
    ]);
  });

  it('more than 3 links in the message → flagged links; 3 are fine', async () => {
    const links = (n: number) =>
      Array.from({ length: n }, (_, i) => `see https://site${i}.example`).join(' ');
    await post('general', { ...human, subject: 'Links', message: links(3), ...openedAgo(20_000) });
    await post('general', {
      ...human,
      subject: 'Links',
      message: `${links(3)} and www.more.example`,
      ...openedAgo(20_000),
    });
    const rows = await ctx.db.select().from(leads).orderBy(asc(leads.id));
    expect(rows.map((r) => r.spamFlags)).toEqual([[], ['links']]);
  });

  it('all the reasons are recorded together', async () => {
    await post('quote', {
      ...human,
      project_description: 'http://a.example http://b.example http://c.example http://d.example',
      [HONEYPOT_FIELD]: 'filled',
      ...openedAgo(10),
    });
    expect((await onlyLead()).spamFlags).toEqual(['honeypot', 'too_fast', 'links']);
  });

  it('flagged leads are kept out of the inbox and the New count, and shown under the Spam filter', async () => {
    await post('quote-simple', { ...human, name: 'Real Person', ...openedAgo(30_000) });
    await post('quote-simple', { ...human, name: 'Bot', [HONEYPOT_FIELD]: 'x' });
    const { token } = await createAdmin(ctx.db);
    const get = (url: string) => call(ctx.app, { method: 'GET', url, token });
    expect((await get('/api/admin/leads')).json().data.map((r: { name: string }) => r.name)).toEqual([
      'Real Person',
    ]);
    const spam = (await get('/api/admin/leads?status=spam')).json().data;
    expect(spam).toEqual([expect.objectContaining({ name: 'Bot', spam: true, delivery: 'none' })]);
    expect((await get('/api/admin/leads/counts')).json()).toMatchObject({ new: 1, spam: 1 });
    const detail = (await get(`/api/admin/leads/${spam[0].id}`)).json();
    expect(detail).toMatchObject({ spam_flags: ['honeypot'], fill_ms: null, deliveries: [] });
    expect(detail.history).toEqual([
      expect.objectContaining({ status: 'closed', close_reason: 'spam', changed_by: null }),
    ]);
  });
});
