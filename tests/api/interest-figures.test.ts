import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INTEREST_MESSAGES } from '#common/schemas/interest';
import { variants } from '../../server/db/schema';
import { addCounts, dayCount, type Interest } from '../../server/services/interest/record';
import { call, setupApi } from '../support/api';
import { createAdmin, createUser, createVariant } from '../support/factories';
import { machines, storedCounts } from './support/interest';

// GET /api/admin/dashboard/interest?days=7|30 (docs/product.md §20): counts summed per machine over
// the last 7 or 30 days of business time, today included; the funnel and the totals over every
// machine, the top machines most viewed first.

const ctx = setupApi();

/** `n` events on the business day `daysAgo` before today (noon in Manila, so never near midnight). */
async function happened(interest: Interest, daysAgo: number, n = 1) {
  const noon = new Date(`${new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)}T04:00:00Z`);
  const at = new Date(noon.getTime() - daysAgo * 24 * 3600_000);
  await addCounts(ctx.db, [dayCount(interest, at, n)]);
}

const figures = async (query: string, token?: string) =>
  call(ctx.app, {
    url: `/api/admin/dashboard/interest${query}`,
    token: token ?? (await createAdmin(ctx.db)).token,
  });

describe('the counts', () => {
  it('add up per day, machine, event and channel, one row each', async () => {
    const { shown } = await machines(ctx.db);
    const monday = new Date('2025-03-03T04:00:00Z');
    const sunday = new Date('2025-03-02T15:59:59Z'); // 23:59:59 in Manila: still Sunday there
    const mondayEarly = new Date('2025-03-02T16:00:00Z'); // 00:00 Monday in Manila
    const view = { variantId: shown.id, event: 'page_view' } as const;
    await addCounts(ctx.db, [dayCount(view, monday)]);
    await addCounts(ctx.db, [dayCount(view, mondayEarly)]);
    await addCounts(ctx.db, [dayCount(view, sunday)]);
    await addCounts(ctx.db, [
      dayCount({ variantId: shown.id, event: 'chat_click', channel: 'viber' }, monday, 3),
    ]);
    await addCounts(ctx.db, [
      dayCount({ variantId: shown.id, event: 'chat_click', channel: 'whatsapp' }, monday),
    ]);
    expect(await storedCounts(ctx.db)).toEqual([
      { day: '2025-03-02', variant_id: shown.id, event: 'page_view', channel: '', count: 1 },
      { day: '2025-03-03', variant_id: shown.id, event: 'chat_click', channel: 'viber', count: 3 },
      { day: '2025-03-03', variant_id: shown.id, event: 'chat_click', channel: 'whatsapp', count: 1 },
      { day: '2025-03-03', variant_id: shown.id, event: 'page_view', channel: '', count: 2 },
    ]);
  });

  it('skip a machine that does not exist, and leave with a machine that is deleted', async () => {
    const { shown } = await machines(ctx.db);
    const written = await addCounts(ctx.db, [
      dayCount({ variantId: 2_000_000_000, event: 'page_view' }, new Date()),
      dayCount({ variantId: shown.id, event: 'page_view' }, new Date()),
    ]);
    expect(written).toBe(1);
    await ctx.db.delete(variants).where(eq(variants.id, shown.id));
    expect(await storedCounts(ctx.db)).toEqual([]);
  });
});

describe('GET /admin/dashboard/interest', () => {
  it('sums each machine’s figures over the period, most viewed first, with the totals and the funnel', async () => {
    const { shown: excavator, hidden } = await machines(ctx.db);
    const crane = await createVariant(ctx.db, { name: 'QY25K Truck Crane' });
    const quiet = await createVariant(ctx.db, { name: 'Never Looked At' });
    const e = excavator.id;
    await happened({ variantId: e, event: 'page_view' }, 0, 5);
    await happened({ variantId: e, event: 'page_view' }, 6, 2);
    await happened({ variantId: e, event: 'page_view' }, 7, 100); // the 8th day back: only in 30
    await happened({ variantId: e, event: 'compare_add' }, 1, 2);
    await happened({ variantId: e, event: 'quote_list_add' }, 2);
    await happened({ variantId: e, event: 'chat_click', channel: 'viber' }, 0, 2);
    await happened({ variantId: e, event: 'chat_click', channel: 'messenger' }, 3);
    await happened({ variantId: e, event: 'quote_request' }, 0);
    await happened({ variantId: e, event: 'sheet_download' }, 1, 2);
    await happened({ variantId: crane.id, event: 'page_view' }, 0, 3);
    await happened({ variantId: crane.id, event: 'quote_request' }, 0, 2);
    await happened({ variantId: hidden.id, event: 'page_view' }, 29);
    await happened({ variantId: hidden.id, event: 'page_view' }, 30); // the 31st day back: never

    const week = await figures('?days=7');
    expect(week.statusCode).toBe(200);
    const body = week.json();
    expect(body.days).toBe(7);
    expect(body.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((Date.parse(body.to) - Date.parse(body.from)) / 86_400_000).toBe(6);
    expect(body.machines).toEqual([
      {
        variant_id: e,
        name: 'PC200-8 Excavator',
        brand: expect.any(String),
        product: expect.any(String),
        views: 7,
        compare_adds: 2,
        quote_list_adds: 1,
        chat_clicks: 3,
        chat: { messenger: 1, viber: 2, whatsapp: 0 },
        quote_requests: 1,
        sheet_downloads: 2,
      },
      expect.objectContaining({
        variant_id: crane.id,
        name: 'QY25K Truck Crane',
        views: 3,
        quote_requests: 2,
      }),
    ]);
    expect(body.totals).toEqual({
      views: 10,
      compare_adds: 2,
      quote_list_adds: 1,
      chat_clicks: 3,
      quote_requests: 3,
      sheet_downloads: 2,
    });
    expect(body.funnel).toEqual({ views: 10, adds: 3, quote_requests: 3 });
    expect(JSON.stringify(body)).not.toContain(String(quiet.name));

    const month = (await figures('?days=30')).json();
    expect(month.days).toBe(30);
    expect(month.machines.map((m: { variant_id: number }) => m.variant_id)).toEqual([e, crane.id, hidden.id]);
    expect(month.machines[0].views).toBe(107);
    expect(month.machines[2].views).toBe(1);
    expect(month.totals.views).toBe(111);
  });

  it('answers zeros and no machines when nothing was counted, and 7 days without ?days', async () => {
    const res = await figures('');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      days: 7,
      totals: {
        views: 0,
        compare_adds: 0,
        quote_list_adds: 0,
        chat_clicks: 0,
        quote_requests: 0,
        sheet_downloads: 0,
      },
      funnel: { views: 0, adds: 0, quote_requests: 0 },
      machines: [],
    });
  });

  it('lists at most the 20 most viewed machines, ties by quote requests then name', async () => {
    for (let i = 0; i < 22; i++) {
      const v = await createVariant(ctx.db, { name: `Machine ${String(i).padStart(2, '0')}` });
      await happened({ variantId: v.id, event: 'page_view' }, 0, i < 2 ? 50 : 1);
      if (i === 5) await happened({ variantId: v.id, event: 'quote_request' }, 0);
    }
    const { machines: top, totals } = (await figures('?days=7')).json();
    expect(top).toHaveLength(20);
    expect(top.slice(0, 4).map((m: { name: string }) => m.name)).toEqual([
      'Machine 00',
      'Machine 01',
      'Machine 05',
      'Machine 02',
    ]);
    expect(totals.views).toBe(120);
  });

  it.each(['1', '14', '31', '7.0', '-7', 'week', '<b>7</b>', '7%0D%0A', '30&days=7'])(
    'refuses days=%s with 422 naming days',
    async (days) => {
      const res = await figures(`?days=${days}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ days: [INTEREST_MESSAGES.days] });
    },
  );

  it('is for admins only: 401 without a token, 403 for a regular user', async () => {
    expect((await call(ctx.app, { url: '/api/admin/dashboard/interest?days=7' })).statusCode).toBe(401);
    const { token } = await createUser(ctx.db);
    expect((await figures('?days=7', token)).statusCode).toBe(403);
  });
});
