import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { leads, mailOutbox, personalDataAccess } from '../../server/db/schema';
import { setSettingValues } from '../../server/services/settings';
import { call, setupApi } from '../support/api';
import { createLead, createUser } from '../support/factories';
import { withFailingLog } from './support/failing-log';
import { eventsOf } from './support/lead-events';

// Every answer that carries a lead's personal data leaves an access record in its own transaction
// (docs/product.md §23): not only opening the lead's page, but each write that answers with the
// whole lead — a change to the status or note, an assignment, a reply, a logged contact — and
// most of all the no-op ones, which would otherwise read any lead without a trace.
const ctx = setupApi({ SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://ironsite.example' });

beforeEach(async () => {
  await setSettingValues(ctx.db, { company_email: 'sales@ironsite.example', site_name: 'Ironsite' });
});

const write = (method: 'PATCH' | 'POST', url: string, payload: object, token: string) =>
  call(ctx.app, { method, url: `/api/admin/leads${url}`, payload, token });
const records = () =>
  ctx.db
    .select({
      userId: personalDataAccess.userId,
      userName: personalDataAccess.userName,
      action: personalDataAccess.action,
      leadId: personalDataAccess.leadId,
    })
    .from(personalDataAccess)
    .orderBy(asc(personalDataAccess.id));
const manager = () => createUser(ctx.db, { role: 'manager', name: 'Mia Manager' });
const reply = { subject: 'Your quote', body: 'Dear Juan,\n\nThe price is ₱1.2M.' };

describe('a write that answers with the lead records the access', () => {
  it('a PATCH to the status it already has: the lead in the answer, one view record, no history', async () => {
    const { user, token } = await manager();
    const lead = await createLead(ctx.db, { name: 'Juan dela Cruz', phone: '+639171234567' });
    const res = await write('PATCH', `/${lead.id}`, { status: 'new' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Juan dela Cruz', email: lead.email });
    expect(await records()).toEqual([
      { userId: user.id, userName: 'Mia Manager', action: 'view', leadId: lead.id },
    ]);
    expect(await eventsOf(ctx.db, lead.id)).toEqual([]);
  });

  it('a PATCH that changes the status or the note: one view record each', async () => {
    const { user, token } = await manager();
    const lead = await createLead(ctx.db);
    expect((await write('PATCH', `/${lead.id}`, { status: 'contacted' }, token)).statusCode).toBe(200);
    expect((await write('PATCH', `/${lead.id}`, { note: 'Called back' }, token)).statusCode).toBe(200);
    expect(await records()).toEqual([
      { userId: user.id, userName: 'Mia Manager', action: 'view', leadId: lead.id },
      { userId: user.id, userName: 'Mia Manager', action: 'view', leadId: lead.id },
    ]);
  });

  it('an assignment to the person who already has the lead: one view record, no history', async () => {
    const { user, token } = await manager();
    const rep = await createUser(ctx.db, { role: 'sales' });
    const lead = await createLead(ctx.db, { assigneeId: rep.user.id });
    const res = await write('POST', `/${lead.id}/assign`, { user_id: rep.user.id }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ email: lead.email, assignee: { id: rep.user.id } });
    expect(await records()).toEqual([
      { userId: user.id, userName: 'Mia Manager', action: 'view', leadId: lead.id },
    ]);
    expect(await eventsOf(ctx.db, lead.id)).toEqual([]);
  });

  it('a sales rep taking their own lead again: one view record under their name', async () => {
    const rep = await createUser(ctx.db, { role: 'sales', name: 'Rey Sales' });
    const lead = await createLead(ctx.db, { assigneeId: rep.user.id });
    expect((await write('POST', `/${lead.id}/assign`, { user_id: rep.user.id }, rep.token)).statusCode).toBe(
      200,
    );
    expect(await records()).toEqual([
      { userId: rep.user.id, userName: 'Rey Sales', action: 'view', leadId: lead.id },
    ]);
  });

  it('a reply: queued, 202 with the lead, and one view record', async () => {
    const { user, token } = await manager();
    const lead = await createLead(ctx.db, { name: 'Juan dela Cruz' });
    const res = await write('POST', `/${lead.id}/reply`, reply, token);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({ name: 'Juan dela Cruz', email: lead.email });
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'reply'))).toHaveLength(1);
    expect(await records()).toEqual([
      { userId: user.id, userName: 'Mia Manager', action: 'view', leadId: lead.id },
    ]);
  });

  it('a logged contact: 201 with the lead, and one view record', async () => {
    const { user, token } = await manager();
    const lead = await createLead(ctx.db);
    const res = await write('POST', `/${lead.id}/contact-log`, { channel: 'phone', note: 'Called' }, token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ email: lead.email });
    expect(await records()).toEqual([
      { userId: user.id, userName: 'Mia Manager', action: 'view', leadId: lead.id },
    ]);
  });
});

describe('nothing is recorded when no lead is answered', () => {
  it('refused writes (unknown lead, another rep’s lead, bad input, wrong role) record nothing', async () => {
    const { token } = await manager();
    const rep = await createUser(ctx.db, { role: 'sales' });
    const other = await createUser(ctx.db, { role: 'sales' });
    const theirs = await createLead(ctx.db, { assigneeId: other.user.id });
    const viewer = await createUser(ctx.db, { role: 'viewer' });
    const refused = [
      await write('PATCH', '/999999', { status: 'new' }, token),
      await write('PATCH', `/${theirs.id}`, { status: 'new' }, rep.token),
      await write('POST', `/${theirs.id}/assign`, { user_id: rep.user.id }, rep.token),
      await write('POST', `/${theirs.id}/contact-log`, { channel: 'phone', note: 'x' }, rep.token),
      await write('POST', `/${theirs.id}/reply`, reply, rep.token),
      await write('PATCH', `/${theirs.id}`, { status: 'closed' }, token),
      await write('POST', `/${theirs.id}/assign`, { user_id: viewer.user.id }, token),
      await write('POST', `/${theirs.id}/contact-log`, { channel: 'pigeon', note: 'x' }, token),
      await write('PATCH', `/${theirs.id}`, { status: 'new' }, viewer.token),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 422, 422, 422, 403]);
    expect(await records()).toEqual([]);
  });

  it('a write whose record cannot be written is not made, and answers no personal data', async () => {
    const { token } = await manager();
    const rep = await createUser(ctx.db, { role: 'sales' });
    const lead = await createLead(ctx.db, { name: 'Secret Person' });
    await withFailingLog(ctx.db, async () => {
      for (const res of [
        await write('PATCH', `/${lead.id}`, { status: 'contacted' }, token),
        await write('POST', `/${lead.id}/assign`, { user_id: rep.user.id }, token),
        await write('POST', `/${lead.id}/contact-log`, { channel: 'phone', note: 'Called' }, token),
        await write('POST', `/${lead.id}/reply`, reply, token),
      ]) {
        expect(res.statusCode).toBe(500);
        expect(res.body).not.toContain('Secret Person');
        expect(res.body).not.toContain(lead.email);
      }
    });
    const [row] = await ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ status: 'new', assigneeId: null, firstResponseAt: null });
    expect(await eventsOf(ctx.db, lead.id)).toEqual([]);
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead.id))).toEqual([]);
  });
});
