import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { QUOTATION_MESSAGES } from '#common/schemas/quotations';
import { authTokens, leads, quotationLinks } from '../../server/db/schema';
import { eraseSubject, findSubject } from '../../server/services/privacy/subject';
import { acceptQuotation, quotationPage } from '../../server/services/quotations/public';
import { setSettingValues } from '../../server/services/settings';
import { call, setupApi } from '../support/api';
import { createUser } from '../support/factories';
import { pdfPages } from '../support/pdf';
import { eventsOf } from './support/lead-events';
import { mailSettingsAt } from './support/lead-mail';
import { alertsOf, linkTo, quotationRow, seedQuotation } from './support/quotation-links';

// The buyer's side of a quotation (docs/product.md §25, decision 048): the page by its private
// link, a first view recorded once, Accept (idempotent, 410 once expired), a question on the
// lead's history, the staff's mails, the PDF, a superseded revision's way to the newest, and the
// link's end (30 days after the validity date, or at once on a privacy erasure).
const ctx = setupApi({ SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://ironsite.example' });

// Thursday 10 December 2026, 10:00 in Manila; the quotations are valid until 31 December.
const NOW = new Date('2026-12-10T02:00:00Z');

mailSettingsAt(ctx, NOW);

const accept = (token: string, payload: unknown = { name: 'Juan dela Cruz' }) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/public/quotations/${token}/accept`,
    payload: payload as object,
  });
const ask = (token: string, payload: unknown) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/public/quotations/${token}/question`,
    payload: payload as object,
  });

describe('the page of a link', () => {
  it('shows the quotation as the buyer sees it, and records the first view once', async () => {
    const { token, quotation, leadId } = await seedQuotation(ctx.db);
    const page = await quotationPage(ctx.db, token);
    expect(page.state).toBe('open');
    if (page.state !== 'open') return;
    expect(page.quotation).toMatchObject({
      reference: `Q-2026-${String(quotation.sequence).padStart(4, '0')}`,
      status: 'viewed',
      currency: 'PHP',
      vat_mode: 'exclusive',
      valid_until: '2026-12-31',
      totals: { subtotal: 2_025_000, discount: 50_000, vat: 237_000, total: 2_212_000 },
      pdf_url: `/quotation/${token}.pdf`,
      buyer: { name: 'Juan dela Cruz', company: 'Cruz Builders' },
      viewed_at: NOW.toISOString(),
    });
    expect(page.quotation.lines.map((l) => [l.description, l.quantity, l.amount])).toEqual([
      ['Excavator XL-200', 2, 1_950_000],
      ['Delivery to <b>Cebu</b>', 1, 25_000],
    ]);
    // Nothing only staff use: no record or lead id, no admin download.
    expect(page.quotation).not.toHaveProperty('lead_id');
    expect(page.quotation).not.toHaveProperty('id');

    vi.setSystemTime(new Date(NOW.getTime() + 3_600_000));
    await quotationPage(ctx.db, token);
    const row = await quotationRow(ctx.db, quotation.id);
    expect(row).toMatchObject({ status: 'viewed', viewedAt: NOW });
    const views = (await eventsOf(ctx.db, leadId)).filter((e) => e.quotationAction === 'viewed');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      quotationId: quotation.id,
      userId: null,
      userName: null,
      status: 'new',
    });
  });

  it('shows an accepted one as accepted and an expired one as expired, without a view event for either', async () => {
    const accepted = await seedQuotation(ctx.db, {
      quotation: { status: 'accepted', acceptedName: 'Ana', acceptedAt: NOW, viewedAt: NOW },
    });
    const page = await quotationPage(ctx.db, accepted.token);
    expect(page.state === 'open' && page.quotation.status).toBe('accepted');

    const old = await seedQuotation(ctx.db, {
      quotation: { validUntil: '2026-12-09', status: 'viewed', viewedAt: NOW },
    });
    const expired = await quotationPage(ctx.db, old.token);
    expect(expired.state === 'open' && expired.quotation.status).toBe('expired');
    expect(
      (await eventsOf(ctx.db, accepted.leadId)).length + (await eventsOf(ctx.db, old.leadId)).length,
    ).toBe(0);
  });

  it('is not found for a draft, an unknown, a tampered or a malformed token, without marking anything', async () => {
    const draft = await seedQuotation(ctx.db, { quotation: { status: 'draft', sentAt: null } });
    const sent = await seedQuotation(ctx.db);
    const changed = `${sent.token.slice(0, -1)}${sent.token.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [
      draft.token,
      changed,
      'A'.repeat(43),
      'short',
      `${sent.token}x`,
      `${sent.token.slice(0, 42)}.`,
    ]) {
      expect(await quotationPage(ctx.db, token), token).toEqual({ state: 'not-found' });
    }
    expect((await quotationRow(ctx.db, sent.quotation.id)).status).toBe('sent');
    expect((await quotationRow(ctx.db, draft.quotation.id)).status).toBe('draft');
  });
});

describe('Accept', () => {
  it('records the name and time, a history entry and a mail to the owner; the lead stays open', async () => {
    const owner = await createUser(ctx.db, { role: 'sales', name: 'Rey Sales', email: 'rey@ironsite.test' });
    const { token, quotation, leadId } = await seedQuotation(ctx.db, { lead: { assigneeId: owner.user.id } });
    const res = await accept(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: QUOTATION_MESSAGES.accepted,
      data: { status: 'accepted', accepted_name: 'Juan dela Cruz', accepted_at: NOW.toISOString() },
    });
    expect(await quotationRow(ctx.db, quotation.id)).toMatchObject({
      status: 'accepted',
      acceptedName: 'Juan dela Cruz',
      acceptedAt: NOW,
      viewedAt: NOW,
    });
    const [event] = await eventsOf(ctx.db, leadId);
    expect(event).toMatchObject({
      quotationAction: 'accepted',
      note: 'Juan dela Cruz',
      userId: null,
    });
    const mails = await alertsOf(ctx.db, leadId);
    expect(mails.map((m) => m.kind)).toEqual(['quotation_alert', 'quotation_accepted']);
    expect(mails[0]).toMatchObject({
      kind: 'quotation_alert',
      to: 'rey@ironsite.test',
      quotationId: quotation.id,
    });
    expect(mails[0].subject).toMatch(/^Quotation Q-2026-\d{4} accepted by Juan dela Cruz$/);
    expect(mails[0].text).toContain('₱2,212,000.00');
    expect(mails[0].text).toContain(`https://ironsite.example/admin/inquiries/${leadId}`);
    const [lead] = await ctx.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead.status).toBe('new');
  });

  it('confirms to the buyer by e-mail, in the same transaction, replies going to the signatory', async () => {
    const { token, quotation, leadId } = await seedQuotation(ctx.db, { lead: { email: 'juan@example.ph' } });
    expect((await accept(token)).statusCode).toBe(200);
    const reference = `Q-2026-${String(quotation.sequence).padStart(4, '0')}`;
    const confirmations = (await alertsOf(ctx.db, leadId)).filter((m) => m.kind === 'quotation_accepted');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({
      to: 'juan@example.ph',
      replyTo: 'rey@ironsite.test',
      quotationId: quotation.id,
      subject: `We received your acceptance of quotation ${reference}`,
      state: 'pending',
    });
    expect(confirmations[0].text).toContain('₱2,212,000.00');
    expect(confirmations[0].text).toContain('Accepted by: Juan dela Cruz');
    expect(confirmations[0].text).toContain('Rey Sales will contact you');
  });

  it('sends the buyer nothing without mail (no SMTP_URL): the acceptance stands', async () => {
    const { token, quotation, leadId } = await seedQuotation(ctx.db);
    await acceptQuotation(ctx.db, token, 'Juan dela Cruz', null, NOW);
    expect((await quotationRow(ctx.db, quotation.id)).status).toBe('accepted');
    expect(await alertsOf(ctx.db, leadId)).toEqual([]);
  });

  it('again is the same answer with nothing written: no second entry or mail, the first name stays', async () => {
    const { token, leadId } = await seedQuotation(ctx.db);
    expect((await accept(token)).statusCode).toBe(200);
    vi.setSystemTime(new Date(NOW.getTime() + 60_000));
    const again = await accept(token, { name: 'Someone Else' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      accepted_name: 'Juan dela Cruz',
      accepted_at: NOW.toISOString(),
    });
    expect((await eventsOf(ctx.db, leadId)).filter((e) => e.quotationAction === 'accepted')).toHaveLength(1);
    expect(await alertsOf(ctx.db, leadId)).toHaveLength(2);
  });

  it('is 410 past the validity date (the end of that day in Manila), and writes nothing', async () => {
    const { token, quotation, leadId } = await seedQuotation(ctx.db, {
      quotation: { validUntil: '2026-12-31' },
    });
    // 23:59:59 on 31 December in Manila: still valid.
    vi.setSystemTime(new Date('2026-12-31T15:59:59Z'));
    const last = await seedQuotation(ctx.db, { quotation: { validUntil: '2026-12-31' } });
    expect((await accept(last.token)).statusCode).toBe(200);
    vi.setSystemTime(new Date('2026-12-31T16:00:00Z'));
    const res = await accept(token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: QUOTATION_MESSAGES.expired });
    expect((await quotationRow(ctx.db, quotation.id)).status).toBe('sent');
    expect(await eventsOf(ctx.db, leadId)).toEqual([]);
    expect(await alertsOf(ctx.db, leadId)).toEqual([]);
  });

  it('mails the notification address when nobody owns the lead, and the admins when there is none', async () => {
    const first = await seedQuotation(ctx.db);
    await accept(first.token);
    const staffOf = async (leadId: number) =>
      (await alertsOf(ctx.db, leadId)).filter((m) => m.kind === 'quotation_alert').map((m) => m.to);
    expect(await staffOf(first.leadId)).toEqual(['sales-team@ironsite.test']);

    await setSettingValues(ctx.db, { notification_email: '' });
    await createUser(ctx.db, { role: 'admin', email: 'boss@ironsite.test' });
    await createUser(ctx.db, { role: 'admin', email: 'gone@ironsite.test', deactivatedAt: NOW });
    const second = await seedQuotation(ctx.db);
    await accept(second.token);
    expect(await staffOf(second.leadId)).toEqual(['boss@ironsite.test']);
  });
});

describe('Ask a question', () => {
  it('stores the question on the lead under the buyer’s name and mails staff, Reply-To the buyer', async () => {
    const { token, quotation, leadId } = await seedQuotation(ctx.db, { lead: { email: 'juan@example.ph' } });
    const message = 'Can you deliver to Cebu by March?\nWe need two units.';
    const res = await ask(token, { message });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: QUOTATION_MESSAGES.questionSent });
    const [event] = await eventsOf(ctx.db, leadId);
    expect(event).toMatchObject({
      quotationId: quotation.id,
      quotationAction: 'question',
      note: message,
      userName: 'Juan dela Cruz',
      userId: null,
    });
    const [mail] = await alertsOf(ctx.db, leadId);
    expect(mail).toMatchObject({
      kind: 'quotation_alert',
      to: 'sales-team@ironsite.test',
      replyTo: 'juan@example.ph',
    });
    expect(mail.text).toContain(message);
    // Asking is open on an accepted or expired one too: the buyer may want a new offer.
    vi.setSystemTime(new Date('2027-01-05T02:00:00Z'));
    expect((await ask(token, { message: 'Is there a new price?' })).statusCode).toBe(201);
  });

  it('shows the lead’s history with the quotation steps, for staff', async () => {
    const admin = await createUser(ctx.db, { role: 'admin' });
    // Its token last used at the faked now (PostgreSQL's now() is the real time).
    await ctx.db.update(authTokens).set({ lastUsedAt: new Date() });
    const { token, leadId, quotation } = await seedQuotation(ctx.db);
    await quotationPage(ctx.db, token);
    await ask(token, { message: 'Price for three?' });
    await accept(token);
    const res = await call(ctx.app, { method: 'GET', url: `/api/admin/leads/${leadId}`, token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    const reference = `Q-2026-${String(quotation.sequence).padStart(4, '0')}`;
    const history = res.json().history;
    expect(history.map((e: { quotation: unknown; note: string | null }) => [e.quotation, e.note])).toEqual([
      [{ id: quotation.id, reference, action: 'viewed' }, null],
      [{ id: quotation.id, reference, action: 'question' }, 'Price for three?'],
      [{ id: quotation.id, reference, action: 'accepted' }, 'Juan dela Cruz'],
    ]);
    expect(history[1].changed_by).toEqual({ id: null, name: 'Juan dela Cruz' });
    expect(res.json().deliveries.map((d: { kind: string }) => d.kind)).toEqual([
      'quotation_alert',
      'quotation_alert',
      'quotation_accepted',
    ]);
  });
});

describe('a superseded revision', () => {
  it('is a 404 that offers the newest revision, which a new link opens', async () => {
    const first = await seedQuotation(ctx.db, { quotation: { status: 'superseded' } });
    const r1 = await seedQuotation(ctx.db, {
      leadId: first.leadId,
      quotation: { sequence: first.quotation.sequence, revision: 1, validUntil: '2027-01-15' },
    });
    // A later draft (R2) is not what the buyer is sent to.
    await seedQuotation(ctx.db, {
      leadId: first.leadId,
      quotation: { sequence: first.quotation.sequence, revision: 2, status: 'draft', sentAt: null },
    });
    const page = await quotationPage(ctx.db, first.token);
    expect(page).toEqual({
      state: 'superseded',
      reference: `Q-2026-${String(first.quotation.sequence).padStart(4, '0')}`,
      newest: `/quotation/${first.token}/newest`,
    });
    expect((await accept(first.token)).statusCode).toBe(404);
    expect((await ask(first.token, { message: 'Hello?' })).statusCode).toBe(404);

    const res = await call(ctx.app, { method: 'GET', url: `/quotation/${first.token}/newest` });
    expect(res.statusCode).toBe(303);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/quotation\/[A-Za-z0-9_-]{43}$/);
    expect(location).not.toBe(`/quotation/${r1.token}`);
    const fresh = location.split('/').pop() as string;
    const newest = await quotationPage(ctx.db, fresh);
    expect(newest.state === 'open' && newest.quotation.reference).toMatch(/-R1$/);
    expect(
      await ctx.db.select().from(quotationLinks).where(eq(quotationLinks.quotationId, r1.quotation.id)),
    ).toHaveLength(2);
  });

  it('asking for the newest of a link that is the newest goes back to its own page; an unknown one is 404', async () => {
    const { token } = await seedQuotation(ctx.db);
    const own = await call(ctx.app, { method: 'GET', url: `/quotation/${token}/newest` });
    expect(own.statusCode).toBe(303);
    expect(own.headers.location).toBe(`/quotation/${token}`);
    const unknown = await call(ctx.app, { method: 'GET', url: `/quotation/${'x'.repeat(43)}/newest` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: QUOTATION_MESSAGES.linkNotFound });
  });
});

describe('the end of a link', () => {
  it('works through the 30th day after the validity date in Manila, and is a 404 after', async () => {
    const { token } = await seedQuotation(ctx.db, { quotation: { validUntil: '2026-12-31' } });
    // 30 January 2027, 23:59:59 in Manila: the last moment.
    vi.setSystemTime(new Date('2027-01-30T15:59:59Z'));
    const last = await quotationPage(ctx.db, token);
    expect(last.state === 'open' && last.quotation.status).toBe('expired');
    vi.setSystemTime(new Date('2027-01-30T16:00:00Z'));
    expect(await quotationPage(ctx.db, token)).toEqual({ state: 'not-found' });
    expect((await ask(token, { message: 'Still there?' })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: `/quotation/${token}.pdf` })).statusCode).toBe(404);
  });

  it('ends at once when the lead is erased at its sender’s request, in the erasure’s transaction', async () => {
    const { token, leadId, quotation } = await seedQuotation(ctx.db, { lead: { email: 'juan@example.ph' } });
    const second = await linkTo(ctx.db, quotation.id);
    await ask(token, { message: 'My number is 0917 123 4567' });
    await accept(token);
    // Before: the person's data (the privacy search and export) lists the quotation they accepted.
    const [held] = (await findSubject(ctx.db, 'juan@example.ph')).leads;
    expect(held.quotations).toEqual([
      expect.objectContaining({
        reference: expect.stringMatching(/^Q-\d{4}-\d{4}/),
        status: 'accepted',
        accepted_name: 'Juan dela Cruz',
        valid_until: quotation.validUntil,
      }),
    ]);
    expect(await eraseSubject(ctx.db, 'JUAN@example.ph')).toBe(1);
    expect(
      await ctx.db.select().from(quotationLinks).where(eq(quotationLinks.quotationId, quotation.id)),
    ).toEqual([]);
    for (const t of [token, second]) {
      expect(await quotationPage(ctx.db, t)).toEqual({ state: 'not-found' });
      expect((await accept(t)).statusCode).toBe(404);
    }
    // What named the buyer is gone from the quotation and the history too.
    expect((await quotationRow(ctx.db, quotation.id)).acceptedName).toBe('[erased]');
    const events = await eventsOf(ctx.db, leadId);
    expect(events.map((e) => [e.quotationAction, e.note, e.userName])).toEqual([
      ['question', null, '[erased]'],
      ['accepted', null, null],
    ]);
  });

  it('is a 404 for a lead erased by other means (erased_at set) even while its link row remains', async () => {
    const { token, leadId } = await seedQuotation(ctx.db);
    await ctx.db.update(leads).set({ erasedAt: NOW }).where(eq(leads.id, leadId));
    expect(await quotationPage(ctx.db, token)).toEqual({ state: 'not-found' });
    expect((await accept(token)).statusCode).toBe(404);
  });
});

describe('the PDF', () => {
  it('is served to the link’s holder only: private, never stored, not indexed, and counts as a view', async () => {
    const { token, quotation, leadId } = await seedQuotation(ctx.db);
    const res = await call(ctx.app, { method: 'GET', url: `/quotation/${token}.pdf` });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*Q-2026-\d{4}.*\.pdf"$/);
    const [text] = await pdfPages(res.rawPayload);
    expect(text).toContain('Excavator XL-200');
    expect((await quotationRow(ctx.db, quotation.id)).status).toBe('viewed');
    expect((await eventsOf(ctx.db, leadId)).map((e) => e.quotationAction)).toEqual(['viewed']);
  });

  it('is a 404 (private too) for a draft, a superseded revision, a tampered or a malformed token', async () => {
    const draft = await seedQuotation(ctx.db, { quotation: { status: 'draft', sentAt: null } });
    const superseded = await seedQuotation(ctx.db, { quotation: { status: 'superseded' } });
    const sent = await seedQuotation(ctx.db);
    const changed = `${sent.token.slice(0, 5)}${sent.token[5] === 'z' ? 'y' : 'z'}${sent.token.slice(6)}`;
    for (const t of [draft.token, superseded.token, changed, 'abc', 'a'.repeat(100)]) {
      const res = await call(ctx.app, { method: 'GET', url: `/quotation/${t}.pdf` });
      expect(res.statusCode, t).toBe(404);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });
});
