import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, personalDataAccess } from '../../server/db/schema';
import { purgeAccessLog } from '../../server/services/privacy/access-log';
import { call, setupApi } from '../support/api';
import { createAdmin, createLead, createUser } from '../support/factories';
import { withFailingLog } from './support/failing-log';

// The record of who opened whose personal data (docs/product.md §23): written with the read it
// records, read by admins and managers, kept ACCESS_LOG_RETENTION_DAYS.
const ctx = setupApi({ PRIVACY_HASH_KEY: 'k'.repeat(32) });

const get = (url: string, token?: string) => call(ctx.app, { url, token });
const post = (url: string, payload: object, token: string) =>
  call(ctx.app, { method: 'POST', url, payload, token });
const rows = () => ctx.db.select().from(personalDataAccess).orderBy(personalDataAccess.id);
const staff = (role: 'manager' | 'sales' | 'editor' | 'viewer', name?: string) =>
  createUser(ctx.db, { role, ...(name ? { name } : {}) });

/** Rows written straight to the table, as from earlier days. */
async function logged(values: Partial<typeof personalDataAccess.$inferInsert>[]) {
  return ctx.db
    .insert(personalDataAccess)
    .values(values.map((v) => ({ userName: 'Someone', action: 'view', ...v })))
    .returning();
}

describe('what is recorded', () => {
  it('opening a lead: one view row with who and which lead; an unknown lead records nothing', async () => {
    const admin = await createAdmin(ctx.db, { name: 'Maria Admin' });
    const rep = await staff('sales', 'Rey Sales');
    const lead = await createLead(ctx.db, { assigneeId: rep.user.id });
    const other = await createLead(ctx.db);
    expect((await get(`/api/admin/leads/${lead.id}`, admin.token)).statusCode).toBe(200);
    expect((await get(`/api/admin/leads/${lead.id}`, rep.token)).statusCode).toBe(200);
    expect((await get('/api/admin/leads/999999', admin.token)).statusCode).toBe(404);
    expect((await get(`/api/admin/leads/${other.id}`, rep.token)).statusCode).toBe(404);
    expect(await rows()).toMatchObject([
      { userId: admin.user.id, userName: 'Maria Admin', action: 'view', leadId: lead.id, subject: null },
      { userId: rep.user.id, userName: 'Rey Sales', action: 'view', leadId: lead.id, subject: null },
    ]);
    // The list and the counts show no detail: they are not recorded.
    await get('/api/admin/leads', admin.token);
    await get('/api/admin/leads/counts', admin.token);
    expect(await rows()).toHaveLength(2);
  });

  it('the detail is not answered when its record cannot be written', async () => {
    const { token } = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db, { name: 'Secret Person' });
    await withFailingLog(ctx.db, async () => {
      const res = await get(`/api/admin/leads/${lead.id}`, token);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('Secret Person');
      expect(res.body).not.toContain(lead.email);
    });
  });

  it('a CSV export: one export row with its filters on one line, written before the file', async () => {
    const manager = await staff('manager', 'Mia Manager');
    await createLead(ctx.db);
    const res = await get(
      `/api/admin/leads/export.csv?status=new&assignee=me&search=${encodeURIComponent('<b>x</b>\r\nEvil: 1')}`,
      manager.token,
    );
    expect(res.statusCode).toBe(200);
    expect(await rows()).toMatchObject([
      {
        userId: manager.user.id,
        userName: 'Mia Manager',
        action: 'export',
        leadId: null,
        subject: 'status=new, assignee=me, search="<b>x</b>\\r\\nEvil: 1"',
      },
    ]);
    const plain = await get('/api/admin/leads/export.csv', manager.token);
    expect(plain.statusCode).toBe(200);
    expect((await rows())[1].subject).toBe('all leads');
    // Nothing is recorded for an export refused by its filters or by the role.
    expect((await get('/api/admin/leads/export.csv?from=nope', manager.token)).statusCode).toBe(422);
    expect((await get('/api/admin/leads/export.csv', (await staff('sales')).token)).statusCode).toBe(403);
    expect(await rows()).toHaveLength(2);
  });

  it('no export starts when its record cannot be written', async () => {
    const { token } = await createAdmin(ctx.db);
    await createLead(ctx.db, { name: 'Secret Person' });
    await withFailingLog(ctx.db, async () => {
      const res = await get('/api/admin/leads/export.csv', token);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('Secret Person');
    });
  });

  it('privacy search, export and erase: one row each with the address, by whom', async () => {
    const manager = await staff('manager', 'Mia Manager');
    await createLead(ctx.db, { email: 'ana@example.ph' });
    const body = { email: 'Ana@Example.ph' };
    expect((await post('/api/admin/privacy/search', body, manager.token)).statusCode).toBe(200);
    expect((await post('/api/admin/privacy/export', body, manager.token)).statusCode).toBe(200);
    const who = { userId: manager.user.id, userName: 'Mia Manager', leadId: null, subject: 'ana@example.ph' };
    expect(await rows()).toMatchObject([
      { ...who, action: 'privacy_search' },
      { ...who, action: 'privacy_export' },
    ]);
    // Once erased, the record keeps what was done but no longer the address (as the privacy audit).
    expect((await post('/api/admin/privacy/erase', body, manager.token)).statusCode).toBe(200);
    const after = await rows();
    expect(after.map((r) => r.action)).toEqual(['privacy_search', 'privacy_export', 'privacy_erase']);
    expect(JSON.stringify(after)).not.toContain('ana@example.ph');
    const [erased] = new Set(after.map((r) => r.subject));
    expect(erased).toMatch(/^Erased address [0-9a-f]{12}$/);
    expect(new Set(after.map((r) => r.subject)).size).toBe(1);
  });

  it('an erasure whose record cannot be written erases nothing', async () => {
    const { token } = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db, { email: 'ana@example.ph', name: 'Ana' });
    await withFailingLog(ctx.db, async () => {
      expect((await post('/api/admin/privacy/erase', { email: 'ana@example.ph' }, token)).statusCode).toBe(
        500,
      );
    });
    const [row] = await ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ name: 'Ana', email: 'ana@example.ph', erasedAt: null });
  });
});

describe('GET /api/admin/leads/:id/access', () => {
  it('lists who opened the lead, newest first; 404 for an unknown lead, 422 for a malformed id', async () => {
    const admin = await createAdmin(ctx.db, { name: 'Maria Admin' });
    const manager = await staff('manager', 'Mia Manager');
    const lead = await createLead(ctx.db);
    const other = await createLead(ctx.db);
    await get(`/api/admin/leads/${lead.id}`, admin.token);
    await get(`/api/admin/leads/${other.id}`, admin.token);
    await get(`/api/admin/leads/${lead.id}`, manager.token);

    const res = await get(`/api/admin/leads/${lead.id}/access`, manager.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [
        {
          id: expect.any(Number),
          at: expect.any(String),
          user: { id: manager.user.id, name: 'Mia Manager' },
          action: 'view',
          lead_id: lead.id,
          subject: null,
        },
        {
          id: expect.any(Number),
          at: expect.any(String),
          user: { id: admin.user.id, name: 'Maria Admin' },
          action: 'view',
          lead_id: lead.id,
          subject: null,
        },
      ],
    });
    expect((await get('/api/admin/leads/999999/access', admin.token)).json()).toEqual({
      message: 'Inquiry not found.',
    });
    expect((await get('/api/admin/leads/abc/access', admin.token)).statusCode).toBe(422);
  });

  it('is for admins and managers: 403 for sales (even for their own lead), editors and viewers', async () => {
    const rep = await staff('sales');
    const lead = await createLead(ctx.db, { assigneeId: rep.user.id });
    for (const token of [rep.token, (await staff('editor')).token, (await staff('viewer')).token]) {
      expect((await get(`/api/admin/leads/${lead.id}/access`, token)).statusCode).toBe(403);
      expect((await get('/api/admin/access-log', token)).statusCode).toBe(403);
    }
    expect((await get('/api/admin/access-log')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/access-log', () => {
  const at = (iso: string) => new Date(iso);

  it('pages newest first and filters by user, lead, action and business dates (both ends included)', async () => {
    const { token, user } = await createAdmin(ctx.db);
    const other = await staff('manager');
    await logged([
      // 2025-03-01 00:30 in Manila is still 28 February in UTC.
      { userId: user.id, action: 'view', leadId: 7, createdAt: at('2025-02-28T16:30:00Z') },
      {
        userId: other.user.id,
        action: 'export',
        subject: 'all leads',
        createdAt: at('2025-03-01T10:00:00Z'),
      },
      { userId: user.id, action: 'privacy_search', subject: 'x@y.ph', createdAt: at('2025-03-02T15:59:00Z') },
      { userId: user.id, action: 'view', leadId: 8, createdAt: at('2025-03-02T16:00:00Z') },
    ]);
    const list = async (query: string) => {
      const res = await get(`/api/admin/access-log${query}`, token);
      expect([query, res.statusCode]).toEqual([query, 200]);
      return res.json();
    };
    const all = await list('');
    expect(all).toMatchObject({ total: 4, current_page: 1, last_page: 1, per_page: 10 });
    expect(all.data.map((r: { lead_id: number | null }) => r.lead_id)).toEqual([8, null, null, 7]);
    expect(all.data[0]).toEqual({
      id: expect.any(Number),
      at: '2025-03-02T16:00:00.000Z',
      user: { id: user.id, name: 'Someone' },
      action: 'view',
      lead_id: 8,
      subject: null,
    });
    const page2 = await list('?per_page=3&page=2');
    expect(page2).toMatchObject({ total: 4, current_page: 2, last_page: 2, per_page: 3 });
    expect(page2.data.map((r: { lead_id: number }) => r.lead_id)).toEqual([7]);

    expect((await list(`?user_id=${other.user.id}`)).data.map((r: { action: string }) => r.action)).toEqual([
      'export',
    ]);
    expect((await list('?lead_id=7')).total).toBe(1);
    expect((await list('?action=view')).total).toBe(2);
    expect((await list('?from=2025-03-01&to=2025-03-02')).total).toBe(3);
    expect((await list('?from=2025-03-03')).data.map((r: { lead_id: number }) => r.lead_id)).toEqual([8]);
    expect((await list('?to=2025-02-28')).total).toBe(0);
    expect((await list('?action=view&from=2025-03-01&to=2025-03-01')).total).toBe(1);
  });

  it('422 for malformed filters: dates, ids, actions, pages; markup and line breaks included', async () => {
    const { token } = await createAdmin(ctx.db);
    const bad: [string, string][] = [
      ['from=2025-13-01', 'from'],
      ['from=2025-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['from=2025-03-01T00:00:00Z', 'from'],
      ['from=2025-03-05&to=2025-03-01', 'to'],
      ['user_id=abc', 'user_id'],
      ['user_id=0', 'user_id'],
      ['user_id=99999999999', 'user_id'],
      ['lead_id=-1', 'lead_id'],
      [`lead_id=${encodeURIComponent('<script>1</script>')}`, 'lead_id'],
      ['action=delete', 'action'],
      [`action=${encodeURIComponent('view\r\nX: 1')}`, 'action'],
      ['page=0', 'page'],
      ['per_page=100000', 'per_page'],
    ];
    for (const [query, field] of bad) {
      const res = await get(`/api/admin/access-log?${query}`, token);
      expect([query, res.statusCode]).toEqual([query, 422]);
      expect([query, Object.keys(res.json().errors)]).toEqual([query, [field]]);
    }
  });
});

describe('retention', () => {
  it('purgeAccessLog deletes the rows older than the retention and keeps the rest', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    await logged([
      { leadId: 1, createdAt: new Date(now.getTime() - 400 * day) },
      { leadId: 2, createdAt: new Date(now.getTime() - 365 * day - 1000) },
      { leadId: 3, createdAt: new Date(now.getTime() - 364 * day) },
      { leadId: 4, createdAt: now },
    ]);
    expect(await purgeAccessLog(ctx.db, { retentionDays: 365, now })).toBe(2);
    expect((await rows()).map((r) => r.leadId)).toEqual([3, 4]);
    expect(await purgeAccessLog(ctx.db, { retentionDays: 365, now })).toBe(0);
    expect(await purgeAccessLog(ctx.db, { retentionDays: 1, now })).toBe(1);
    expect((await rows()).map((r) => r.leadId)).toEqual([4]);
  });

  it('the default retention is a year, and the setting is checked at start', async () => {
    const { loadConfig } = await import('../../server/config');
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).ACCESS_LOG_RETENTION_DAYS).toBe(365);
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', ACCESS_LOG_RETENTION_DAYS: '0' })).toThrow(
      /ACCESS_LOG_RETENTION_DAYS/,
    );
  });
});
