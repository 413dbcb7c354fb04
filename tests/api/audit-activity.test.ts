import { describe, expect, it } from 'vitest';
import { setSettingValues } from '../../server/services/settings';
import { call, setupApi } from '../support/api';
import { createAdmin, createBrand, createLead, createUser, createVariant } from '../support/factories';
import { ISO } from './support/admin-api';

// The Activity page's list (docs/product.md §26): each entry names its record as it is now, and a
// lead's changes are read from its own history (lead_events), never written twice, within the leads
// list's scope (§23): a sales rep sees their own leads' changes only, an editor none; a note or a
// contact's words are "changed", never their text.
const ctx = setupApi();

type Entry = { entity: string; entity_id: string; source: string; changes: Record<string, unknown> };
const audit = async (token: string, query = '') => {
  const res = await call(ctx.app, { url: `/api/admin/audit${query}`, token });
  return { status: res.statusCode, body: res.json(), text: res.body };
};
const leadIds = (body: { data: Entry[] }) =>
  [...new Set(body.data.filter((e) => e.entity === 'lead').map((e) => Number(e.entity_id)))].sort();
const patch = (token: string, id: number, payload: object) =>
  call(ctx.app, { method: 'PATCH', url: `/api/admin/leads/${id}`, token, payload });

/** Two reps, a lead of each and an unassigned one, each lead changed once by the manager. */
async function twoRepsWithChanges() {
  const manager = await createUser(ctx.db, { role: 'manager' });
  const rep = await createUser(ctx.db, { role: 'sales' });
  const other = await createUser(ctx.db, { role: 'sales' });
  const mine = await createLead(ctx.db, { assigneeId: rep.user.id });
  const theirs = await createLead(ctx.db, { assigneeId: other.user.id });
  const free = await createLead(ctx.db);
  for (const lead of [mine, theirs, free]) {
    const res = await patch(manager.token, lead.id, {
      status: 'contacted',
      note: 'Called Juan on 0917 555 0101',
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { manager, rep, other, mine, theirs, free };
}

describe("a lead's changes in the trail", () => {
  it('are entries of entity lead from its history, with status before and after and the note only as changed', async () => {
    const { manager, mine } = await twoRepsWithChanges();
    const res = await audit(manager.token, `?entity=lead&entity_id=${mine.id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(res.body.data).toEqual([
      {
        id: expect.any(Number),
        source: 'lead_events',
        at: ISO,
        user: { id: manager.user.id, name: manager.user.name },
        entity: 'lead',
        entity_id: String(mine.id),
        action: 'update',
        changes: { status: { from: 'new', to: 'contacted' }, note: { redacted: true } },
        change_set_id: expect.any(String),
        revert_of: null,
        // A lead's name is personal data: never in the trail.
        name: null,
      },
    ]);
    expect(res.text).not.toContain('Juan');
    expect(res.text).not.toContain('0917');
  });

  it('an assignment says who had it before; closing says the reason', async () => {
    const admin = await createAdmin(ctx.db);
    const [ana, ben] = [
      await createUser(ctx.db, { role: 'sales' }),
      await createUser(ctx.db, { role: 'sales' }),
    ];
    const lead = await createLead(ctx.db);
    for (const person of [ana, ben]) {
      const res = await call(ctx.app, {
        method: 'POST',
        url: `/api/admin/leads/${lead.id}/assign`,
        token: admin.token,
        payload: { user_id: person.user.id },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await patch(admin.token, lead.id, { status: 'closed', close_reason: 'won' })).statusCode).toBe(
      200,
    );
    const { body } = await audit(admin.token, `?entity=lead&entity_id=${lead.id}`);
    expect(body.data.map((e: Entry) => e.changes)).toEqual([
      { status: { from: 'new', to: 'closed' }, close_reason: { from: null, to: 'won' } },
      { assignee: { from: ana.user.name, to: ben.user.name } },
      { assignee: { from: null, to: ana.user.name } },
    ]);
  });

  it('are listed with the trail, newest first, and counted in its total', async () => {
    const admin = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db);
    const brand = await createBrand(ctx.db, { name: 'Volvo' });
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/admin/brands/${brand.id}`,
      token: admin.token,
      payload: { name: 'Volvo CE' },
    });
    await patch(admin.token, lead.id, { status: 'contacted' });
    const { body } = await audit(admin.token, '?per_page=2');
    expect(body.data.map((e: Entry) => [e.entity, e.source])).toEqual([
      ['lead', 'lead_events'],
      ['brand', 'audit'],
    ]);
    const all = await audit(admin.token, '?per_page=100');
    expect(all.body.total).toBe(all.body.data.length);
    // Filters apply to both: by person, by action (a lead's change is an update), by dates.
    expect((await audit(admin.token, `?user_id=${admin.user.id}`)).body.total).toBe(2);
    expect((await audit(admin.token, '?action=create&entity=lead')).body.total).toBe(0);
    expect((await audit(admin.token, '?entity=lead&from=2099-01-01')).body.total).toBe(0);
    expect((await audit(admin.token, '?entity=lead&to=2000-01-01')).body.total).toBe(0);
  });
});

describe('who sees which lead changes', () => {
  it('a sales rep: only their own leads, as the leads list; another lead is an empty page', async () => {
    const { rep, mine, theirs, free } = await twoRepsWithChanges();
    const seen = await audit(rep.token, '?per_page=100');
    expect(seen.status, seen.text).toBe(200);
    expect(leadIds(seen.body)).toEqual([mine.id]);
    expect((await audit(rep.token, '?entity=lead')).body.total).toBe(1);
    for (const id of [theirs.id, free.id]) {
      const other = await audit(rep.token, `?entity=lead&entity_id=${id}`);
      expect(other.status).toBe(200);
      expect(other.body).toMatchObject({ total: 0, data: [] });
    }
    // When Settings let sales take unassigned leads, those are theirs to see too (the list's rule).
    await setSettingValues(ctx.db, { sales_take_unassigned: 'true' });
    expect(leadIds((await audit(rep.token, '?entity=lead')).body)).toEqual([mine.id, free.id].sort());
  });

  it('managers and admins see every lead; editors and viewers none (403 when asked for)', async () => {
    const { manager, mine, theirs, free } = await twoRepsWithChanges();
    expect(leadIds((await audit(manager.token, '?entity=lead')).body)).toEqual(
      [mine.id, theirs.id, free.id].sort((a, b) => a - b),
    );
    for (const role of ['editor', 'viewer'] as const) {
      const person = await createUser(ctx.db, { role });
      expect((await audit(person.token, '?entity=lead')).status, role).toBe(403);
      const all = await audit(person.token, '?per_page=100');
      expect(all.status).toBe(200);
      expect(leadIds(all.body), role).toEqual([]);
    }
  });

  it('hostile lead ids in the filter are an empty page or 422, never an error', async () => {
    const admin = await createAdmin(ctx.db);
    for (const id of [
      'abc',
      '0',
      '-1',
      '1.5',
      '99999999999',
      '1%20or%201=1',
      '%3Cb%3E1%3C/b%3E',
      '1%0D%0A2',
    ]) {
      const res = await audit(admin.token, `?entity=lead&entity_id=${id}`);
      expect([200, 422], id).toContain(res.status);
      if (res.status === 200) expect(res.body.total, id).toBe(0);
    }
  });
});

describe('each entry names its record as it is now', () => {
  it('a brand by its name now, a variant by its own; a deleted record and a setting by none', async () => {
    const admin = await createAdmin(ctx.db);
    const send = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
      call(ctx.app, { method, url, token: admin.token, payload });
    const brand = await createBrand(ctx.db, { name: 'Volvo' });
    await send('PUT', `/api/admin/brands/${brand.id}`, { description: 'Loaders' });
    await send('PUT', `/api/admin/brands/${brand.id}`, { name: 'Volvo CE' });
    const variant = await createVariant(ctx.db, { name: 'NWL-30' });
    await send('PUT', `/api/admin/variants/${variant.id}`, { price: 1250000 });
    const gone = await createBrand(ctx.db, { name: 'Gone Brand' });
    await send('DELETE', `/api/admin/brands/${gone.id}`);
    await send('PUT', '/api/admin/settings', { settings: { site_name: 'Heavy Iron' } });
    const names = async (query: string) =>
      (await audit(admin.token, query)).body.data.map((e: Entry & { name: string | null }) => e.name);
    expect(await names(`?entity=brand&entity_id=${brand.id}&action=update`)).toEqual([
      'Volvo CE',
      'Volvo CE',
    ]);
    expect(await names(`?entity=variant&entity_id=${variant.id}&action=update`)).toEqual(['NWL-30']);
    expect(await names(`?entity=brand&entity_id=${gone.id}&action=delete`)).toEqual([null]);
    expect(await names('?entity=setting')).toEqual([null]);
  });
});
