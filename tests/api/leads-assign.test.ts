import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadEvents, leads, users } from '../../server/db/schema';
import { setSettingValues } from '../../server/services/settings';
import { call, putSettings, setupApi } from '../support/api';
import { createAdmin, createLead, createUser } from '../support/factories';

// Assigning leads (docs/product.md §23): admins and managers give any lead to any active staff
// member who can work leads; a sales rep only takes an unassigned one, when Settings allow.
const ctx = setupApi();

const assign = (id: number | string, payload: unknown, token?: string) =>
  call(ctx.app, { method: 'POST', url: `/api/admin/leads/${id}/assign`, payload: payload as object, token });
const get = (url: string, token: string) => call(ctx.app, { url, token });
const staff = (role: 'admin' | 'manager' | 'sales' | 'editor' | 'viewer' | 'user', name?: string) =>
  createUser(ctx.db, { role, ...(name ? { name } : {}) });
const allowTaking = () => setSettingValues(ctx.db, { sales_take_unassigned: 'true' });
const assigneeOf = async (id: number) =>
  (await ctx.db.select({ a: leads.assigneeId }).from(leads).where(eq(leads.id, id)))[0].a;

describe('POST /api/admin/leads/:id/assign by an admin or a manager', () => {
  it('assigns: 200 with the lead, the assignee in list and detail, one history entry', async () => {
    const admin = await createAdmin(ctx.db, { name: 'Maria Admin' });
    const rep = await staff('sales', 'Rey Sales');
    const lead = await createLead(ctx.db, { status: 'contacted' });

    const res = await assign(lead.id, { user_id: rep.user.id }, admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Inquiry assigned.',
      data: { id: lead.id, status: 'contacted', assignee: { id: rep.user.id, name: 'Rey Sales' } },
    });
    expect(body.data.history).toEqual([
      {
        id: expect.any(Number),
        status: 'contacted',
        close_reason: null,
        note: null,
        changed_by: { id: admin.user.id, name: 'Maria Admin' },
        assigned_to: { id: rep.user.id, name: 'Rey Sales' },
        rule_name: null,
        channel: null,
        mail_id: null,
        changed_at: expect.any(String),
      },
    ]);

    const list = (await get('/api/admin/leads', admin.token)).json();
    expect(list.data[0].assignee).toEqual({ id: rep.user.id, name: 'Rey Sales' });
    const detail = (await get(`/api/admin/leads/${lead.id}`, admin.token)).json();
    expect(detail.assignee).toEqual({ id: rep.user.id, name: 'Rey Sales' });
    expect(detail.history).toHaveLength(1);
    expect(detail.status).toBe('contacted');
  });

  it('a manager reassigns to anyone who can work leads (admin, manager, sales); the same again adds nothing', async () => {
    const manager = await staff('manager', 'Mia Manager');
    const [rep, other, admin] = [await staff('sales'), await staff('manager'), await createAdmin(ctx.db)];
    const lead = await createLead(ctx.db);
    for (const target of [rep, other, admin]) {
      const res = await assign(lead.id, { user_id: target.user.id }, manager.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.assignee.id).toBe(target.user.id);
    }
    expect((await assign(lead.id, { user_id: admin.user.id }, manager.token)).statusCode).toBe(200);
    const history = (await get(`/api/admin/leads/${lead.id}`, manager.token)).json().history;
    expect(history.map((h: { assigned_to: { id: number } }) => h.assigned_to.id)).toEqual([
      rep.user.id,
      other.user.id,
      admin.user.id,
    ]);
    expect(history.every((h: { status: string }) => h.status === 'new')).toBe(true);
  });

  it('422 on user_id for an editor, a viewer, a site account, a deactivated rep or an unknown id; nothing changes', async () => {
    const { token } = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db);
    const gone = await staff('sales');
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.user.id));
    const cases: [number, string][] = [
      [(await staff('editor')).user.id, "That staff member's role cannot work on inquiries."],
      [(await staff('viewer')).user.id, "That staff member's role cannot work on inquiries."],
      [(await staff('user')).user.id, "That staff member's role cannot work on inquiries."],
      [gone.user.id, 'That account is deactivated.'],
      [987_654, 'That staff member does not exist.'],
    ];
    for (const [userId, message] of cases) {
      const res = await assign(lead.id, { user_id: userId }, token);
      expect([userId, res.statusCode, res.json().errors]).toEqual([userId, 422, { user_id: [message] }]);
    }
    expect(await assigneeOf(lead.id)).toBeNull();
    expect(await ctx.db.select().from(leadEvents)).toEqual([]);
  });

  it('422 for a user_id of the wrong type or size, without touching the lead', async () => {
    const { token } = await createAdmin(ctx.db);
    const rep = await staff('sales');
    const lead = await createLead(ctx.db);
    const bodies = [
      {},
      { user_id: null },
      { user_id: String(rep.user.id) },
      { user_id: 1.5 },
      { user_id: 0 },
      { user_id: -1 },
      { user_id: 2_147_483_648 },
      { user_id: 1e300 },
      { user_id: [rep.user.id] },
      { user_id: { id: rep.user.id } },
      { user_id: true },
      { user_id: `${'9'.repeat(5000)}` },
      { user_id: '<script>alert(1)</script>' },
    ];
    for (const body of bodies) {
      const res = await assign(lead.id, body, token);
      expect([body, res.statusCode]).toEqual([body, 422]);
      expect(Object.keys(res.json().errors)).toEqual(['user_id']);
    }
    expect(await assigneeOf(lead.id)).toBeNull();
  });

  it('404 for an unknown lead, 422 for a malformed id, 401 anonymous', async () => {
    const { token } = await createAdmin(ctx.db);
    const rep = await staff('sales');
    expect((await assign(999_999, { user_id: rep.user.id }, token)).json()).toEqual({
      message: 'Inquiry not found.',
    });
    expect((await assign('abc', { user_id: rep.user.id }, token)).statusCode).toBe(422);
    expect((await assign(1, { user_id: rep.user.id })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/leads/:id/assign by a sales rep', () => {
  it('without the setting: an unassigned lead is 404, giving away their own 403, another rep’s 404', async () => {
    const rep = await staff('sales');
    const other = await staff('sales');
    const free = await createLead(ctx.db);
    const mine = await createLead(ctx.db, { assigneeId: rep.user.id });
    const theirs = await createLead(ctx.db, { assigneeId: other.user.id });

    expect((await assign(free.id, { user_id: rep.user.id }, rep.token)).statusCode).toBe(404);
    const giveAway = await assign(mine.id, { user_id: other.user.id }, rep.token);
    expect(giveAway.statusCode).toBe(403);
    expect(giveAway.json()).toEqual({ message: 'You may only take an unassigned inquiry for yourself.' });
    const steal = await assign(theirs.id, { user_id: rep.user.id }, rep.token);
    expect(steal.statusCode).toBe(404);
    expect(steal.json()).toEqual({ message: 'Inquiry not found.' });
    // Their own lead to themself changes nothing.
    expect((await assign(mine.id, { user_id: rep.user.id }, rep.token)).statusCode).toBe(200);

    expect(await assigneeOf(free.id)).toBeNull();
    expect(await assigneeOf(mine.id)).toBe(rep.user.id);
    expect(await assigneeOf(theirs.id)).toBe(other.user.id);
    expect(await ctx.db.select().from(leadEvents)).toEqual([]);
  });

  it('with the setting: takes an unassigned lead for themself; then it is theirs and another rep gets 404', async () => {
    const admin = await createAdmin(ctx.db);
    // Turned on as an admin would, through Settings → Leads.
    const on = await putSettings(ctx.app, admin.token, { sales_take_unassigned: true });
    expect(on.statusCode).toBe(200);
    const rep = await staff('sales', 'Rey Sales');
    const other = await staff('sales');
    const lead = await createLead(ctx.db);

    expect((await assign(lead.id, { user_id: other.user.id }, rep.token)).statusCode).toBe(403);
    const taken = await assign(lead.id, { user_id: rep.user.id }, rep.token);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data.assignee).toEqual({ id: rep.user.id, name: 'Rey Sales' });
    expect(taken.json().data.history[0]).toMatchObject({
      changed_by: { id: rep.user.id, name: 'Rey Sales' },
      assigned_to: { id: rep.user.id, name: 'Rey Sales' },
    });

    expect((await get(`/api/admin/leads/${lead.id}`, other.token)).statusCode).toBe(404);
    expect((await assign(lead.id, { user_id: other.user.id }, other.token)).statusCode).toBe(404);
    expect(await assigneeOf(lead.id)).toBe(rep.user.id);
  });

  it('two reps taking the same lead at once: one gets it, the other 404', async () => {
    await allowTaking();
    const [a, b] = [await staff('sales'), await staff('sales')];
    const lead = await createLead(ctx.db);
    const results = await Promise.all([
      assign(lead.id, { user_id: a.user.id }, a.token),
      assign(lead.id, { user_id: b.user.id }, b.token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const winner = results[0].statusCode === 200 ? a : b;
    expect(await assigneeOf(lead.id)).toBe(winner.user.id);
    expect(await ctx.db.select().from(leadEvents)).toHaveLength(1);
  });
});

describe('who may assign', () => {
  it('an editor or a viewer: 403 before anything is looked up', async () => {
    const lead = await createLead(ctx.db);
    for (const role of ['editor', 'viewer'] as const) {
      const { user, token } = await staff(role);
      const res = await assign(lead.id, { user_id: user.id }, token);
      expect([role, res.statusCode]).toEqual([role, 403]);
    }
  });

  it('GET /api/admin/leads/assignees: the active staff who can work leads, by name; 403 for sales', async () => {
    const admin = await createAdmin(ctx.db, { name: 'Ana Admin' });
    const manager = await staff('manager', 'Ben Manager');
    const rep = await staff('sales', 'Cora Sales');
    await staff('editor', 'Dan Editor');
    await staff('viewer', 'Eve Viewer');
    await staff('user', 'Fay User');
    const gone = await staff('sales', 'Gus Gone');
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.user.id));

    const res = await get('/api/admin/leads/assignees', manager.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [
        { id: admin.user.id, name: 'Ana Admin', role: 'admin' },
        { id: manager.user.id, name: 'Ben Manager', role: 'manager' },
        { id: rep.user.id, name: 'Cora Sales', role: 'sales' },
      ],
    });
    expect((await get('/api/admin/leads/assignees', rep.token)).statusCode).toBe(403);
  });
});
