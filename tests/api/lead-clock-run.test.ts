import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { leads, mailOutbox, type users } from '../../server/db/schema';
import { markDue, runLeadClockOnce } from '../../server/services/leads/clock-run';
import type { MailContext } from '../../server/services/leads/notify';
import { eraseSubject } from '../../server/services/privacy/subject';
import { setSettingValues } from '../../server/services/settings';
import { setupApi } from '../support/api';
import { createLead, createUser } from '../support/factories';
import { TEST_DB_KIND } from '../support/test-db';

// The response clock's run (docs/product.md §24): the reminder at half the target to the assignee,
// the escalation at the due time to the managers (or the admins), each exactly once.
const ctx = setupApi();

/** A run that finds nothing to remind or escalate. */
const NOTHING_DUE = { reminded: 0, escalated: 0, mails: 0 };
const MAIL: MailContext = { from: null, publicUrl: 'https://ironsite.example' };

const T0 = new Date('2026-12-02T02:00:00Z'); // Wednesday 10:00 in Manila
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

beforeEach(async () => {
  await setSettingValues(ctx.db, {
    notification_email: 'sales-team@ironsite.test',
    site_name: 'Ironsite Equipment',
    company_email: 'sales@ironsite.example',
  });
});

const outbox = () => ctx.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
const leadRow = async (id: number) => (await ctx.db.select().from(leads).where(eq(leads.id, id)))[0];
const staff = (role: 'admin' | 'manager' | 'sales', over: Partial<typeof users.$inferInsert> = {}) =>
  createUser(ctx.db, { role, ...over }).then((u) => u.row);
/** A lead timed as the clock would: reminder at T0, due four business hours later. */
const timedLead = (over: Partial<typeof leads.$inferInsert> = {}) =>
  createLead(ctx.db, {
    name: 'Juan Dela Cruz',
    company: 'Acme Builders',
    createdAt: minutes(-120),
    remindAt: T0,
    dueAt: minutes(120),
    ...over,
  });

describe('an erased lead', () => {
  it('leaves the clock when unanswered: no reminder, no escalation, not overdue; an answered one keeps its figures', async () => {
    const rep = await staff('sales');
    const open = await timedLead({ assigneeId: rep.id, email: 'erase.me@example.ph' });
    const answeredAt = minutes(-60);
    const answered = await timedLead({
      assigneeId: rep.id,
      email: 'erase.me@example.ph',
      firstResponseAt: answeredAt,
      responseMinutes: 60,
      status: 'contacted',
    });
    await eraseSubject(ctx.db, 'Erase.Me@example.ph');
    expect(await runLeadClockOnce(ctx.db, MAIL, minutes(200))).toEqual(NOTHING_DUE);
    expect(await outbox()).toEqual([]);
    expect(await leadRow(open.id)).toMatchObject({ dueAt: null, remindAt: null, firstResponseAt: null });
    expect(await leadRow(answered.id)).toMatchObject({ dueAt: minutes(120), firstResponseAt: answeredAt });
  });
});

describe('the reminder at half the target', () => {
  it('mails the assignee once, when remind_at has come, with the due time and the link', async () => {
    const rep = await staff('sales', { name: 'Rey Sales', email: 'rey@ironsite.test' });
    const lead = await timedLead({ assigneeId: rep.id });

    expect(await runLeadClockOnce(ctx.db, MAIL, minutes(-1))).toEqual(NOTHING_DUE);
    expect(await outbox()).toEqual([]);

    expect(await runLeadClockOnce(ctx.db, MAIL, T0)).toEqual({ reminded: 1, escalated: 0, mails: 1 });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      leadId: lead.id,
      kind: 'reminder',
      to: 'rey@ironsite.test',
      from: '"Ironsite Equipment" <sales@ironsite.example>',
      subject: 'Reminder: reply to Juan Dela Cruz by 2026-12-02 12:00 (UTC+08:00)',
      state: 'pending',
    });
    expect(mail.text).toContain(`Open it in the admin: https://ironsite.example/admin/inquiries/${lead.id}`);
    expect(mail.text).toContain('Assigned to: Rey Sales');
    expect(mail.html).toContain(`href="https://ironsite.example/admin/inquiries/${lead.id}"`);
    expect((await leadRow(lead.id)).remindedAt).toEqual(T0);

    // Once: later runs find nothing more to remind.
    expect(await runLeadClockOnce(ctx.db, MAIL, minutes(30))).toEqual(NOTHING_DUE);
    expect(await outbox()).toHaveLength(1);
  });

  it('marks without mail for an unassigned lead, a deactivated assignee, or without SMTP', async () => {
    const gone = await staff('sales', { deactivatedAt: new Date() });
    const rep = await staff('sales');
    const unassigned = await timedLead();
    const orphan = await timedLead({ assigneeId: gone.id });
    expect(await runLeadClockOnce(ctx.db, MAIL, T0)).toEqual({ reminded: 2, escalated: 0, mails: 0 });
    const noSmtp = await timedLead({ assigneeId: rep.id });
    expect(await runLeadClockOnce(ctx.db, null, T0)).toEqual({ reminded: 1, escalated: 0, mails: 0 });
    for (const lead of [unassigned, orphan, noSmtp]) expect((await leadRow(lead.id)).remindedAt).toEqual(T0);
    expect(await outbox()).toEqual([]);
  });

  it('HTML characters in the visitor name are escaped; a line break cannot add a header line', async () => {
    const rep = await staff('sales');
    await timedLead({ assigneeId: rep.id, name: 'Eve <img src=x onerror=alert(1)>\r\nBcc: x@evil.test' });
    await runLeadClockOnce(ctx.db, MAIL, T0);
    const [mail] = await outbox();
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img');
  });
});

describe('the escalation at the due time', () => {
  it('mails every active manager once, not the admins; the reminder came first', async () => {
    const [m1, m2] = [
      await staff('manager', { email: 'mia@ironsite.test' }),
      await staff('manager', { email: 'max@ironsite.test' }),
    ];
    await staff('manager', { deactivatedAt: new Date() });
    await staff('admin');
    const rep = await staff('sales', { email: 'rey@ironsite.test' });
    const lead = await timedLead({ assigneeId: rep.id });

    expect(await runLeadClockOnce(ctx.db, MAIL, minutes(119))).toMatchObject({ escalated: 0 });
    expect(await runLeadClockOnce(ctx.db, MAIL, minutes(120))).toEqual({
      reminded: 0,
      escalated: 1,
      mails: 2,
    });
    const mails = await outbox();
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ['reminder', 'rey@ironsite.test'],
      ['escalation', m1.email],
      ['escalation', m2.email],
    ]);
    expect(mails[1].subject).toBe(
      'Overdue: the reply to Juan Dela Cruz was due 2026-12-02 12:00 (UTC+08:00)',
    );
    expect((await leadRow(lead.id)).escalatedAt).toEqual(minutes(120));
    expect(await runLeadClockOnce(ctx.db, MAIL, minutes(600))).toEqual(NOTHING_DUE);
    expect(await outbox()).toHaveLength(3);
  });

  it('with no active manager, every active admin', async () => {
    await staff('manager', { deactivatedAt: new Date() });
    const [a1, a2] = [await staff('admin'), await staff('admin')];
    await timedLead();
    expect(await runLeadClockOnce(ctx.db, MAIL, minutes(120))).toEqual({
      reminded: 1,
      escalated: 1,
      mails: 2,
    });
    expect((await outbox()).map((m) => [m.kind, m.to])).toEqual([
      ['escalation', a1.email],
      ['escalation', a2.email],
    ]);
  });

  it('answered or closed leads are never reminded nor escalated', async () => {
    await staff('manager');
    const rep = await staff('sales');
    const answered = await timedLead({
      assigneeId: rep.id,
      firstResponseAt: minutes(-60),
      responseMinutes: 60,
      status: 'contacted',
    });
    const closed = await timedLead({ assigneeId: rep.id, status: 'closed', closeReason: 'spam' });
    expect(await runLeadClockOnce(ctx.db, MAIL, minutes(600))).toEqual(NOTHING_DUE);
    for (const lead of [answered, closed])
      expect(await leadRow(lead.id)).toMatchObject({ remindedAt: null, escalatedAt: null });
    expect(await outbox()).toEqual([]);
  });

  it('nothing due: no row changes', async () => {
    await staff('manager');
    const lead = await timedLead({ assigneeId: (await staff('sales')).id });
    const before = await leadRow(lead.id);
    expect(await runLeadClockOnce(ctx.db, MAIL, minutes(-10))).toEqual(NOTHING_DUE);
    expect(await leadRow(lead.id)).toEqual(before);
    expect(await outbox()).toEqual([]);
  });

  it('the marks are not edits: updated_at stays', async () => {
    const lead = await timedLead({ updatedAt: minutes(-120) });
    await runLeadClockOnce(ctx.db, MAIL, minutes(120));
    expect(await leadRow(lead.id)).toMatchObject({
      updatedAt: minutes(-120),
      remindedAt: minutes(120),
      escalatedAt: minutes(120),
    });
  });
});

describe.runIf(TEST_DB_KIND === 'postgres')('two instances on one PostgreSQL', () => {
  it('runs at once on two connections pools: each lead reminded and escalated exactly once', async () => {
    const other: Database = await openDatabase({ url: ctx.testDb.url!, poolSize: 3 });
    try {
      const managers = [await staff('manager'), await staff('manager')];
      const rep = await staff('sales');
      const made = [];
      for (let i = 0; i < 120; i++) made.push(await timedLead({ assigneeId: rep.id }));
      const runs = await Promise.all(
        [ctx.db, other.db, ctx.db, other.db, ctx.db, other.db].map((db) =>
          runLeadClockOnce(db, MAIL, minutes(120)),
        ),
      );
      // Whatever a batch left is done by the next run.
      runs.push(
        await runLeadClockOnce(ctx.db, MAIL, minutes(120)),
        await runLeadClockOnce(other.db, MAIL, minutes(120)),
      );
      expect(runs.reduce((n, r) => n + r.reminded, 0)).toBe(120);
      expect(runs.reduce((n, r) => n + r.escalated, 0)).toBe(120);
      const mails = await outbox();
      expect(mails).toHaveLength(120 * 3);
      const seen = new Set(mails.map((m) => `${m.leadId} ${m.kind} ${m.to}`));
      expect(seen.size).toBe(120 * 3);
      for (const lead of made) {
        const mine = mails.filter((m) => m.leadId === lead.id);
        expect(mine.map((m) => m.kind).sort()).toEqual(['escalation', 'escalation', 'reminder']);
      }
      expect(new Set(mails.filter((m) => m.kind === 'escalation').map((m) => m.to))).toEqual(
        new Set(managers.map((m) => m.email)),
      );
    } finally {
      await other.close();
    }
  });

  it('each query is answered by its partial index', async () => {
    for (let i = 0; i < 50; i++) await timedLead();
    await ctx.db.execute(sql`analyze leads`);
    const client = new pg.Client({ connectionString: ctx.testDb.url });
    await client.connect();
    try {
      for (const [step, index] of [
        ['remind', 'leads_remind_idx'],
        ['escalate', 'leads_escalate_idx'],
      ] as const) {
        const query = markDue(ctx.db, step, minutes(-10)).toSQL();
        // A table this small may be read whole; what matters is that the index can answer.
        await client.query('begin');
        await client.query('set local enable_seqscan = off');
        const plan = await client.query(`explain ${query.sql}`, query.params);
        await client.query('rollback');
        const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(text).toContain(index);
      }
    } finally {
      await client.end();
    }
  });
});
