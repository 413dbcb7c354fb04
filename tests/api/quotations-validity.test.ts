import { describe, expect, it } from 'vitest';
import { QUOTATION_MESSAGES } from '#common/schemas/quotations';
import { quotationPage } from '../../server/services/quotations/public';
import { call, setupApi } from '../support/api';
import { createAdmin, createLead } from '../support/factories';
import { quotationRow, seedQuotation } from './support/quotation-links';
import { inDays, quotationCalls, quotationInput } from './support/quotation-staff';

// A quotation's validity date (docs/product.md §25.3): from today to at most 365 days ahead in
// Manila, checked by the server whatever the form sent, and compared as a date wherever it is
// read, so a date written before the bound (9999-12-31) neither ends its link at once nor 500s.
const ctx = setupApi({ SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://ironsite.example' });
const q = quotationCalls(ctx);

describe('saving a validity date', () => {
  it('takes up to 365 days ahead; one day more, or 9999-12-31, is 422 on valid_until', async () => {
    const admin = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db, { kind: 'quote' });
    for (const day of [inDays(366), '9999-12-31', `${Number(inDays(0).slice(0, 4)) + 2}-01-01`]) {
      const res = await q.create(lead.id, quotationInput({ valid_until: day }), admin.token);
      expect([day, res.statusCode]).toEqual([day, 422]);
      expect(res.json()).toEqual({
        message: expect.any(String),
        errors: { valid_until: [QUOTATION_MESSAGES.validUntilTooFar] },
      });
    }
    expect(await q.rows()).toHaveLength(0);
    const res = await q.create(lead.id, quotationInput({ valid_until: inDays(365) }), admin.token);
    expect(res.statusCode, res.body).toBe(201);

    // A draft's change is held to the same bound, and a refused one leaves it as it was.
    const id = res.json().data.id;
    const refused = await q.patch(id, quotationInput({ valid_until: '9999-12-31' }), admin.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ valid_until: [QUOTATION_MESSAGES.validUntilTooFar] });
    expect((await quotationRow(ctx.db, id)).validUntil).toBe(inDays(365));
  });

  it('holds a draft saved before the bound to it when it is sent: 422, nothing queued', async () => {
    const admin = await createAdmin(ctx.db);
    const draft = await seedQuotation(ctx.db, { quotation: { status: 'draft', validUntil: '9999-12-31' } });
    const res = await q.send(draft.quotation.id, {}, admin.token);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ valid_until: [QUOTATION_MESSAGES.validUntilTooFar] });
    expect((await quotationRow(ctx.db, draft.quotation.id)).status).toBe('draft');
  });

  const hostile: [string, unknown][] = [
    ['a month 13', '2026-13-01'],
    ['an impossible day', '2027-02-30'],
    ['a five-digit year', '10000-01-01'],
    ['an expanded year', '+010000-01-01'],
    ['a timestamp', '2026-12-31T00:00:00Z'],
    ['one-digit parts', '2027-1-1'],
    ['spaces around it', ' 2026-12-31 '],
    ['a line break after it', '2026-12-31\n'],
    ['an empty string', ''],
    ['a number', 20_261_231],
    ['a timestamp number', Date.now()],
    ['null', null],
    ['true', true],
    ['a list', ['2026-12-31']],
    ['an object', { $gt: '' }],
  ];
  it.each(hostile)('refuses %s with 422 on valid_until, never a 500', async (_name, value) => {
    const admin = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db, { kind: 'quote' });
    const res = await q.create(lead.id, quotationInput({ valid_until: value }), admin.token);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['valid_until']);
    expect(await q.rows()).toHaveLength(0);
  });
});

describe('a validity date written before the bound', () => {
  const FAR = { quotation: { validUntil: '9999-12-31' } };

  it('keeps its link open: the page, the PDF and Accept answer, and it is not expired', async () => {
    const { token, quotation } = await seedQuotation(ctx.db, FAR);
    const page = await quotationPage(ctx.db, token);
    expect(page.state).toBe('open');
    if (page.state === 'open') expect(page.quotation.status).toBe('viewed');
    const pdf = await ctx.app.inject({ url: `/quotation/${token}.pdf` });
    expect(pdf.statusCode).toBe(200);
    const accepted = await call(ctx.app, {
      method: 'POST',
      url: `/api/public/quotations/${token}/accept`,
      payload: { name: 'Juan dela Cruz' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await quotationRow(ctx.db, quotation.id)).status).toBe('accepted');
  });

  it('is not carried into a revision: the draft starts with the 30 days of a new quotation', async () => {
    const admin = await createAdmin(ctx.db);
    const { quotation } = await seedQuotation(ctx.db, FAR);
    const res = await q.revise(quotation.id, admin.token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.valid_until).toBe(inDays(30));
  });
});
