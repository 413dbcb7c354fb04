import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DESK_MESSAGES } from '#common/schemas/lead-desk';
import { holidaySeededYears, holidays } from '../../server/db/schema';
import { ensureHolidays } from '../../server/services/leads/holidays';
import { call, setupApi } from '../support/api';
import { createAdmin } from '../support/factories';

// Holidays (docs/product.md §24): each year seeded once from date-holidays (PH regular holidays and
// special non-working days, not observances), then the admins' list to add to, rename, remove.
const ctx = setupApi();

const JUNE_2026 = new Date('2026-06-01T00:00:00Z');
const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
  call(ctx.app, {
    method,
    url: `/api/admin${url}`,
    token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const year = async (token: string, y: number) =>
  (await send('GET', `/holidays?year=${y}`, token)).json().data as {
    id: number;
    date: string;
    name: string;
    source: string;
  }[];

describe('ensureHolidays', () => {
  it('seeds this year and the next in Manila: public and optional days, not observances', async () => {
    const { token } = await createAdmin(ctx.db);
    await ensureHolidays(ctx.db, JUNE_2026);
    const days2026 = await year(token, 2026);
    const byDate = new Map(days2026.map((h) => [h.date, h]));
    expect(byDate.get('2026-11-30')).toEqual({
      id: expect.any(Number),
      date: '2026-11-30',
      name: 'Bonifacio Day',
      source: 'seeded',
    });
    expect(byDate.get('2026-12-25')?.name).toBe('Christmas Day');
    expect(byDate.get('2026-01-01')?.name).toBe("New Year's Day");
    // Special non-working days (date-holidays' `optional`).
    expect(byDate.get('2026-08-21')?.name).toBe('Ninoy Aquino Day');
    // A holiday whose library date carries an offset ("2026-03-20 00:00:00 -0600") keeps its day.
    expect(byDate.has('2026-03-20')).toBe(true);
    // Observances are working days.
    for (const observance of ['2026-01-23', '2026-02-25', '2026-06-19'])
      expect(byDate.has(observance)).toBe(false);
    expect(days2026.map((h) => h.date)).toEqual([...days2026.map((h) => h.date)].sort());
    expect(days2026.every((h) => h.source === 'seeded')).toBe(true);

    const days2027 = await year(token, 2027);
    expect(days2027.find((h) => h.date === '2027-11-30')?.name).toBe('Bonifacio Day');
    expect(days2027.find((h) => h.date === '2027-12-25')?.name).toBe('Christmas Day');
    expect(await year(token, 2028)).toEqual([]);
    const seeded = await ctx.db.select({ year: holidaySeededYears.year }).from(holidaySeededYears);
    expect(seeded.map((r) => r.year).sort()).toEqual([2026, 2027]);
  });

  it('the Manila year: 31 Dec 2026 20:00 UTC is already 2027 in Manila', async () => {
    await ensureHolidays(ctx.db, new Date('2026-12-31T20:00:00Z'));
    const seeded = await ctx.db.select({ year: holidaySeededYears.year }).from(holidaySeededYears);
    expect(seeded.map((r) => r.year).sort()).toEqual([2027, 2028]);
  });

  it('twice (or two instances at once): no duplicates; a deleted seeded day stays deleted; an admin’s day stays', async () => {
    const { token } = await createAdmin(ctx.db);
    // The admin closed Christmas 2027 before the year was seeded: their name is kept.
    expect(
      (await send('POST', '/holidays', token, { date: '2027-12-25', name: 'Company Christmas' })).statusCode,
    ).toBe(201);
    await Promise.all([ensureHolidays(ctx.db, JUNE_2026), ensureHolidays(ctx.db, JUNE_2026)]);
    const count = async () => Number((await ctx.db.select({ n: sql<number>`count(*)` }).from(holidays))[0].n);
    const first = await count();
    expect(first).toBeGreaterThan(30);
    expect((await year(token, 2027)).find((h) => h.date === '2027-12-25')).toMatchObject({
      name: 'Company Christmas',
      source: 'admin',
    });

    const bonifacio = (await year(token, 2026)).find((h) => h.date === '2026-11-30');
    expect((await send('DELETE', `/holidays/${bonifacio?.id}`, token)).statusCode).toBe(204);
    await ensureHolidays(ctx.db, JUNE_2026);
    await ensureHolidays(ctx.db, new Date('2027-03-01T00:00:00Z'));
    expect((await year(token, 2026)).some((h) => h.date === '2026-11-30')).toBe(false);
    expect(await count()).toBe(first - 1 + (await year(token, 2028)).length);
  });
});

describe('the holidays API', () => {
  it('GET defaults to the current Manila year; POST adds (201), PATCH renames, DELETE removes (204)', async () => {
    const { token } = await createAdmin(ctx.db);
    const thisYear = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
    expect((await send('GET', '/holidays', token)).json()).toEqual({ success: true, data: [] });

    const added = await send('POST', '/holidays', token, {
      date: `${thisYear}-12-26`,
      name: '  Year-end shutdown ',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      success: true,
      message: 'Holiday added.',
      data: { id: expect.any(Number), date: `${thisYear}-12-26`, name: 'Year-end shutdown', source: 'admin' },
    });
    const { id } = added.json().data;
    expect((await send('GET', '/holidays', token)).json().data).toEqual([added.json().data]);
    expect(await year(token, thisYear + 1)).toEqual([]);

    const renamed = await send('PATCH', `/holidays/${id}`, token, { name: 'Inventory day' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'Holiday renamed.',
      data: { id, name: 'Inventory day', source: 'admin' },
    });

    expect((await send('DELETE', `/holidays/${id}`, token)).statusCode).toBe(204);
    expect((await send('GET', '/holidays', token)).json().data).toEqual([]);
  });

  it('a date that is a holiday already: 422 on date', async () => {
    const { token } = await createAdmin(ctx.db);
    await send('POST', '/holidays', token, { date: '2026-12-26', name: 'One' });
    const res = await send('POST', '/holidays', token, { date: '2026-12-26', name: 'Two' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: DESK_MESSAGES.holidayTaken,
      errors: { date: [DESK_MESSAGES.holidayTaken] },
    });
  });

  it('hostile input: not a date, markup and CR/LF in names, oversized, wrong types, bad years, unknown ids', async () => {
    const { token } = await createAdmin(ctx.db);
    for (const date of [
      '2026-02-30',
      '26-12-01',
      '2026-12-01T00:00:00Z',
      'tomorrow',
      20261201,
      null,
      "2026-12-01' or 1=1",
    ]) {
      const res = await send('POST', '/holidays', token, { date, name: 'Day' });
      expect(res.statusCode, String(date)).toBe(422);
      expect(res.json().errors.date, String(date)).toEqual([DESK_MESSAGES.date]);
    }
    for (const name of ['', '   ', '<b></b>', 'x'.repeat(121), 42]) {
      const res = await send('POST', '/holidays', token, { date: '2026-12-01', name });
      expect(res.statusCode, String(name)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['name']);
    }
    const clean = await send('POST', '/holidays', token, {
      date: '2026-12-01',
      name: '<script>x</script>Town\r\nfiesta',
    });
    expect(clean.json().data.name).toBe('Town fiesta');
    const { id } = clean.json().data;
    const renamed = await send('PATCH', `/holidays/${id}`, token, {
      name: '<img src=x onerror=alert(1)>Fiesta\nday',
    });
    expect(renamed.json().data.name).toBe('Fiesta day');
    expect((await send('PATCH', `/holidays/${id}`, token, { name: '' })).statusCode).toBe(422);

    for (const q of ['1999', '2101', 'abc', '2026.5'])
      expect((await send('GET', `/holidays?year=${q}`, token)).statusCode, q).toBe(422);
    const notFound = { message: DESK_MESSAGES.holidayNotFound };
    expect((await send('PATCH', '/holidays/999999', token, { name: 'X' })).json()).toEqual(notFound);
    expect((await send('DELETE', '/holidays/999999', token)).json()).toEqual(notFound);
    expect((await send('DELETE', '/holidays/0', token)).statusCode).toBe(422);
  });
});
