import { beforeEach, describe, expect, it } from 'vitest';
import { call, setupApi } from '../support/api';
import { createAdmin, createLead, createUser } from '../support/factories';

// The response-time figures (docs/product.md §24) on a known set of leads: medians and 90th
// percentiles of the stored business minutes, the share answered by the due time, the overdue now.
const ctx = setupApi();

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const report = (token: string, query = '') =>
  call(ctx.app, { url: `/api/admin/reports/response-times${query}`, token });

let repA: Awaited<ReturnType<typeof createUser>>;
let repB: Awaited<ReturnType<typeof createUser>>;
let overdueOld: number;
let overdueNew: number;

/** Answered `minutes` business minutes after arrival, in time (or not) for its due time. */
const answered = (daysAgo: number, minutes: number, inTime: boolean) => {
  const createdAt = ago(daysAgo * DAY);
  return {
    createdAt,
    dueAt: new Date(createdAt.getTime() + 2 * HOUR),
    firstResponseAt: new Date(createdAt.getTime() + (inTime ? 1 : 3) * HOUR),
    responseMinutes: minutes,
    status: 'contacted',
  };
};

beforeEach(async () => {
  repA = await createUser(ctx.db, { role: 'sales', name: 'Ana Sales' });
  repB = await createUser(ctx.db, { role: 'sales', name: 'Ben Sales' });
  const a = repA.user.id;
  const b = repB.user.id;
  // The last 7 days.
  await createLead(ctx.db, { ...answered(1, 30, true), assigneeId: a, kind: 'quote', page: '/products/x' });
  await createLead(ctx.db, { ...answered(1, 90, false), assigneeId: a, kind: 'quote', page: '/products/x' });
  await createLead(ctx.db, { ...answered(2, 10, true), assigneeId: b, kind: 'support', page: null });
  overdueNew = (
    await createLead(ctx.db, {
      createdAt: ago(3 * HOUR),
      dueAt: ago(HOUR),
      kind: 'general',
      page: '/contact',
    })
  ).id;
  // Spam never counts, answered or overdue.
  await createLead(ctx.db, {
    ...answered(1, 1, true),
    status: 'closed',
    closeReason: 'spam',
    assigneeId: a,
  });
  // Closed without an answer: not overdue.
  await createLead(ctx.db, {
    createdAt: ago(100 * DAY),
    dueAt: ago(99 * DAY),
    status: 'closed',
    closeReason: 'lost',
  });
  // 8 to 30 days ago.
  await createLead(ctx.db, {
    ...answered(20, 200, false),
    assigneeId: a,
    kind: 'quote',
    page: '/products/x',
  });
  // 31 to 90 days ago.
  await createLead(ctx.db, { ...answered(60, 500, true), assigneeId: b, kind: 'inquiry', page: '/' });
  overdueOld = (
    await createLead(ctx.db, {
      createdAt: ago(60 * DAY),
      dueAt: ago(59 * DAY),
      assigneeId: a,
      kind: 'quote-list',
      page: null,
    })
  ).id;
  // Older than 90 days, answered: out of every period.
  await createLead(ctx.db, { ...answered(120, 5, true), assigneeId: b, kind: 'support' });
});

const figures = (
  leads: number,
  answeredN: number,
  median: number | null,
  p90: number | null,
  pct: number | null,
  overdue: number,
) => ({
  leads,
  answered: answeredN,
  median_minutes: median,
  p90_minutes: p90,
  within_target_pct: pct,
  overdue_now: overdue,
});

describe('GET /api/admin/reports/response-times', () => {
  it('the share within target leaves out leads still inside their time, and leads with no due time', async () => {
    const manager = await createUser(ctx.db, { role: 'manager' });
    // Unanswered, open, due in five hours: neither a success nor a failure yet.
    await createLead(ctx.db, { createdAt: ago(HOUR), dueAt: new Date(Date.now() + 5 * HOUR), kind: 'quote' });
    // Stored before the clock existed: no due time to be judged by.
    await createLead(ctx.db, { createdAt: ago(2 * HOUR), kind: 'quote' });
    const { data } = (await report(manager.token, '?days=7')).json();
    // Six leads of the week, three answered; of the four that can be judged, two in time.
    expect(data.overall).toEqual(figures(6, 3, 30, 78, 50, 2));
  });

  it('7 days: overall, by user, kind and source, and the overdue list, for a manager', async () => {
    const manager = await createUser(ctx.db, { role: 'manager' });
    const res = await report(manager.token, '?days=7');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.days).toBe(7);
    // Answered in 10, 30 and 90 minutes: median 30, p90 30 + 0.8 × 60 = 78; 2 of 4 in time.
    expect(data.overall).toEqual(figures(4, 3, 30, 78, 50, 2));
    expect(data.by_user).toEqual([
      { user_id: repA.user.id, name: 'Ana Sales', ...figures(2, 2, 60, 84, 50, 1) },
      { user_id: null, name: 'Unassigned', ...figures(1, 0, null, null, 0, 1) },
      { user_id: repB.user.id, name: 'Ben Sales', ...figures(1, 1, 10, 10, 100, 0) },
    ]);
    expect(data.by_kind).toEqual([
      { kind: 'quote', ...figures(2, 2, 60, 84, 50, 0) },
      { kind: 'general', ...figures(1, 0, null, null, 0, 1) },
      { kind: 'support', ...figures(1, 1, 10, 10, 100, 0) },
      // Only an older overdue lead: no lead of the period, no share.
      { kind: 'quote-list', ...figures(0, 0, null, null, null, 1) },
    ]);
    expect(data.by_source).toEqual([
      { page: '/products/x', ...figures(2, 2, 60, 84, 50, 0) },
      { page: '(unknown)', ...figures(1, 1, 10, 10, 100, 1) },
      { page: '/contact', ...figures(1, 0, null, null, 0, 1) },
    ]);
    expect(data.overdue).toEqual([
      {
        id: overdueOld,
        name: expect.any(String),
        kind: 'quote-list',
        due_at: expect.any(String),
        assignee: { id: repA.user.id, name: 'Ana Sales' },
      },
      {
        id: overdueNew,
        name: expect.any(String),
        kind: 'general',
        due_at: expect.any(String),
        assignee: null,
      },
    ]);
  });

  it('30 and 90 days widen the period; the overdue now are the same', async () => {
    const { token } = await createAdmin(ctx.db);
    // 10, 30, 90, 200: median 60, p90 90 + 0.7 × 110 = 167; 2 of 5 in time.
    expect((await report(token, '?days=30')).json().data.overall).toEqual(figures(5, 4, 60, 167, 40, 2));
    // Default: 30.
    expect((await report(token)).json().data.days).toBe(30);
    // 10, 30, 90, 200, 500: median 90, p90 200 + 0.6 × 300 = 380; 3 of 7 in time = 42.9 %.
    expect((await report(token, '?days=90')).json().data.overall).toEqual(figures(7, 5, 90, 380, 42.9, 2));
  });

  it('a sales rep sees only the leads assigned to them, even with Settings letting them take unassigned ones', async () => {
    const { setSettingValues } = await import('../../server/services/settings');
    await setSettingValues(ctx.db, { sales_take_unassigned: 'true' });
    const { data } = (await report(repA.token, '?days=90')).json();
    // 30, 90, 200: median 90, p90 90 + 0.8 × 110 = 178; 1 of 4 in time.
    expect(data.overall).toEqual(figures(4, 3, 90, 178, 25, 1));
    expect(data.by_user.map((u: { user_id: number }) => u.user_id)).toEqual([repA.user.id]);
    expect(data.overdue.map((l: { id: number }) => l.id)).toEqual([overdueOld]);
  });

  it('no leads at all: zeros and nulls', async () => {
    await ctx.testDb.reset();
    const { token } = await createAdmin(ctx.db);
    const { data } = (await report(token, '?days=7')).json();
    expect(data).toEqual({
      days: 7,
      overall: figures(0, 0, null, null, null, 0),
      by_user: [],
      by_kind: [],
      by_source: [],
      overdue: [],
    });
  });

  it('422 for a period other than 7, 30 or 90 days; 403 for a viewer or an editor', async () => {
    const { token } = await createAdmin(ctx.db);
    for (const q of ['?days=5', '?days=abc', '?days=7.5', '?days=-7', '?days=', `?days=${'9'.repeat(400)}`]) {
      const res = await report(token, q);
      expect([q, res.statusCode]).toEqual([q, 422]);
    }
    expect((await report(token, '?days=5')).json().errors).toEqual({ days: ['Use 7, 30 or 90 days.'] });
    for (const role of ['viewer', 'editor'] as const) {
      const user = await createUser(ctx.db, { role });
      expect((await report(user.token, '?days=7')).statusCode).toBe(403);
    }
  });
});
