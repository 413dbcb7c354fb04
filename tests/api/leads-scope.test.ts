import { describe, expect, it } from 'vitest';
import { setSettingValues } from '../../server/services/settings';
import { call, setupApi } from '../support/api';
import { createAdmin, createLead, createUser } from '../support/factories';

// Which leads a caller sees (docs/product.md §23): a sales rep only theirs (plus the unassigned
// ones when Settings → Leads allows taking them), everywhere a lead can be read; a lead outside
// that is not found. Editors and viewers see no lead at all.
const ctx = setupApi();

const get = (url: string, token: string) => call(ctx.app, { url, token });
const names = (body: { data: { name: string }[] }) => body.data.map((r) => r.name).sort();
const staff = (role: 'manager' | 'sales' | 'editor' | 'viewer') => createUser(ctx.db, { role });
const allowTaking = () => setSettingValues(ctx.db, { sales_take_unassigned: 'true' });

/** Two reps, each with a new and a contacted lead, and an unassigned new lead. */
async function twoReps() {
  const rep = await staff('sales');
  const other = await staff('sales');
  await createLead(ctx.db, { name: 'Mine new', assigneeId: rep.user.id });
  const mine = await createLead(ctx.db, {
    name: 'Mine contacted',
    status: 'contacted',
    assigneeId: rep.user.id,
  });
  const theirs = await createLead(ctx.db, { name: 'Theirs new', assigneeId: other.user.id });
  await createLead(ctx.db, { name: 'Theirs contacted', status: 'contacted', assigneeId: other.user.id });
  const free = await createLead(ctx.db, { name: 'Free new' });
  return { rep, other, mine, theirs, free };
}

describe('a sales rep', () => {
  it('lists and counts only their own leads', async () => {
    const { rep, other } = await twoReps();
    const list = (await get('/api/admin/leads', rep.token)).json();
    expect(names(list)).toEqual(['Mine contacted', 'Mine new']);
    expect(list.total).toBe(2);
    expect((await get('/api/admin/leads/counts', rep.token)).json()).toEqual({
      new: 1,
      contacted: 1,
      closed: 0,
      spam: 0,
      total: 2,
    });
    // Asking for another rep's leads by the filter finds nothing.
    const asked = (await get(`/api/admin/leads?assignee=${other.user.id}`, rep.token)).json();
    expect(asked.data).toEqual([]);
  });

  it('gets 404 for another rep’s or an unassigned lead, even with its id, and may open their own', async () => {
    const { rep, mine, theirs, free } = await twoReps();
    for (const lead of [theirs, free]) {
      const res = await get(`/api/admin/leads/${lead.id}`, rep.token);
      expect([lead.name, res.statusCode, res.json()]).toEqual([
        lead.name,
        404,
        { message: 'Inquiry not found.' },
      ]);
    }
    expect((await get(`/api/admin/leads/${mine.id}`, rep.token)).json().name).toBe('Mine contacted');
  });

  it('PATCH of another rep’s lead is 404 and changes nothing; their own is updated', async () => {
    const { rep, mine, theirs } = await twoReps();
    const patch = (id: number) =>
      call(ctx.app, {
        method: 'PATCH',
        url: `/api/admin/leads/${id}`,
        token: rep.token,
        payload: { status: 'closed', close_reason: 'lost' },
      });
    expect((await patch(theirs.id)).statusCode).toBe(404);
    const admin = await createAdmin(ctx.db);
    expect((await get(`/api/admin/leads/${theirs.id}`, admin.token)).json().status).toBe('new');
    expect((await patch(mine.id)).json().data).toMatchObject({ status: 'closed', close_reason: 'lost' });
  });

  it('may not export (403)', async () => {
    const { rep } = await twoReps();
    expect((await get('/api/admin/leads/export.csv', rep.token)).statusCode).toBe(403);
  });

  it('with Settings → Leads on: also sees, counts and opens the unassigned leads, never another rep’s', async () => {
    const { rep, theirs, free } = await twoReps();
    await allowTaking();
    expect(names((await get('/api/admin/leads', rep.token)).json())).toEqual([
      'Free new',
      'Mine contacted',
      'Mine new',
    ]);
    expect((await get('/api/admin/leads/counts', rep.token)).json()).toMatchObject({ new: 2, total: 3 });
    expect((await get(`/api/admin/leads/${free.id}`, rep.token)).statusCode).toBe(200);
    expect((await get(`/api/admin/leads/${theirs.id}`, rep.token)).statusCode).toBe(404);
    expect(names((await get('/api/admin/leads?assignee=unassigned', rep.token)).json())).toEqual([
      'Free new',
    ]);
    expect(names((await get('/api/admin/leads?assignee=me', rep.token)).json())).toEqual([
      'Mine contacted',
      'Mine new',
    ]);
  });

  it('sees their own new leads on the dashboard (and the unassigned ones with the setting)', async () => {
    const { rep } = await twoReps();
    const counts = async () => (await get('/api/admin/dashboard', rep.token)).json().counts;
    expect((await counts()).leads_new).toBe(1);
    await allowTaking();
    expect((await counts()).leads_new).toBe(2);
  });
});

describe('admins and managers', () => {
  it('see every lead; the assignee filter takes me, unassigned or a staff id', async () => {
    const { rep } = await twoReps();
    const manager = await staff('manager');
    await createLead(ctx.db, { name: 'Manager’s', assigneeId: manager.user.id });
    const list = async (query: string) =>
      names((await get(`/api/admin/leads${query}`, manager.token)).json());
    expect(await list('')).toHaveLength(6);
    expect(await list('?assignee=me')).toEqual(['Manager’s']);
    expect(await list('?assignee=unassigned')).toEqual(['Free new']);
    expect(await list(`?assignee=${rep.user.id}`)).toEqual(['Mine contacted', 'Mine new']);
    expect(await list(`?assignee=${rep.user.id}&status=new`)).toEqual(['Mine new']);
    expect((await get('/api/admin/leads/counts', manager.token)).json().total).toBe(6);
    expect((await get('/api/admin/dashboard', manager.token)).json().counts.leads_new).toBe(4);
  });

  it('the CSV follows the assignee filter', async () => {
    const { rep } = await twoReps();
    const { token } = await createAdmin(ctx.db);
    const csv = (await get(`/api/admin/leads/export.csv?assignee=${rep.user.id}`, token)).body;
    expect(csv).toContain('Mine new');
    expect(csv).toContain('Mine contacted');
    expect(csv).not.toContain('Theirs');
    expect(csv).not.toContain('Free new');
  });

  it('422 for a malformed assignee filter, with markup or line breaks, on the list and the CSV', async () => {
    const { token } = await createAdmin(ctx.db);
    const bad = ['x', '0', '-1', '1.5', 'ME', '99999999999', '2147483648', '<b>me</b>', 'me\r\nX: y', ''];
    for (const value of bad) {
      for (const path of ['/api/admin/leads', '/api/admin/leads/export.csv']) {
        const res = await get(`${path}?assignee=${encodeURIComponent(value)}`, token);
        expect([value, path, res.statusCode]).toEqual([value, path, 422]);
        expect(Object.keys(res.json().errors)).toEqual(['assignee']);
      }
    }
  });
});

describe('editors and viewers', () => {
  it('get 403 on every lead route and no lead figure on the dashboard', async () => {
    const lead = await createLead(ctx.db);
    for (const role of ['editor', 'viewer'] as const) {
      const { user, token } = await staff(role);
      const requests = [
        { method: 'GET', url: '/api/admin/leads' },
        { method: 'GET', url: '/api/admin/leads/counts' },
        { method: 'GET', url: '/api/admin/leads/export.csv' },
        { method: 'GET', url: '/api/admin/leads/assignees' },
        { method: 'GET', url: `/api/admin/leads/${lead.id}` },
        { method: 'GET', url: `/api/admin/leads/${lead.id}/access` },
        { method: 'PATCH', url: `/api/admin/leads/${lead.id}`, payload: { status: 'contacted' } },
        { method: 'POST', url: `/api/admin/leads/${lead.id}/assign`, payload: { user_id: user.id } },
      ] as const;
      for (const r of requests) {
        const res = await call(ctx.app, { ...r, token });
        expect([role, r.method, r.url, res.statusCode]).toEqual([role, r.method, r.url, 403]);
      }
      const dashboard = await get('/api/admin/dashboard', token);
      expect(dashboard.statusCode).toBe(200);
      expect(dashboard.json().counts).not.toHaveProperty('leads_new');
      expect(dashboard.json().counts).toHaveProperty('products');
    }
  });
});
