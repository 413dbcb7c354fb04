import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { FORM_STARTED_AT_FIELD, HONEYPOT_FIELD } from '#common/schemas/contact';
import { leadEvents, leads, mailOutbox } from '../../server/db/schema';
import { setSettingValues } from '../../server/services/settings';
import { call, setupApi } from '../support/api';
import { createAdmin } from '../support/factories';

// A real person's form can be sent within 3 s (autofill) or carry a list of links: such a lead is
// only "Possible spam". It stays new, in the inbox and the New count, with the reason, and its
// e-mails are queued like any lead's. Only a filled honeypot still closes a lead silently.
// Mail is configured so the queued rows can be counted; nothing is sent (no SMTP server needed).
const ctx = setupApi({ SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://ironsite.example' });

beforeEach(async () => {
  await setSettingValues(ctx.db, { notification_email: 'sales-team@ironsite.test' });
});

const human = { name: 'Ana Reyes', email: 'ana@example.ph', message: 'Please call me about a crane.' };
const openedAgo = (ms: number) => ({ [FORM_STARTED_AT_FIELD]: Date.now() - ms });
const links = (n: number) => Array.from({ length: n }, (_, i) => `https://site${i}.example`).join(' ');

const post = (kind: string, payload: object) =>
  call(ctx.app, { method: 'POST', url: `/api/contact/${kind}`, payload });

async function admin() {
  const { token } = await createAdmin(ctx.db);
  return (url: string) => call(ctx.app, { method: 'GET', url, token });
}

const mailsOf = async (leadId: number) =>
  (
    await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId)).orderBy(asc(mailOutbox.id))
  ).map((m) => [m.kind, m.to]);
const QUEUED = [
  ['staff', 'sales-team@ironsite.test'],
  ['ack', 'ana@example.ph'],
];

describe('possible spam: kept in the inbox, mailed, marked with the reason', () => {
  it('a form sent 1.2 s after it opened (autofill) → 201, new, in the inbox and New count, mails queued', async () => {
    const res = await post('quote-simple', { ...human, ...openedAgo(1_200) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, id: expect.any(Number) });
    const id = res.json().id as number;
    expect(await mailsOf(id)).toEqual(QUEUED);
    expect(await ctx.db.select().from(leadEvents)).toEqual([]);

    const get = await admin();
    const inbox = (await get('/api/admin/leads')).json().data;
    expect(inbox).toEqual([
      expect.objectContaining({
        id,
        status: 'new',
        close_reason: null,
        spam: false,
        delivery: 'pending',
        possible_spam: expect.stringMatching(/^sent 1\.\d s after the form opened$/),
      }),
    ]);
    expect((await get('/api/admin/leads?status=new')).json().data.map((r: { id: number }) => r.id)).toEqual([
      id,
    ]);
    expect((await get('/api/admin/leads?status=spam')).json().data).toEqual([]);
    expect((await get('/api/admin/leads/counts')).json()).toMatchObject({ new: 1, spam: 0 });
    expect((await get('/api/admin/dashboard')).json().counts).toMatchObject({ leads_new: 1 });

    const detail = (await get(`/api/admin/leads/${id}`)).json();
    expect(detail).toMatchObject({
      status: 'new',
      spam_flags: ['too_fast'],
      possible_spam: inbox[0].possible_spam,
      history: [],
    });
    expect(detail.deliveries).toHaveLength(2);
  });

  it('more than 3 links → 201, new, in the inbox, mails queued, the reason counts the links', async () => {
    const res = await post('general', {
      ...human,
      subject: 'Our suppliers',
      message: `Compare with ${links(4)} and www.fifth.example`,
      ...openedAgo(30_000),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    expect(await mailsOf(id)).toEqual(QUEUED);
    const get = await admin();
    expect((await get('/api/admin/leads')).json().data).toEqual([
      expect.objectContaining({ id, status: 'new', spam: false, possible_spam: '5 links' }),
    ]);
    expect((await get('/api/admin/leads/counts')).json()).toMatchObject({ new: 1, spam: 0 });
  });

  it('both reasons together; links in a quote description count too', async () => {
    const res = await post('quote', { ...human, project_description: links(6), ...openedAgo(300) });
    const get = await admin();
    const detail = (await get(`/api/admin/leads/${res.json().id}`)).json();
    expect(detail.spam_flags).toEqual(['too_fast', 'links']);
    expect(detail.possible_spam).toMatch(/^sent 0\.\d s after the form opened; 6 links$/);
  });

  it('a clean lead and an old client without a start time are not marked', async () => {
    await post('inquiry', { ...human, ...openedAgo(45_000) });
    await post('inquiry', { ...human, name: 'Old Client' });
    const get = await admin();
    expect(
      (await get('/api/admin/leads')).json().data.map((r: { possible_spam: unknown }) => r.possible_spam),
    ).toEqual([null, null]);
  });

  it('a filled honeypot still bins the lead silently, even when it was also fast: no mail, not in the inbox', async () => {
    const res = await post('quote-simple', {
      ...human,
      [HONEYPOT_FIELD]: 'http://spam.example',
      message: links(5),
      ...openedAgo(500),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    expect(await mailsOf(id)).toEqual([]);
    const [row] = await ctx.db.select().from(leads);
    expect(row).toMatchObject({ status: 'closed', closeReason: 'spam' });
    const get = await admin();
    expect((await get('/api/admin/leads')).json().data).toEqual([]);
    expect((await get('/api/admin/leads/counts')).json()).toMatchObject({ new: 0, spam: 1 });
    const spam = (await get('/api/admin/leads?status=spam')).json().data;
    expect(spam).toEqual([expect.objectContaining({ id, spam: true, possible_spam: null })]);
  });

  it('staff close a possible spam as spam with the usual workflow; it moves to the Spam filter', async () => {
    const { token } = await createAdmin(ctx.db);
    const id = (await post('quote-simple', { ...human, ...openedAgo(900) })).json().id as number;
    const closed = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/admin/leads/${id}`,
      token,
      payload: { status: 'closed', close_reason: 'spam' },
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed', close_reason: 'spam', spam: true });
    const get = (url: string) => call(ctx.app, { method: 'GET', url, token });
    expect((await get('/api/admin/leads')).json().data).toEqual([]);
    expect((await get('/api/admin/leads/counts')).json()).toMatchObject({ new: 0, spam: 1 });
  });

  it('hostile spam-check fields never turn into a 4xx/500 or into markup in the reason', async () => {
    // Text that is not a time is an unknown fill time, never a reason.
    for (const started of ['<b>1</b>', '1e400', -1, 'x\r\ny', Number.MAX_SAFE_INTEGER]) {
      const res = await post('general', { ...human, subject: 's', [FORM_STARTED_AT_FIELD]: started });
      expect(res.statusCode, String(started)).toBe(201);
    }
    // A wrong type or an oversized value is a clear 422, as before.
    for (const started of [{ a: 1 }, '9'.repeat(5000)]) {
      const res = await post('general', { ...human, subject: 's', [FORM_STARTED_AT_FIELD]: started });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty(FORM_STARTED_AT_FIELD);
    }
    const res = await post('general', {
      ...human,
      subject: 's',
      message:
        '<b onclick="x()">Hi</b>\r\nhttp://a.example http://b.example http://c.example http://d.example',
      ...openedAgo(20_000),
    });
    expect(res.statusCode).toBe(201);
    const get = await admin();
    const reasons = (await get('/api/admin/leads'))
      .json()
      .data.map((r: { possible_spam: unknown }) => r.possible_spam);
    expect(reasons.filter((r: unknown) => r !== null)).toEqual(['4 links']);
  });
});
