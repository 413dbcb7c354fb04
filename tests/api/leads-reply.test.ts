import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { authTokens, leadEvents, leads, mailOutbox, type users } from '../../server/db/schema';
import { setSettingValues } from '../../server/services/settings';
import { call, setupApi, testConfig } from '../support/api';
import { createUser as createAccount, createLead } from '../support/factories';
import { eventsOf } from './support/lead-events';
import { mailSettingsAt } from './support/lead-mail';

// Replies and logged contacts (docs/product.md §24): each is a history entry, a reply is queued in
// the outbox with Reply-To the staff member, and the first of them stops the lead's clock once.
const ctx = setupApi({ SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://ironsite.example' });

// Wednesday 2 December 2026, 10:30 in Manila; the lead came on Tuesday at 16:00. Open Mon–Fri
// 08:00–17:00: one hour on Tuesday, two and a half on Wednesday = 210 business minutes.
const NOW = new Date('2026-12-02T02:30:00Z');
const CREATED = new Date('2026-12-01T08:00:00Z');

mailSettingsAt(ctx, NOW);

/**
 * A staff account whose token was used at the faked now: the token's last use is the database's
 * clock (now() on PostgreSQL is the real time), which the faked Date would otherwise see as idle.
 */
async function createUser(db: typeof ctx.db, over: Partial<typeof users.$inferInsert>) {
  const account = await createAccount(db, over);
  await db.update(authTokens).set({ lastUsedAt: new Date() });
  return account;
}
const createAdmin = (db: typeof ctx.db, over: Partial<typeof users.$inferInsert> = {}) =>
  createUser(db, { role: 'admin', ...over });

const post = (
  id: number | string,
  what: 'reply' | 'contact-log',
  payload: unknown,
  token?: string,
  app?: FastifyInstance,
) =>
  call(app ?? ctx.app, {
    method: 'POST',
    url: `/api/admin/leads/${id}/${what}`,
    payload: payload as object,
    token,
  });
const leadRow = async (id: number) => (await ctx.db.select().from(leads).where(eq(leads.id, id)))[0];
const outbox = () => ctx.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
const events = (id: number) => eventsOf(ctx.db, id);
const reply = { subject: 'Your quote for the XL-200', body: 'Dear Juan,\n\nThe price is ₱1.2M.\nRegards' };

describe('POST /api/admin/leads/:id/reply', () => {
  it('queues one reply from the site with Reply-To the staff member, 202, and stops the clock once', async () => {
    const rep = await createUser(ctx.db, { role: 'sales', name: 'Rey Sales', email: 'rey@ironsite.test' });
    const lead = await createLead(ctx.db, {
      email: 'juan@example.ph',
      assigneeId: rep.user.id,
      createdAt: CREATED,
      dueAt: new Date('2026-12-02T08:00:00Z'),
    });

    const res = await post(lead.id, 'reply', reply, rep.token);
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Reply queued: it is sent through the outbox.',
      // The business minutes the lead page's "Answered in" shows, as the dashboard counts them.
      data: { id: lead.id, status: 'contacted', first_response_at: NOW.toISOString(), response_minutes: 210 },
    });
    const [mail] = await outbox();
    expect(await outbox()).toHaveLength(1);
    expect(mail).toMatchObject({
      leadId: lead.id,
      kind: 'reply',
      from: '"Ironsite Equipment" <sales@ironsite.example>',
      to: 'juan@example.ph',
      replyTo: 'rey@ironsite.test',
      subject: 'Your quote for the XL-200',
      text: 'Dear Juan,\n\nThe price is ₱1.2M.\nRegards',
      state: 'pending',
    });
    expect(mail.html).toContain('<p>Dear Juan,</p><p>The price is ₱1.2M.<br>Regards</p>');
    expect(body.data.deliveries).toEqual([
      expect.objectContaining({ id: mail.id, kind: 'reply', state: 'pending' }),
    ]);
    expect(body.data.history).toEqual([
      expect.objectContaining({
        status: 'contacted',
        note: 'Your quote for the XL-200',
        channel: 'email',
        mail_id: mail.id,
        changed_by: { id: rep.user.id, name: 'Rey Sales' },
      }),
    ]);
    let row = await leadRow(lead.id);
    expect(row).toMatchObject({ status: 'contacted', firstResponseAt: NOW, responseMinutes: 210 });

    // A second reply, an hour later: queued and recorded, the first response stays.
    vi.setSystemTime(new Date(NOW.getTime() + 3600_000));
    const again = await post(lead.id, 'reply', { subject: 'Following up', body: 'Any news?' }, rep.token);
    expect(again.statusCode).toBe(202);
    expect(await outbox()).toHaveLength(2);
    row = await leadRow(lead.id);
    expect(row).toMatchObject({ status: 'contacted', firstResponseAt: NOW, responseMinutes: 210 });
    expect((await events(lead.id)).map((e) => [e.status, e.channel, e.note])).toEqual([
      ['contacted', 'email', 'Your quote for the XL-200'],
      ['contacted', 'email', 'Following up'],
    ]);
  });

  it('MAIL_FROM is the sender when set; a closed lead may be replied to and stays closed', async () => {
    const app = await buildApp({
      config: testConfig({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'Desk <desk@ironsite.example>' }),
      database: ctx.testDb.database,
      logger: false,
    });
    try {
      const admin = await createAdmin(ctx.db, { email: 'boss@ironsite.test' });
      const lead = await createLead(ctx.db, { status: 'closed', closeReason: 'won', createdAt: CREATED });
      const res = await post(lead.id, 'reply', reply, admin.token, app);
      expect(res.statusCode).toBe(202);
      expect(res.json().data).toMatchObject({ status: 'closed', close_reason: 'won' });
      expect((await outbox())[0]).toMatchObject({
        from: 'Desk <desk@ironsite.example>',
        replyTo: 'boss@ironsite.test',
      });
      expect(await leadRow(lead.id)).toMatchObject({
        status: 'closed',
        firstResponseAt: NOW,
        responseMinutes: 210,
      });
      expect((await events(lead.id))[0]).toMatchObject({
        status: 'closed',
        closeReason: 'won',
        channel: 'email',
      });
    } finally {
      await app.close();
    }
  });

  it('409 on an erased lead and without SMTP; nothing queued, the clock runs on', async () => {
    const { token } = await createAdmin(ctx.db);
    const erased = await createLead(ctx.db, { erasedAt: new Date(), email: 'erased@invalid' });
    const res = await post(erased.id, 'reply', reply, token);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'This inquiry was erased at its sender’s request: there is no one to reply to.',
    ]);
    const logged = await post(erased.id, 'contact-log', { channel: 'phone', note: 'Called' }, token);
    expect(logged.statusCode).toBe(409);

    const noMail = await buildApp({ config: testConfig(), database: ctx.testDb.database, logger: false });
    try {
      const lead = await createLead(ctx.db);
      const res2 = await post(lead.id, 'reply', reply, token, noMail);
      expect([res2.statusCode, res2.json().message]).toEqual([
        409,
        'E-mail is not set up on this server (SMTP_URL), so replies cannot be sent. Log the contact instead.',
      ]);
      expect(await leadRow(lead.id)).toMatchObject({ status: 'new', firstResponseAt: null });
    } finally {
      await noMail.close();
    }
    expect(await outbox()).toEqual([]);
    expect(await ctx.db.select().from(leadEvents)).toEqual([]);
  });

  it('409 when Settings → Contact has no address to send from', async () => {
    await setSettingValues(ctx.db, { notification_email: '', company_email: '' });
    const { token } = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db);
    const res = await post(lead.id, 'reply', reply, token);
    expect(res.statusCode).toBe(409);
    expect(await outbox()).toEqual([]);
  });
});

describe('POST /api/admin/leads/:id/contact-log', () => {
  it('201 with a history entry of the channel and note; the first contact stops the clock once', async () => {
    const manager = await createUser(ctx.db, { role: 'manager', name: 'Mia Manager' });
    const lead = await createLead(ctx.db, { createdAt: CREATED });
    const res = await post(
      lead.id,
      'contact-log',
      { channel: 'viber', note: 'Sent the brochure on Viber' },
      manager.token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Contact logged.',
      data: {
        status: 'contacted',
        history: [
          {
            status: 'contacted',
            channel: 'viber',
            note: 'Sent the brochure on Viber',
            mail_id: null,
            changed_by: { id: manager.user.id, name: 'Mia Manager' },
          },
        ],
      },
    });
    expect(await leadRow(lead.id)).toMatchObject({ firstResponseAt: NOW, responseMinutes: 210 });

    vi.setSystemTime(new Date(NOW.getTime() + 7200_000));
    expect(
      (await post(lead.id, 'contact-log', { channel: 'phone', note: 'Called back' }, manager.token))
        .statusCode,
    ).toBe(201);
    expect(await leadRow(lead.id)).toMatchObject({
      status: 'contacted',
      firstResponseAt: NOW,
      responseMinutes: 210,
    });
    expect(await outbox()).toEqual([]);
  });

  it('a lead already contacted by hand keeps its status; a logged contact on a new lead answered earlier keeps its time', async () => {
    const { token } = await createAdmin(ctx.db);
    const earlier = new Date('2026-12-01T09:00:00Z');
    const lead = await createLead(ctx.db, {
      createdAt: CREATED,
      firstResponseAt: earlier,
      responseMinutes: 60,
    });
    expect(
      (await post(lead.id, 'contact-log', { channel: 'other', note: 'Met at the yard' }, token)).statusCode,
    ).toBe(201);
    // Already answered: the status is left alone (a lead moved back to new stays new).
    expect(await leadRow(lead.id)).toMatchObject({
      status: 'new',
      firstResponseAt: earlier,
      responseMinutes: 60,
    });
  });
});

describe('who may reply or log a contact', () => {
  it("a sales rep: 404 for another rep's lead, nothing written", async () => {
    const rep = await createUser(ctx.db, { role: 'sales' });
    const other = await createUser(ctx.db, { role: 'sales' });
    const lead = await createLead(ctx.db, { assigneeId: other.user.id });
    const res = await post(lead.id, 'reply', reply, rep.token);
    expect([res.statusCode, res.json().message]).toEqual([404, 'Inquiry not found.']);
    expect((await post(lead.id, 'contact-log', { channel: 'phone', note: 'x' }, rep.token)).statusCode).toBe(
      404,
    );
    expect(await outbox()).toEqual([]);
    expect(await leadRow(lead.id)).toMatchObject({ firstResponseAt: null });
  });

  it('403 for a viewer or an editor, 401 without a token', async () => {
    const lead = await createLead(ctx.db);
    for (const role of ['viewer', 'editor'] as const) {
      const { token } = await createUser(ctx.db, { role });
      expect((await post(lead.id, 'reply', reply, token)).statusCode).toBe(403);
      expect((await post(lead.id, 'contact-log', { channel: 'phone', note: 'x' }, token)).statusCode).toBe(
        403,
      );
    }
    expect((await post(lead.id, 'reply', reply)).statusCode).toBe(401);
    expect(await outbox()).toEqual([]);
  });
});

describe('hostile input', () => {
  it('422 for a subject with a line break, oversized or wrongly typed fields, an unknown channel', async () => {
    const { token } = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db);
    const replies: [unknown, string][] = [
      [{ subject: 'Hi\r\nBcc: victim@example.com', body: 'x' }, 'subject'],
      [{ subject: 'Hi\nthere', body: 'x' }, 'subject'],
      [{ subject: 'x'.repeat(201), body: 'x' }, 'subject'],
      [{ subject: 'Hi', body: 'x'.repeat(10_001) }, 'body'],
      [{ subject: 5, body: 'x' }, 'subject'],
      [{ subject: 'Hi', body: ['x'] }, 'body'],
      [{ subject: 'Hi', body: '<b></b>' }, 'body'],
      [{ subject: '   ', body: 'x' }, 'subject'],
      [{ body: 'x' }, 'subject'],
    ];
    for (const [payload, field] of replies) {
      const res = await post(lead.id, 'reply', payload, token);
      expect([payload, res.statusCode]).toEqual([payload, 422]);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const logs: [unknown, string][] = [
      [{ channel: 'email', note: 'x' }, 'channel'],
      [{ channel: 'carrier-pigeon', note: 'x' }, 'channel'],
      [{ channel: ['phone'], note: 'x' }, 'channel'],
      [{ channel: 'phone', note: 'x'.repeat(2001) }, 'note'],
      [{ channel: 'phone', note: 42 }, 'note'],
      [{ channel: 'phone' }, 'note'],
    ];
    for (const [payload, field] of logs) {
      const res = await post(lead.id, 'contact-log', payload, token);
      expect([payload, res.statusCode]).toEqual([payload, 422]);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await outbox()).toEqual([]);
    expect(await ctx.db.select().from(leadEvents)).toEqual([]);
  });

  it('markup is stripped from the body and subject; what is left is escaped in the HTML part', async () => {
    const { token } = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db);
    const res = await post(
      lead.id,
      'reply',
      {
        subject: 'Quote <img src=x onerror=alert(1)>& more',
        body: 'Hi <script>alert(1)</script><b>there</b> & 5 > 3',
      },
      token,
    );
    expect(res.statusCode).toBe(202);
    const [mail] = await outbox();
    expect(mail.subject).not.toContain('<');
    expect(mail.text).not.toMatch(/<|script|alert/);
    expect(mail.text).toContain('there');
    expect(mail.html).not.toMatch(/<script|<b>|onerror/);
    expect(mail.html).toContain('&amp;');
  });

  it('404 for an unknown id, 422 for an id that is not one', async () => {
    const { token } = await createAdmin(ctx.db);
    expect((await post(987_654, 'reply', reply, token)).statusCode).toBe(404);
    expect((await post(987_654, 'contact-log', { channel: 'phone', note: 'x' }, token)).statusCode).toBe(404);
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      const res = await post(id, 'reply', reply, token);
      expect([id, res.statusCode]).toEqual([id, 422]);
    }
  });
});

afterAll(() => vi.useRealTimers());
