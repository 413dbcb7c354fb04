import { beforeEach, describe, expect, it } from 'vitest';
import { QUOTATION_MESSAGES } from '#common/schemas/quotations';
import { quotations } from '../../server/db/schema';
import { setSettingValues } from '../../server/services/settings';
import { call, setupApi } from '../support/api';
import { createAdmin } from '../support/factories';
import { eventsOf } from './support/lead-events';
import { alertsOf, quotationRow, seedQuotation } from './support/quotation-links';
import { quotationCalls } from './support/quotation-staff';

// One acceptance stands per quotation number (docs/product.md §25.3): an accepted quotation is
// not revised (409), a buyer cannot accept a second revision of a number already accepted, and
// the figures count a number's acceptance once even where rows written before hold two.
const ctx = setupApi({ SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://ironsite.example' });
const q = quotationCalls(ctx);

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

beforeEach(async () => {
  await setSettingValues(ctx.db, { notification_email: 'sales-team@ironsite.test', site_name: 'Ironsite' });
});

const accept = (token: string) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/public/quotations/${token}/accept`,
    payload: { name: 'Juan dela Cruz' },
  });

/** R0 accepted by the buyer; with `r1`, a revision 1 of the same number in that state after it. */
async function acceptedNumber(r1?: 'draft' | 'sent' | 'accepted') {
  const validUntil = new Date(Date.now() + 20 * 24 * HOUR).toISOString().slice(0, 10);
  const r0 = await seedQuotation(ctx.db, {
    quotation: {
      status: 'accepted',
      validUntil,
      totalCents: 1_000_000_00,
      sentAt: ago(48 * HOUR),
      viewedAt: ago(47 * HOUR),
      acceptedAt: ago(46 * HOUR),
      acceptedName: 'Juan dela Cruz',
    },
  });
  if (!r1) return { r0 };
  const second = await seedQuotation(ctx.db, {
    leadId: r0.leadId,
    quotation: {
      sequence: r0.quotation.sequence,
      revision: 1,
      status: r1,
      validUntil,
      totalCents: 900_000_00,
      sentAt: r1 === 'draft' ? null : ago(24 * HOUR),
      ...(r1 === 'accepted' && { acceptedAt: ago(HOUR), acceptedName: 'Juan dela Cruz' }),
    },
  });
  return { r0, r1: second };
}

describe('revising an accepted quotation', () => {
  it('is 409 "This quotation was accepted; make a new quotation instead", and stores nothing', async () => {
    const admin = await createAdmin(ctx.db);
    const { r0 } = await acceptedNumber();
    const res = await q.revise(r0.quotation.id, admin.token);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('This quotation was accepted; make a new quotation instead');
    expect(QUOTATION_MESSAGES.revisingAccepted).toBe(res.json().message);
    expect(await q.rows()).toHaveLength(1);
    expect(await eventsOf(ctx.db, r0.leadId)).toHaveLength(0);
  });

  it('is 409 too from a later revision of a number accepted before it was sent', async () => {
    const admin = await createAdmin(ctx.db);
    const { r0, r1 } = await acceptedNumber('sent');
    for (const id of [r1?.quotation.id, r0.quotation.id]) {
      const res = await q.revise(id ?? 0, admin.token);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(QUOTATION_MESSAGES.revisingAccepted);
    }
    expect(await q.rows()).toHaveLength(2);
  });
});

describe('sending a revision of a number accepted meanwhile', () => {
  it('is 409, queues no mail and leaves the draft a draft (the buyer accepted while staff revised)', async () => {
    const admin = await createAdmin(ctx.db);
    const { r0, r1 } = await acceptedNumber('draft');
    const res = await q.send(r1!.quotation.id, {}, admin.token);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(QUOTATION_MESSAGES.revisingAccepted);
    expect((await quotationRow(ctx.db, r1!.quotation.id)).status).toBe('draft');
    expect(await alertsOf(ctx.db, r0.leadId)).toHaveLength(0);
    expect(await eventsOf(ctx.db, r0.leadId)).toHaveLength(0);
  });
});

describe('accepting a second revision of a number', () => {
  it('is 409 and records nothing; the accepted revision still answers as accepted', async () => {
    const { r0, r1 } = await acceptedNumber('sent');
    const res = await accept(r1?.token ?? '');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(QUOTATION_MESSAGES.otherRevisionAccepted);
    const stored = await quotationRow(ctx.db, r1?.quotation.id ?? 0);
    expect(stored).toMatchObject({ status: 'sent', acceptedAt: null, acceptedName: null });
    expect(await eventsOf(ctx.db, r0.leadId)).toHaveLength(0);
    expect(await alertsOf(ctx.db, r0.leadId)).toHaveLength(0);
    // The accepted one is as it was: accepting it again is the same answer.
    const again = await accept(r0.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('accepted');
  });

  it('two revisions accepted at once: one stands, the other is 409 (the lead is locked first)', async () => {
    const { r0, r1 } = await acceptedNumber('sent');
    // Both open, as rows written before sending superseded them could be.
    await ctx.db.update(quotations).set({ status: 'sent', acceptedAt: null, acceptedName: null });
    const answers = await Promise.all([accept(r0.token), accept(r1?.token ?? '')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await q.rows();
    expect(rows.filter((r) => r.status === 'accepted')).toHaveLength(1);
    const events = await eventsOf(ctx.db, r0.leadId);
    expect(events.filter((e) => e.quotationAction === 'accepted')).toHaveLength(1);
  });
});

describe('the figures', () => {
  it('count one acceptance per number, the first, even when old rows hold two', async () => {
    const { token } = await createAdmin(ctx.db);
    await acceptedNumber('accepted');
    const res = await call(ctx.app, { url: '/api/admin/reports/quotations?days=7', token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.currencies).toEqual([
      {
        currency: 'PHP',
        // One number sent in the week, valued at its newest revision (R1).
        sent: 1,
        sent_value: 900_000,
        sent_accepted: 1,
        // One acceptance, R0's: R1's second acceptance neither counts nor adds its value.
        accepted: 1,
        accepted_value: 1_000_000,
      },
    ]);
  });

  it('count a number sent in the period as accepted when an earlier revision holds the acceptance', async () => {
    const { token } = await createAdmin(ctx.db);
    await acceptedNumber('sent');
    const res = await call(ctx.app, { url: '/api/admin/reports/quotations?days=7', token });
    expect(res.json().data.currencies[0]).toMatchObject({ sent: 1, sent_accepted: 1, accepted: 1 });
  });
});
