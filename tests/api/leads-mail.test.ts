import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { leads } from '../../server/db/schema';
import { setSettingValues } from '../../server/services/settings';
import { call, testConfig } from '../support/api';
import { createAdmin } from '../support/factories';
import { minutes, quote, STAFF, setupLeadMail } from './support/lead-mail';

// E-mail for new leads against a real SMTP server: what is queued and sent, and when nothing is.
const { ctx, smtpUrl, smtpUp, outbox, sendDue, post } = setupLeadMail();

describe('mail for a new lead', () => {
  it('queues the staff notification and the acknowledgement; the worker sends both', async () => {
    const smtp = await smtpUp();
    const res = await post('quote-simple', quote);
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    // The answer came before any sending: both mails wait in the outbox.
    expect((await outbox()).map((r) => [r.kind, r.to, r.state])).toEqual([
      ['staff', STAFF, 'pending'],
      ['ack', 'juan@example.ph', 'pending'],
    ]);
    expect(smtp.received).toEqual([]);

    expect(await sendDue()).toMatchObject({ sent: 2, retrying: 0, failed: 0 });
    const [staff, ack] = smtp.received;

    expect(staff.to).toEqual([STAFF]);
    expect(staff.headers.subject).toBe('New quote request from Juan Dela Cruz (Acme Builders)');
    expect(staff.headers['reply-to']).toBe('juan@example.ph');
    expect(staff.headers.from).toBe('Ironsite Equipment <sales@ironsite.example>');
    for (const line of [
      'Name: Juan Dela Cruz',
      'Email: juan@example.ph',
      'Phone: 09171234567',
      'Company: Acme Builders',
      'Product: XL-200 Loader',
      'Quantity: 2',
      'Need 2 units before June & a "discount".', // markup is not kept (plain text fields)
      `Open it in the admin: https://ironsite.example/admin/inquiries/${id}`,
    ]) {
      expect(staff.text).toContain(line);
    }
    // Visitor text is escaped in the HTML part; the link is ours.
    expect(staff.html).toContain('Need 2 units before June &amp; a &quot;discount&quot;.');
    expect(staff.html).not.toContain('<b>before</b>');
    expect(staff.html).toContain(`href="https://ironsite.example/admin/inquiries/${id}"`);

    expect(ack.to).toEqual(['juan@example.ph']);
    expect(ack.headers.subject).toBe('Ironsite Equipment: we received your quote request');
    expect(ack.headers['reply-to']).toBe('sales@ironsite.example');
    expect(ack.text).toContain('Dear Juan Dela Cruz,');
    expect(ack.text).toContain(
      'Thank you for your quote request. We will send you a detailed quote within 24 hours.',
    );
    expect(ack.text).toContain('Phone: +63 2 8123 4567');
    expect(ack.text).not.toContain('discount'); // never echoes what was typed (decision 010)
    expect(ack.html).toContain('within 24 hours');

    // The lead's detail and row show the sending state.
    const { token } = await createAdmin(ctx.db);
    const detail = (await call(ctx.app, { method: 'GET', url: `/api/admin/leads/${id}`, token })).json();
    expect(detail.delivery).toBe('sent');
    expect(detail.deliveries).toEqual([
      expect.objectContaining({
        kind: 'staff',
        to: STAFF,
        state: 'sent',
        attempts: 1,
        last_error: null,
        next_attempt_at: null,
      }),
      expect.objectContaining({ kind: 'ack', to: 'juan@example.ph', state: 'sent', attempts: 1 }),
    ]);
    expect(detail.deliveries[0].sent_at).toEqual(expect.any(String));
  });

  it('the support acknowledgement promises 4 hours; markup is dropped and HTML characters escaped', async () => {
    const smtp = await smtpUp();
    const res = await post('support', {
      name: 'Eve <img src=x onerror=alert(1)>',
      company: `O'Brien & "Sons" <5 t>`,
      email: 'tech@example.ph',
      message: 'Hydraulic leak',
      urgency: 'high',
      form_started_at: Date.now() - 30_000,
    });
    expect(res.statusCode).toBe(201);
    await sendDue();
    const [staff, ack] = smtp.received;
    expect(staff.text).toContain('Urgency: High');
    expect(staff.text.split(/\r?\n/)).toContain('Name: Eve');
    expect(staff.html).toContain('O&#39;Brien &amp; &quot;Sons&quot; &lt;5 t&gt;');
    expect(staff.html).not.toContain('<img');
    expect(staff.html).not.toContain('onerror');
    expect(ack.text).toContain('Thank you for contacting support. We will respond within 4 hours.');
    expect(ack.html).not.toContain('<img');
  });

  it('SMTP down at first: the lead is stored, the mails wait and retry, then arrive when it is up', async () => {
    const res = await post('quote-simple', quote);
    expect(res.statusCode).toBe(201);
    const t0 = new Date();

    expect(await sendDue(t0)).toMatchObject({ sent: 0, retrying: 2 });
    let rows = await outbox();
    for (const row of rows) {
      expect(row).toMatchObject({ state: 'pending', attempts: 1, lockedUntil: null });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      expect(row.nextAttemptAt.getTime()).toBe(t0.getTime() + minutes(1));
    }
    const { token } = await createAdmin(ctx.db);
    const detail = (
      await call(ctx.app, { method: 'GET', url: `/api/admin/leads/${res.json().id}`, token })
    ).json();
    expect(detail.delivery).toBe('pending');
    expect(detail.deliveries[0]).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_error: expect.stringMatching(/ECONNREFUSED/),
    });

    // Not due yet: nothing is tried again.
    expect(await sendDue(t0)).toMatchObject({ sent: 0, retrying: 0 });

    const smtp = await smtpUp();
    expect(await sendDue(new Date(t0.getTime() + minutes(2)))).toMatchObject({ sent: 2 });
    expect(smtp.received.map((m) => m.to[0])).toEqual([STAFF, 'juan@example.ph']);
    rows = await outbox();
    expect(rows.map((r) => [r.state, r.attempts, r.lastError])).toEqual([
      ['sent', 2, null],
      ['sent', 2, null],
    ]);
  });
});

describe('when there is no mail to send', () => {
  let apps: FastifyInstance[] = [];
  const appWith = async (extra: Record<string, string>) => {
    const app = await buildApp({ config: testConfig(extra), database: ctx.testDb.database, logger: false });
    apps.push(app);
    return app;
  };
  afterEach(async () => {
    await Promise.all(apps.map((a) => a.close()));
    apps = [];
  });

  it('without SMTP_URL no mail is queued and the lead is stored as usual', async () => {
    const app = await appWith({});
    const res = await post('quote-simple', quote, app);
    expect(res.statusCode).toBe(201);
    expect(await ctx.db.select().from(leads)).toHaveLength(1);
    expect(await outbox()).toEqual([]);
  });

  it('without a notification address in Settings no mail is queued', async () => {
    await setSettingValues(ctx.db, { notification_email: '' });
    expect((await post('quote-simple', quote)).statusCode).toBe(201);
    expect(await outbox()).toEqual([]);
  });

  it('a spam lead sends no mail', async () => {
    const smtp = await smtpUp();
    expect((await post('quote-simple', { ...quote, website: 'http://spam.example' })).statusCode).toBe(201);
    expect(await outbox()).toEqual([]);
    expect(await sendDue()).toMatchObject({ sent: 0 });
    expect(smtp.received).toEqual([]);
  });

  it('without PUBLIC_URL the staff mail names the admin path as text, never the address posted to', async () => {
    const app = await appWith({ SMTP_URL: smtpUrl() });
    const res = await call(app, {
      method: 'POST',
      url: '/api/contact/quote-simple',
      payload: quote,
      headers: { host: 'shop.ironsite.test:8080' },
    });
    const [staff] = await outbox();
    expect(staff.text).toContain(
      `Open it in the admin: /admin/inquiries/${res.json().id} (set PUBLIC_URL to get a link)`,
    );
    expect(staff.text).not.toContain('shop.ironsite.test');
    expect(staff.html).not.toContain('href=');
  });
});
