import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_FORBIDDEN } from '#common/permissions';
import { DEFAULT_BUSINESS_HOURS, DEFAULT_RESPONSE_TARGETS, DESK_MESSAGES } from '#common/schemas/lead-desk';
import { leadDesk } from '../../server/db/schema';
import { call, setupApi } from '../support/api';
import { createAdmin, createUser } from '../support/factories';
import { dataOf } from './support/answers';

// The lead desk's settings (docs/product.md §24): opening hours, response targets and reply
// templates; who may read and change them. Holidays and routing rules have files of their own.
const ctx = setupApi();

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, token: string, payload?: unknown) =>
  call(ctx.app, {
    method,
    url: `/api/admin${url}`,
    token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const staff = async (role: 'manager' | 'sales' | 'editor' | 'viewer') =>
  (await createUser(ctx.db, { role })).token;

const hours = (mon: { open: string; close: string }[]) => ({
  timezone: 'Asia/Manila',
  days: { ...DEFAULT_BUSINESS_HOURS.days, mon },
});

describe('business hours', () => {
  it('without the desk row, GET answers the defaults: Mon–Fri 8:00–17:00', async () => {
    const { token } = await createAdmin(ctx.db);
    const res = await send('GET', '/business-hours', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: DEFAULT_BUSINESS_HOURS });
  });

  it('PUT saves (creating the row), GET answers it; a second PUT replaces it', async () => {
    const { token } = await createAdmin(ctx.db);
    const split = hours([
      { open: '13:00', close: '17:00' },
      { open: '08:00', close: '12:00' },
    ]);
    const res = await send('PUT', '/business-hours', token, {
      ...split,
      days: { ...split.days, sat: [{ open: '09:00', close: '24:00' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Business hours saved.' });
    expect(res.json().data.days.sat).toEqual([{ open: '09:00', close: '24:00' }]);
    expect((await send('GET', '/business-hours', token)).json().data).toEqual(res.json().data);
    expect((await ctx.db.select().from(leadDesk)).length).toBe(1);

    // The timezone may be left out (it is always Manila); the targets kept their defaults.
    const { timezone: _, ...noZone } = DEFAULT_BUSINESS_HOURS;
    const again = await send('PUT', '/business-hours', token, noZone);
    expect(again.statusCode).toBe(200);
    expect((await send('GET', '/business-hours', token)).json().data).toEqual(DEFAULT_BUSINESS_HOURS);
    expect((await send('GET', '/response-targets', token)).json().data).toEqual(DEFAULT_RESPONSE_TARGETS);
  });

  it('422 for overlapping hours, closing before opening, 25:00, wrong types, no open day, another zone', async () => {
    const { token } = await createAdmin(ctx.db);
    const closedWeek = {
      timezone: 'Asia/Manila',
      days: Object.fromEntries(Object.keys(DEFAULT_BUSINESS_HOURS.days).map((d) => [d, []])),
    };
    const cases: [unknown, string][] = [
      [
        hours([
          { open: '08:00', close: '12:00' },
          { open: '11:00', close: '17:00' },
        ]),
        DESK_MESSAGES.overlap,
      ],
      [hours([{ open: '17:00', close: '08:00' }]), DESK_MESSAGES.closeAfterOpen],
      [hours([{ open: '09:00', close: '09:00' }]), DESK_MESSAGES.closeAfterOpen],
      [hours([{ open: '08:00', close: '25:00' }]), DESK_MESSAGES.time],
      [hours([{ open: '8:00', close: '17:00' }]), DESK_MESSAGES.time],
      [hours([{ open: '08:00', close: '17:00<script>' }]), DESK_MESSAGES.time],
      [hours([{ open: 800, close: 1700 }] as never), DESK_MESSAGES.time],
      [closedWeek, DESK_MESSAGES.noHours],
    ];
    for (const [body, message] of cases) {
      const res = await send('PUT', '/business-hours', token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.values(res.json().errors).flat(), JSON.stringify(body)).toContain(message);
    }
    for (const body of [
      { ...DEFAULT_BUSINESS_HOURS, timezone: 'Europe/Prague' },
      { days: { mon: [] } },
      { days: 'always' },
      hours(Array.from({ length: 5 }, (_, i) => ({ open: `0${i}:00`, close: `0${i}:30` }))),
      [],
    ]) {
      expect((await send('PUT', '/business-hours', token, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await send('GET', '/business-hours', token)).json().data).toEqual(DEFAULT_BUSINESS_HOURS);
    expect(await ctx.db.select().from(leadDesk)).toEqual([]);
  });
});

describe('the opening hours the public site shows', () => {
  const publicHours = async () =>
    (await call(ctx.app, { url: '/api/public/settings' })).json().data.business_hours;

  it('are the business hours: the public settings’ business_hours follows a save in Settings → Leads', async () => {
    const { token } = await createAdmin(ctx.db);
    expect(await publicHours()).toBe('Monday – Friday: 8:00 AM – 5:00 PM');
    const saved = await send('PUT', '/business-hours', token, {
      days: {
        ...DEFAULT_BUSINESS_HOURS.days,
        sat: [{ open: '09:00', close: '12:30' }],
        sun: [{ open: '18:00', close: '24:00' }],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(await publicHours()).toBe(
      'Monday – Friday: 8:00 AM – 5:00 PM; Saturday: 9:00 AM – 12:30 PM; Sunday: 6:00 PM – midnight',
    );
  });

  it('have no text setting of their own any more: Settings → Contact neither lists nor takes one', async () => {
    const { token } = await createAdmin(ctx.db);
    const all = (await send('GET', '/settings', token)).json().data;
    expect(Object.keys(all.contact)).not.toContain('business_hours');
    const res = await send('PUT', '/settings', token, { settings: { business_hours: 'Open 24/7' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['settings.business_hours']);
    expect(await publicHours()).toBe('Monday – Friday: 8:00 AM – 5:00 PM');
  });
});

describe('response targets', () => {
  it('defaults, then a round trip', async () => {
    const { token } = await createAdmin(ctx.db);
    expect((await send('GET', '/response-targets', token)).json()).toEqual({
      success: true,
      data: {
        'quote-simple': 540,
        quote: 540,
        'quote-list': 540,
        inquiry: 540,
        general: 540,
        support: 240,
        parts: 240,
        service: 540,
        machine_down: 60,
      },
    });
    const targets = { ...DEFAULT_RESPONSE_TARGETS, support: 60, quote: 10_080 };
    const res = await send('PUT', '/response-targets', token, targets);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Response targets saved.', data: targets });
    expect((await send('GET', '/response-targets', token)).json().data).toEqual(targets);
    // The hours stay as they were.
    expect((await send('GET', '/business-hours', token)).json().data).toEqual(DEFAULT_BUSINESS_HOURS);
  });

  it('422 for 0, a fraction, more than a week, text, a missing kind', async () => {
    const { token } = await createAdmin(ctx.db);
    for (const support of [0, 1.5, 10_081, '60', null, -5]) {
      const res = await send('PUT', '/response-targets', token, { ...DEFAULT_RESPONSE_TARGETS, support });
      expect(res.statusCode, String(support)).toBe(422);
      expect(res.json().errors).toEqual({ support: [DESK_MESSAGES.target] });
    }
    const { support: _, ...missing } = DEFAULT_RESPONSE_TARGETS;
    expect((await send('PUT', '/response-targets', token, missing)).json().errors).toEqual({
      support: [DESK_MESSAGES.target],
    });
  });
});

describe('reply templates', () => {
  const template = {
    name: 'First reply',
    subject: 'Re: your inquiry',
    body: 'Dear {name},\n\nThanks.\n\n{signature}',
  };

  it('none in a fresh database; create (201), list by name, update, delete (204)', async () => {
    const { token } = await createAdmin(ctx.db);
    expect((await send('GET', '/reply-templates', token)).json()).toEqual({ success: true, data: [] });

    const created = await send('POST', '/reply-templates', token, template);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      success: true,
      message: 'Template added.',
      data: { id: expect.any(Number), ...template },
    });
    const id = created.json().data.id;
    await send('POST', '/reply-templates', token, { ...template, name: 'Brochure' });
    expect(
      (await send('GET', '/reply-templates', token)).json().data.map((t: { name: string }) => t.name),
    ).toEqual(['Brochure', 'First reply']);

    const changed = { name: 'Zeta', subject: 'Your quotation', body: 'Hello {name}' };
    const put = await send('PUT', `/reply-templates/${id}`, token, changed);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ success: true, message: 'Template saved.', data: { id, ...changed } });

    const del = await send('DELETE', `/reply-templates/${id}`, token);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect(
      (await send('GET', '/reply-templates', token)).json().data.map((t: { name: string }) => t.name),
    ).toEqual(['Brochure']);
  });

  it('migration 0016 adds a first reply with the placeholders filled in on the lead', async () => {
    // The tests' database is emptied, so the migration's last statement is run again here.
    const migration = readFileSync(
      new URL('../../server/db/migrations/0016_lead_desk.sql', import.meta.url),
      'utf8',
    );
    const last = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(last).toContain('INSERT INTO "reply_templates"');
    await ctx.db.execute(sql.raw(last));
    const sales = await staff('sales');
    const [first] = (await send('GET', '/reply-templates', sales)).json().data;
    expect(first).toMatchObject({ name: 'First reply', subject: 'Re: your inquiry' });
    expect(first.body).toMatch(/^Dear \{name\},\n\nThank you for your inquiry about \{machines\}\. /);
    expect(first.body).toMatch(/\n\n\{signature\}$/);
  });

  it('markup is removed, a name and subject are one line, the body keeps its lines; empty or oversized is 422', async () => {
    const { token } = await createAdmin(ctx.db);
    const res = await send('POST', '/reply-templates', token, {
      name: '<b>Follow</b>\r\nup',
      subject: 'Hello<script>alert(1)</script>\r\nBcc: x@example.test',
      body: 'Line one\r\n<img src=x onerror=alert(1)>Line two',
    });
    expect(dataOf(res, 201)).toMatchObject({
      name: 'Follow up',
      subject: 'Hello Bcc: x@example.test',
      body: 'Line one\nLine two',
    });
    const bad: [Record<string, unknown>, string][] = [
      [{ ...template, name: '  ' }, 'name'],
      [{ ...template, name: '<i></i>' }, 'name'],
      [{ ...template, name: 'x'.repeat(121) }, 'name'],
      [{ ...template, subject: 'x'.repeat(201) }, 'subject'],
      [{ ...template, body: 'x'.repeat(10_001) }, 'body'],
      [{ ...template, body: 42 }, 'body'],
      [{ name: 'Only a name' }, 'subject'],
    ];
    for (const [body, field] of bad) {
      const r = await send('POST', '/reply-templates', token, body);
      expect(r.statusCode, field).toBe(422);
      expect(Object.keys(r.json().errors), field).toContain(field);
    }
  });

  it('unknown or malformed ids: 404 / 422', async () => {
    const { token } = await createAdmin(ctx.db);
    const template404 = { message: DESK_MESSAGES.templateNotFound };
    expect((await send('PUT', '/reply-templates/999999', token, template)).json()).toEqual(template404);
    expect((await send('DELETE', '/reply-templates/999999', token)).statusCode).toBe(404);
    expect((await send('DELETE', '/reply-templates/abc', token)).statusCode).toBe(422);
    expect((await send('PUT', '/reply-templates/99999999999', token, template)).statusCode).toBe(422);
  });
});

describe('who may', () => {
  const writes: [Method, string, unknown][] = [
    ['PUT', '/business-hours', DEFAULT_BUSINESS_HOURS],
    ['PUT', '/response-targets', DEFAULT_RESPONSE_TARGETS],
    ['PUT', '/lead-rules', { rules: [], fallback_user_id: 1 }],
    ['POST', '/holidays', { date: '2026-12-26', name: 'Extra' }],
    ['PATCH', '/holidays/1', { name: 'Renamed' }],
    ['DELETE', '/holidays/1', undefined],
    ['POST', '/reply-templates', { name: 'n', subject: 's', body: 'b' }],
    ['PUT', '/reply-templates/1', { name: 'n', subject: 's', body: 'b' }],
    ['DELETE', '/reply-templates/1', undefined],
  ];
  const reads = ['/business-hours', '/response-targets', '/lead-rules', '/holidays'];

  it('a manager reads every setting but changes none (403)', async () => {
    const token = await staff('manager');
    for (const url of [...reads, '/reply-templates'])
      expect((await send('GET', url, token)).statusCode, url).toBe(200);
    for (const [method, url, body] of writes) {
      const res = await send(method, url, token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: ROLE_FORBIDDEN });
    }
  });

  it('a sales rep lists the templates but reads no setting; editors and viewers get neither', async () => {
    const sales = await staff('sales');
    expect((await send('GET', '/reply-templates', sales)).statusCode).toBe(200);
    for (const url of reads) expect((await send('GET', url, sales)).statusCode, url).toBe(403);
    for (const [method, url, body] of writes)
      expect((await send(method, url, sales, body)).statusCode).toBe(403);
    for (const role of ['editor', 'viewer'] as const) {
      const token = await staff(role);
      for (const url of [...reads, '/reply-templates'])
        expect((await send('GET', url, token)).statusCode, url).toBe(403);
    }
  });

  it('signed out: 401', async () => {
    expect((await call(ctx.app, { url: '/api/admin/business-hours' })).statusCode).toBe(401);
    expect((await call(ctx.app, { url: '/api/admin/reply-templates' })).statusCode).toBe(401);
  });
});
