import { beforeEach, describe, expect, it } from 'vitest';
import { quotations } from '../../server/db/schema/quotations';
import { setSettingValues } from '../../server/services/settings';
import { call, setupApi } from '../support/api';
import { createAdmin, createLead, createUser } from '../support/factories';

// The dashboard's quotation figures (docs/product.md §25) on quotations written straight to the
// table: per currency, the numbers sent in the period valued at their newest revision sent in it,
// the acceptances in it, and of those sent how many are accepted; a sales rep's own leads only.
const ctx = setupApi();

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms);
const figures = (token: string, query = '') =>
  call(ctx.app, { url: `/api/admin/reports/quotations${query}`, token });

let sequence = 0;
type Row = typeof quotations.$inferInsert;
/** A quotation of `leadId`; `number` shares the sequence between revisions. */
async function quotation(leadId: number, over: Partial<Row> & { totalCents: number; number?: number }) {
  const { number, ...rest } = over;
  const [row] = await ctx.db
    .insert(quotations)
    .values({
      leadId,
      year: 2026,
      sequence: number ?? ++sequence + 100,
      revision: 0,
      status: 'sent',
      currency: 'PHP',
      vatMode: 'none',
      subtotalCents: rest.totalCents,
      discountCents: 0,
      vatCents: 0,
      validUntil: '2099-12-31',
      paymentTerms: 'Cash',
      signatoryName: 'Staff',
      signatoryEmail: 'staff@example.test',
      ...rest,
    })
    .returning();
  return row;
}

let repA: Awaited<ReturnType<typeof createUser>>;
let repB: Awaited<ReturnType<typeof createUser>>;

beforeEach(async () => {
  sequence = 0;
  repA = await createUser(ctx.db, { role: 'sales' });
  repB = await createUser(ctx.db, { role: 'sales' });
  const leadA = (await createLead(ctx.db, { kind: 'quote', assigneeId: repA.user.id })).id;
  const leadB = (await createLead(ctx.db, { kind: 'quote', assigneeId: repB.user.id })).id;
  const unassigned = (await createLead(ctx.db, { kind: 'quote' })).id;

  // Rep A, the last 7 days: Q1 sent 2 days ago and revised (R1, R2) in the week: one number,
  // worth its newest revision (R2); R2 accepted yesterday.
  await quotation(leadA, { number: 1, totalCents: 100_000_00, status: 'superseded', sentAt: ago(2 * DAY) });
  await quotation(leadA, {
    number: 1,
    revision: 1,
    totalCents: 90_000_00,
    status: 'superseded',
    sentAt: ago(DAY + 60 * MINUTE),
  });
  await quotation(leadA, {
    number: 1,
    revision: 2,
    totalCents: 85_000_50,
    status: 'accepted',
    sentAt: ago(DAY + 30 * MINUTE),
    acceptedAt: ago(DAY),
  });
  // A draft revision after it is not sent: nothing.
  await quotation(leadA, { number: 1, revision: 3, totalCents: 1_00, status: 'draft' });
  // Rep A: a draft never sent.
  await quotation(leadA, { totalCents: 5_000_00, status: 'draft' });
  // Rep A: just inside the 7 days, in dollars.
  await quotation(leadA, {
    totalCents: 12_345_67,
    currency: 'USD',
    status: 'viewed',
    sentAt: ago(7 * DAY - MINUTE),
  });
  // Rep A: just outside the 7 days (inside 30), accepted inside the 7: an acceptance of the week,
  // not a sending of it.
  await quotation(leadA, {
    totalCents: 40_000_00,
    status: 'accepted',
    sentAt: ago(7 * DAY + MINUTE),
    acceptedAt: ago(3 * DAY),
  });
  // Rep B, 20 days ago: R0 sent 40 days ago (outside 30), R1 20 days ago: one number in 30 days
  // (R1's value), the same one in 90 days (still R1's value, the newest).
  await quotation(leadB, { number: 2, totalCents: 70_000_00, status: 'superseded', sentAt: ago(40 * DAY) });
  await quotation(leadB, { number: 2, revision: 1, totalCents: 60_000_00, sentAt: ago(20 * DAY) });
  // Unassigned lead, 60 days ago, accepted 50 days ago.
  await quotation(unassigned, {
    totalCents: 1_000_00,
    status: 'accepted',
    sentAt: ago(60 * DAY),
    acceptedAt: ago(50 * DAY),
  });
  // Older than 90 days.
  await quotation(leadB, { totalCents: 9_999_00, sentAt: ago(91 * DAY), acceptedAt: ago(90 * DAY + MINUTE) });
});

const php = (
  sent: number,
  sentValue: number,
  sentAccepted: number,
  accepted: number,
  acceptedValue: number,
) => ({
  currency: 'PHP',
  sent,
  sent_value: sentValue,
  sent_accepted: sentAccepted,
  accepted,
  accepted_value: acceptedValue,
});

describe('GET /api/admin/reports/quotations', () => {
  it('7 days: revisions counted once at the newest sent, acceptances in the week, edges by the minute', async () => {
    const { token } = await createAdmin(ctx.db);
    const res = await figures(token, '?days=7');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      days: 7,
      currencies: [
        {
          currency: 'USD',
          sent: 1,
          sent_value: 12_345.67,
          sent_accepted: 0,
          accepted: 0,
          accepted_value: 0,
        },
        // Q1 (at R2, 85,000.50, accepted); accepted: Q1-R2 and the one sent 7 days and a minute ago.
        php(1, 85_000.5, 1, 2, 125_000.5),
      ],
    });
  });

  it('30 and 90 days widen the period; 30 is the default', async () => {
    const { token } = await createAdmin(ctx.db);
    const days30 = (await figures(token)).json().data;
    expect(days30.days).toBe(30);
    // Q1 at R2, the one sent 7 days and a minute ago, and Q2 at R1 (60,000).
    expect(days30.currencies[1]).toEqual(php(3, 185_000.5, 2, 2, 125_000.5));
    const days90 = (await figures(token, '?days=90')).json().data;
    // And the unassigned lead's (sent 60 days ago, accepted 50); Q2 still at R1, counted once.
    expect(days90.currencies[1]).toEqual(php(4, 186_000.5, 3, 3, 126_000.5));
    expect(days90.currencies[0]).toEqual(expect.objectContaining({ currency: 'USD', sent: 1 }));
  });

  it('a sales rep sees their own leads’ quotations, not the unassigned ones they may take', async () => {
    await setSettingValues(ctx.db, { sales_take_unassigned: 'true' });
    const a = (await figures(repA.token, '?days=90')).json().data.currencies;
    expect(a.map((c: { currency: string }) => c.currency)).toEqual(['USD', 'PHP']);
    expect(a[1]).toEqual(php(2, 125_000.5, 2, 2, 125_000.5));
    const b = (await figures(repB.token, '?days=90')).json().data.currencies;
    expect(b).toEqual([php(1, 60_000, 0, 0, 0)]);
    // A manager sees everyone's.
    const manager = await createUser(ctx.db, { role: 'manager' });
    expect((await figures(manager.token, '?days=90')).json().data.currencies[1].sent).toBe(4);
  });

  it('nothing in the period: no currency at all', async () => {
    await ctx.testDb.reset();
    const { token } = await createAdmin(ctx.db);
    expect((await figures(token, '?days=7')).json().data).toEqual({ days: 7, currencies: [] });
  });

  it('large totals add up exactly', async () => {
    await ctx.testDb.reset();
    const { token } = await createAdmin(ctx.db);
    const lead = (await createLead(ctx.db, { kind: 'quote' })).id;
    // Three of 999,999,999,999.99: beyond a 32-bit integer many times over, exact in centavos.
    for (let i = 0; i < 3; i++) await quotation(lead, { totalCents: 99_999_999_999_999, sentAt: ago(DAY) });
    const [c] = (await figures(token, '?days=7')).json().data.currencies;
    expect(c).toEqual(php(3, 2_999_999_999_999.97, 0, 0, 0));
  });

  it('422 for a period other than 7, 30 or 90 days; 403 for a viewer or an editor; 401 without a session', async () => {
    const { token } = await createAdmin(ctx.db);
    for (const q of [
      '?days=5',
      '?days=abc',
      '?days=7.5',
      '?days=-7',
      '?days=',
      '?days=7&days=30',
      '?days=%3Cb%3E7%3C/b%3E',
      `?days=${'9'.repeat(400)}`,
    ]) {
      const res = await figures(token, q);
      expect([q, res.statusCode]).toEqual([q, 422]);
    }
    // Spaces and line breaks around the number are read as the number, as Number() reads them.
    expect((await figures(token, '?days=7%0D%0A')).json().data.days).toBe(7);
    expect((await figures(token, '?days=5')).json().errors).toEqual({ days: ['Use 7, 30 or 90 days.'] });
    for (const role of ['viewer', 'editor'] as const) {
      const user = await createUser(ctx.db, { role });
      expect((await figures(user.token, '?days=7')).statusCode).toBe(403);
    }
    expect((await call(ctx.app, { url: '/api/admin/reports/quotations?days=7' })).statusCode).toBe(401);
  });
});
