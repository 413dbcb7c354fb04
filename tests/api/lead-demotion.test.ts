import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import { businessDate } from '#common/business-date';
import { leads, mailOutbox, users } from '../../server/db/schema';
import { runLeadClockOnce } from '../../server/services/leads/clock-run';
import type { MailContext } from '../../server/services/leads/notify';
import { setSettingValues } from '../../server/services/settings';
import { call, setupApi } from '../support/api';
import { createAdmin, createLead, createUser } from '../support/factories';
import { readUntil } from '../support/poll';
import { TEST_DB_KIND } from '../support/test-db';
import { eventsOf } from './support/lead-events';
import { seedQuotation } from './support/quotation-links';

// A person moved to a role that cannot work leads (docs/product.md §23): their open leads go back
// to the desk in the role change's transaction, each with a history line, and no buyer's data
// reaches them by mail any more — neither the clock's reminder nor a buyer's question or
// acceptance on a quotation — even on a lead somehow still assigned to them.
const ctx = setupApi({ SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://ironsite.example' });
const MAIL: MailContext = { from: null, publicUrl: 'https://ironsite.example' };

const T0 = new Date('2026-12-02T02:00:00Z'); // Wednesday 10:00 in Manila
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
/** Valid a month from the real today: the buyer's link answers whenever the suite runs. */
const validUntil = () => businessDate(new Date(Date.now() + 30 * 86_400_000));

beforeEach(async () => {
  await setSettingValues(ctx.db, {
    notification_email: 'sales-team@ironsite.test',
    site_name: 'Ironsite Equipment',
    company_email: 'sales@ironsite.example',
  });
});

const changeUser = (id: number, payload: object, token: string) =>
  call(ctx.app, { method: 'PATCH', url: `/api/admin/users/${id}`, payload, token });
const setFallback = (id: number, token: string) =>
  call(ctx.app, {
    method: 'PUT',
    url: '/api/admin/lead-rules',
    payload: { rules: [], fallback_user_id: id },
    token,
  });
const ask = (token: string) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/public/quotations/${token}/question`,
    payload: { message: 'Can you deliver to Cebu by March?' },
  });
const accept = (token: string) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/public/quotations/${token}/accept`,
    payload: { name: 'Juan dela Cruz' },
  });
const leadRow = async (id: number) => (await ctx.db.select().from(leads).where(eq(leads.id, id)))[0];
const mailsTo = async (address: string) =>
  (await ctx.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))).filter((m) => m.to === address);
/** The role written straight to the table: a lead left with such an owner, as from before. */
const setRole = (id: number, role: 'editor' | 'viewer') =>
  ctx.db.update(users).set({ role }).where(eq(users.id, id));
/** A lead timed as the clock would: reminder at T0, due two hours later. */
const timedLead = (over: Partial<typeof leads.$inferInsert>) =>
  createLead(ctx.db, { createdAt: minutes(-120), remindAt: T0, dueAt: minutes(120), ...over });

async function team() {
  const admin = await createAdmin(ctx.db, { name: 'Maria Admin', email: 'maria@ironsite.test' });
  const rep = await createUser(ctx.db, { role: 'sales', name: 'Rey Sales', email: 'rey@ironsite.test' });
  const desk = await createUser(ctx.db, { role: 'sales', name: 'Dina Desk', email: 'dina@ironsite.test' });
  return { admin, rep, desk };
}

describe('a role change to one that cannot work leads', () => {
  it('hands the open leads to the desk’s fallback, each with a history line; closed ones stay', async () => {
    const { admin, rep, desk } = await team();
    expect((await setFallback(desk.user.id, admin.token)).statusCode).toBe(200);
    const fresh = await createLead(ctx.db, { assigneeId: rep.user.id });
    const contacted = await createLead(ctx.db, { assigneeId: rep.user.id, status: 'contacted' });
    const won = await createLead(ctx.db, { assigneeId: rep.user.id, status: 'closed', closeReason: 'won' });
    const others = await createLead(ctx.db, { assigneeId: desk.user.id });

    const res = await changeUser(rep.user.id, { role: 'editor' }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'editor' });

    for (const lead of [fresh, contacted]) {
      expect((await leadRow(lead.id)).assigneeId).toBe(desk.user.id);
      expect(await eventsOf(ctx.db, lead.id)).toMatchObject([
        {
          status: lead.status,
          closeReason: null,
          userId: admin.user.id,
          userName: 'Maria Admin',
          assignedToId: desk.user.id,
          assignedToName: 'Dina Desk',
          note: "Rey Sales's role no longer works inquiries: handed back to the fallback person.",
        },
      ]);
    }
    // The lead's page shows it as an assignment by the admin.
    const page = await call(ctx.app, { url: `/api/admin/leads/${fresh.id}`, token: admin.token });
    expect(page.json().assignee).toEqual({ id: desk.user.id, name: 'Dina Desk' });
    expect(page.json().history).toMatchObject([
      { assigned_to: { id: desk.user.id, name: 'Dina Desk' }, changed_by: { id: admin.user.id } },
    ]);
    expect((await leadRow(won.id)).assigneeId).toBe(rep.user.id);
    expect(await eventsOf(ctx.db, won.id)).toEqual([]);
    expect(await eventsOf(ctx.db, others.id)).toEqual([]);
  });

  it('leaves them unassigned when the fallback is not available (unset, away, or the person themself)', async () => {
    const { admin, rep, desk } = await team();
    const lead = await createLead(ctx.db, { assigneeId: rep.user.id });
    expect((await changeUser(rep.user.id, { role: 'viewer' }, admin.token)).statusCode).toBe(200);
    expect((await leadRow(lead.id)).assigneeId).toBeNull();
    expect(await eventsOf(ctx.db, lead.id)).toMatchObject([
      {
        status: 'new',
        userId: admin.user.id,
        assignedToId: null,
        assignedToName: null,
        note: "Rey Sales's role no longer works inquiries: handed back unassigned.",
      },
    ]);

    // The fallback away, then the fallback being the person demoted: unassigned as well.
    expect((await setFallback(desk.user.id, admin.token)).statusCode).toBe(200);
    await ctx.db.update(users).set({ away: true }).where(eq(users.id, desk.user.id));
    const rep2 = await createUser(ctx.db, { role: 'sales' });
    const second = await createLead(ctx.db, { assigneeId: rep2.user.id });
    expect((await changeUser(rep2.user.id, { role: 'user' }, admin.token)).statusCode).toBe(200);
    expect((await leadRow(second.id)).assigneeId).toBeNull();

    const third = await createLead(ctx.db, { assigneeId: desk.user.id });
    await ctx.db.update(users).set({ away: false }).where(eq(users.id, desk.user.id));
    expect((await changeUser(desk.user.id, { role: 'editor' }, admin.token)).statusCode).toBe(200);
    expect((await leadRow(third.id)).assigneeId).toBeNull();
  });

  it('a role that still works leads, a new name or being away moves nothing', async () => {
    const { admin, rep, desk } = await team();
    expect((await setFallback(desk.user.id, admin.token)).statusCode).toBe(200);
    const lead = await createLead(ctx.db, { assigneeId: rep.user.id });
    expect((await changeUser(rep.user.id, { role: 'manager' }, admin.token)).statusCode).toBe(200);
    expect((await changeUser(rep.user.id, { name: 'Rey Santos', away: true }, admin.token)).statusCode).toBe(
      200,
    );
    expect((await leadRow(lead.id)).assigneeId).toBe(rep.user.id);
    expect(await eventsOf(ctx.db, lead.id)).toEqual([]);
  });

  it('a refused role change (the last admin) hands nothing back', async () => {
    const admin = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db, { assigneeId: admin.user.id });
    expect((await changeUser(admin.user.id, { role: 'editor' }, admin.token)).statusCode).toBe(409);
    expect((await leadRow(lead.id)).assigneeId).toBe(admin.user.id);
    expect(await eventsOf(ctx.db, lead.id)).toEqual([]);
  });
});

describe.runIf(TEST_DB_KIND === 'postgres')('an assignment racing the role change', () => {
  it('waits for the role change, then is refused: no open lead is left with the person', async () => {
    const { admin, rep } = await team();
    const lead = await createLead(ctx.db);
    const client = new pg.Client({ connectionString: ctx.testDb.url });
    await client.connect();
    try {
      // A role change's transaction, held open once it has locked the person and written the role.
      await client.query('begin');
      await client.query('select id from users where id = $1 for update', [rep.user.id]);
      await client.query(`update users set role = 'editor' where id = $1`, [rep.user.id]);
      const assigning = call(ctx.app, {
        method: 'POST',
        url: `/api/admin/leads/${lead.id}/assign`,
        payload: { user_id: rep.user.id },
        token: admin.token,
      });
      let answered = false;
      void assigning.then(() => {
        answered = true;
      });
      const waiting = await readUntil(
        async () =>
          answered
            ? -1
            : Number(
                (
                  await client.query(
                    `select count(*) from pg_stat_activity
                      where datname = current_database() and wait_event_type = 'Lock'`,
                  )
                ).rows[0].count,
              ),
        (n) => n !== 0,
        5000,
      );
      await client.query('commit');
      expect(waiting).toBe(1);
      const res = await assigning;
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ user_id: ["That staff member's role cannot work on inquiries."] });
    } finally {
      await client.end();
    }
    expect((await leadRow(lead.id)).assigneeId).toBeNull();
  });
});

describe('the demoted former owner gets no buyer’s data by mail', () => {
  it('no reminder: after the role change it goes to the new owner', async () => {
    const { admin, rep, desk } = await team();
    expect((await setFallback(desk.user.id, admin.token)).statusCode).toBe(200);
    const lead = await timedLead({ assigneeId: rep.user.id });
    expect((await changeUser(rep.user.id, { role: 'editor' }, admin.token)).statusCode).toBe(200);
    expect(await runLeadClockOnce(ctx.db, MAIL, minutes(1))).toMatchObject({ reminded: 1, mails: 1 });
    expect(await mailsTo('rey@ironsite.test')).toEqual([]);
    expect(await mailsTo('dina@ironsite.test')).toMatchObject([{ kind: 'reminder', leadId: lead.id }]);
  });

  it('no reminder on a lead still assigned to them; the escalation still reaches the managers', async () => {
    const { rep } = await team();
    const manager = await createUser(ctx.db, { role: 'manager', email: 'mia@ironsite.test' });
    const lead = await timedLead({ assigneeId: rep.user.id });
    await setRole(rep.user.id, 'editor');
    expect(await runLeadClockOnce(ctx.db, MAIL, minutes(1))).toEqual({ reminded: 1, escalated: 0, mails: 0 });
    expect(await runLeadClockOnce(ctx.db, MAIL, minutes(121))).toEqual({
      reminded: 0,
      escalated: 1,
      mails: 1,
    });
    expect(await mailsTo('rey@ironsite.test')).toEqual([]);
    expect(await mailsTo(manager.user.email)).toMatchObject([{ kind: 'escalation', leadId: lead.id }]);
  });

  it('a buyer’s question and acceptance go to the new owner after the role change', async () => {
    const { admin, rep, desk } = await team();
    expect((await setFallback(desk.user.id, admin.token)).statusCode).toBe(200);
    const { token, leadId } = await seedQuotation(ctx.db, {
      lead: { assigneeId: rep.user.id },
      quotation: { validUntil: validUntil() },
    });
    expect((await changeUser(rep.user.id, { role: 'viewer' }, admin.token)).statusCode).toBe(200);
    expect((await ask(token)).statusCode).toBe(201);
    expect((await accept(token)).statusCode).toBe(200);
    expect(await mailsTo('rey@ironsite.test')).toEqual([]);
    expect((await mailsTo('dina@ironsite.test')).map((m) => [m.kind, m.leadId])).toEqual([
      ['quotation_alert', leadId],
      ['quotation_alert', leadId],
    ]);
  });

  it('on a lead still assigned to them: the fallback, else the notification address, else managers, else admins', async () => {
    const { admin, rep, desk } = await team();
    await setRole(rep.user.id, 'editor');
    const seed = () =>
      seedQuotation(ctx.db, { lead: { assigneeId: rep.user.id }, quotation: { validUntil: validUntil() } });
    const alerted = async () => {
      const { token, leadId } = await seed();
      expect((await ask(token)).statusCode).toBe(201);
      return (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId))).map((m) => m.to);
    };

    expect((await setFallback(desk.user.id, admin.token)).statusCode).toBe(200);
    expect(await alerted()).toEqual(['dina@ironsite.test']);
    await ctx.db.update(users).set({ away: true }).where(eq(users.id, desk.user.id));
    expect(await alerted()).toEqual(['sales-team@ironsite.test']);
    await setSettingValues(ctx.db, { notification_email: '' });
    expect(await alerted()).toEqual(['maria@ironsite.test']);
    await createUser(ctx.db, { role: 'manager', email: 'mia@ironsite.test' });
    expect(await alerted()).toEqual(['mia@ironsite.test']);
    expect(await mailsTo('rey@ironsite.test')).toEqual([]);
  });
});
