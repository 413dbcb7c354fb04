import { describe, expect, it } from 'vitest';
import { addDays, businessDate } from '#common/business-date';
import { DEFAULT_BUSINESS_HOURS } from '#common/schemas/lead-desk';
import { call } from '../support/api';
import { createUser } from '../support/factories';
import { expectListPage, expectSaved, ISO, setupAdminApi } from './support/admin-api';
import { branchBody, insertBranch, MANDAUE } from './support/branches';

// Branches (docs/product.md §28): the back office's CRUD, who may do what, the 409 while people
// still work at a branch, and the public list the /branches page is made from.
const { ctx, get, send, expectDeletes } = setupAdminApi();

const SATURDAYS = {
  timezone: 'Asia/Manila' as const,
  days: { ...DEFAULT_BUSINESS_HOURS.days, sat: [{ open: '08:00', close: '12:00' }] },
};

describe('POST /api/admin/branches', () => {
  it('creates a branch with a slug from its name, phones as digits, and its staff', async () => {
    const rep = await createUser(ctx.db, { role: 'sales', name: 'Rosa Reyes' });
    const res = await send(
      'POST',
      '/api/admin/branches',
      branchBody({ name: 'Cebu – Mandaue', hours: SATURDAYS, staff_ids: [rep.row.id, rep.row.id] }),
    );
    expectSaved(res, 201, 'Branch created successfully', {
      id: expect.any(Number),
      name: 'Cebu – Mandaue',
      slug: 'cebu-mandaue',
      address: 'Lot 12, M. C. Briones Street, Brgy. Tipolo',
      region: '0700000000',
      province: '0702200000',
      city: '0731300000',
      region_name: 'Region VII (Central Visayas)',
      province_name: 'Cebu',
      city_name: 'City of Mandaue',
      phones: ['09175550231'],
      email: 'cebu@ironsite.test',
      hours: SATURDAYS,
      own_hours: SATURDAYS,
      hours_same_as_desk: false,
      services: ['sales', 'parts'],
      serves_provinces: ['0702200000', '0701200000'],
      latitude: 10.3366,
      longitude: 123.9311,
      photo: null,
      staff: [{ id: rep.row.id, name: 'Rosa Reyes' }],
      created_at: ISO,
      updated_at: ISO,
    });
  });

  it('keeps the lead desk’s hours when none of its own are given', async () => {
    const res = await send('POST', '/api/admin/branches', branchBody());
    expect(res.json().data).toMatchObject({
      hours: DEFAULT_BUSINESS_HOURS,
      own_hours: null,
      hours_same_as_desk: true,
    });
  });

  it('refuses a second branch of the same name, in any case, or of the same slug (422)', async () => {
    await send('POST', '/api/admin/branches', branchBody());
    for (const name of ['CEBU', 'Cebu!']) {
      const res = await send('POST', '/api/admin/branches', branchBody({ name }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ name: ['A branch with this name already exists.'] });
    }
  });
});

describe('GET, PUT and DELETE /api/admin/branches/{id}', () => {
  it('lists branches by name with search and paging', async () => {
    const b = await insertBranch(ctx.db, { name: 'Davao', address: 'McArthur Highway' });
    await insertBranch(ctx.db, { name: 'Cebu' });
    const res = await get('/api/admin/branches?search=mcarthur');
    expectListPage(res, { total: 1, current_page: 1, last_page: 1, per_page: 10 }, [
      expect.objectContaining({ id: b.id, name: 'Davao', staff: [] }),
    ]);
    const all = (await get('/api/admin/branches')).json();
    expect(all.data.map((r: { name: string }) => r.name)).toEqual(['Cebu', 'Davao']);
  });

  it('changes only the fields given, checking a place given in part against the stored rest', async () => {
    const b = await insertBranch(ctx.db, { name: 'Davao' });
    const moved = await send('PUT', `/api/admin/branches/${b.id}`, { city: '0731300000' });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({
      city: ['Choose a city or municipality in the selected province.'],
    });
    const half = await send('PUT', `/api/admin/branches/${b.id}`, { latitude: 14.7 });
    expect(half.json().errors).toEqual({
      latitude: ['Give both the latitude and the longitude, or neither.'],
    });

    const res = await send('PUT', `/api/admin/branches/${b.id}`, {
      name: 'Davao City',
      hours: SATURDAYS,
      latitude: 7.0568,
      longitude: 125.5597,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Branch updated successfully',
      data: { name: 'Davao City', slug: 'davao-city', own_hours: SATURDAYS, city: '1381600000' },
    });
    const back = await send('PUT', `/api/admin/branches/${b.id}`, { hours: null });
    expect(back.json().data).toMatchObject({ hours_same_as_desk: true, hours: DEFAULT_BUSINESS_HOURS });
  });

  it('sets and clears who works there', async () => {
    const b = await insertBranch(ctx.db);
    const [ana, ben] = [
      await createUser(ctx.db, { role: 'sales', name: 'Ana' }),
      await createUser(ctx.db, { role: 'manager', name: 'Ben' }),
    ];
    const set = await send('PUT', `/api/admin/branches/${b.id}`, { staff_ids: [ben.row.id, ana.row.id] });
    expect(set.json().data.staff).toEqual([
      { id: ana.row.id, name: 'Ana' },
      { id: ben.row.id, name: 'Ben' },
    ]);
    // A save that does not name them keeps them, and the provinces served.
    const other = await send('PUT', `/api/admin/branches/${b.id}`, { address: '2 Test Road' });
    expect(other.json().data).toMatchObject({
      staff: set.json().data.staff,
      serves_provinces: ['1300000000'],
    });
    const less = await send('PUT', `/api/admin/branches/${b.id}`, { staff_ids: [ben.row.id] });
    expect(less.json().data.staff).toEqual([{ id: ben.row.id, name: 'Ben' }]);
  });

  it('refuses to delete a branch people still work at (409), then deletes it', async () => {
    const rep = await createUser(ctx.db, { role: 'sales' });
    const b = (await send('POST', '/api/admin/branches', branchBody({ staff_ids: [rep.row.id] }))).json()
      .data;
    const res = await send('DELETE', `/api/admin/branches/${b.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This branch still has 1 staff member. Move or remove it first.',
    });
    await send('PUT', `/api/admin/branches/${b.id}`, { staff_ids: [] });
    await expectDeletes(`/api/admin/branches/${b.id}`, 'Branch has been deleted successfully.');
  });

  it('answers 404 for an unknown branch', async () => {
    for (const [method, payload] of [['GET'], ['PUT', { name: 'X' }], ['DELETE']] as const) {
      const res = await call(ctx.app, {
        method,
        url: '/api/admin/branches/999999',
        payload,
        token: (await createUser(ctx.db, { role: 'admin' })).token,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Branch not found.');
    }
  });
});

describe('who may read and write branches', () => {
  it('lets every staff role read, only the catalogue’s writers write, and no site account in', async () => {
    const b = await insertBranch(ctx.db);
    for (const role of ['admin', 'manager', 'sales', 'editor', 'viewer'] as const) {
      const { token } = await createUser(ctx.db, { role });
      const read = await call(ctx.app, { method: 'GET', url: `/api/admin/branches/${b.id}`, token });
      expect(read.statusCode, role).toBe(200);
      const write = await call(ctx.app, {
        method: 'PUT',
        url: `/api/admin/branches/${b.id}`,
        payload: { address: `Road of ${role}` },
        token,
      });
      expect(write.statusCode, role).toBe(role === 'admin' || role === 'editor' ? 200 : 403);
    }
    const user = await createUser(ctx.db, { role: 'user' });
    const res = await call(ctx.app, { method: 'GET', url: '/api/admin/branches', token: user.token });
    expect(res.statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: '/api/admin/branches' })).statusCode).toBe(401);
  });
});

describe('GET /api/public/branches', () => {
  it('lists every branch by region in the PSA’s order, with the week it keeps', async () => {
    await insertBranch(ctx.db, { name: 'Cebu', ...MANDAUE, hours: SATURDAYS });
    const vz = await insertBranch(ctx.db, { name: 'Valenzuela', latitude: 14.7, longitude: 120.98 });
    const res = await call(ctx.app, { method: 'GET', url: '/api/public/branches' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    const { data } = res.json();
    expect(data.map((b: { name: string }) => b.name)).toEqual(['Valenzuela', 'Cebu']);
    expect(data[0]).toEqual({
      id: vz.id,
      name: 'Valenzuela',
      slug: vz.slug,
      address: '1 Test Road',
      region: '1300000000',
      province: '1300000000',
      city: '1381600000',
      region_name: 'National Capital Region (NCR)',
      province_name: 'Metro Manila',
      city_name: 'City of Valenzuela',
      phones: ['09170000001'],
      email: null,
      hours: DEFAULT_BUSINESS_HOURS,
      hours_same_as_desk: true,
      closed_on: expect.any(Array),
      services: ['sales'],
      serves_provinces: ['1300000000'],
      latitude: 14.7,
      longitude: 120.98,
      photo: null,
    });
    expect(data[1].hours).toEqual(SATURDAYS);
    // Nothing about people: no staff, no record times.
    expect(Object.keys(data[1])).not.toContain('staff');
  });

  it('carries the holidays from today as the days every branch is closed, and follows a new one at once', async () => {
    await insertBranch(ctx.db, { name: 'Valenzuela' });
    const closedOn = async () =>
      (await call(ctx.app, { method: 'GET', url: '/api/public/branches' })).json().data[0]
        .closed_on as string[];
    const today = businessDate(new Date());
    const before = await closedOn();
    expect(before).toEqual([...before].sort());
    expect(before.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && d >= today)).toBe(true);
    const day = addDays(today, 200);
    const added = await send('POST', '/api/admin/holidays', { date: day, name: 'Company anniversary' });
    expect(added.statusCode, added.body).toBe(201);
    expect(await closedOn()).toContain(day);
    const past = addDays(today, -1);
    expect((await send('POST', '/api/admin/holidays', { date: past, name: 'Yesterday' })).statusCode).toBe(
      201,
    );
    expect(await closedOn()).not.toContain(past);
  });

  it('shows a save at once: the admin write empties the kept answer', async () => {
    const before = (await call(ctx.app, { method: 'GET', url: '/api/public/branches' })).json();
    expect(before.data).toEqual([]);
    await send('POST', '/api/admin/branches', branchBody());
    const after = (await call(ctx.app, { method: 'GET', url: '/api/public/branches' })).json();
    expect(after.data.map((b: { name: string }) => b.name)).toEqual(['Cebu']);
  });
});
