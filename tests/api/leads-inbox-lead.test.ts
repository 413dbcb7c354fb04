import { describe, expect, it } from 'vitest';
import { setupApi } from '../support/api';
import { createAdmin, createLead } from '../support/factories';
import { inboxApi } from './support/leads-inbox';

// The leads inbox: one lead, and moving it through its statuses.
const ctx = setupApi();
const { get, patch } = inboxApi(ctx);

describe('GET /api/admin/leads/:id', () => {
  it('returns the whole lead: payload, page, ip, user agent, empty history and no mails', async () => {
    const { token } = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db, {
      kind: 'support',
      payload: { urgency: 'high', issue_category: 'other' },
      page: '/contact',
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0',
      fillMs: 42_000,
    });
    const res = await get(`/api/admin/leads/${lead.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: lead.id,
      kind: 'support',
      message: lead.message,
      payload: { urgency: 'high', issue_category: 'other' },
      page: '/contact',
      ip: '203.0.113.9',
      user_agent: 'Mozilla/5.0',
      note: null,
      spam_flags: [],
      fill_ms: 42_000,
      history: [],
      deliveries: [],
    });
  });

  it('answers 404 for an unknown lead', async () => {
    const { token } = await createAdmin(ctx.db);
    const res = await get('/api/admin/leads/999', token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Inquiry not found.' });
  });
});

describe('PATCH /api/admin/leads/:id', () => {
  it('moves New → Contacted → Closed (won) and records who and when, with the note', async () => {
    const { token, user } = await createAdmin(ctx.db, { name: 'Maria Admin' });
    const lead = await createLead(ctx.db);
    const before = Date.now();

    const contacted = await patch(lead.id, { status: 'contacted', note: 'Called, sending brochure.' }, token);
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json()).toMatchObject({
      success: true,
      message: 'Inquiry updated successfully.',
      data: { status: 'contacted', close_reason: null, note: 'Called, sending brochure.' },
    });

    const closed = await patch(lead.id, { status: 'closed', close_reason: 'won' }, token);
    expect(closed.statusCode).toBe(200);
    const data = closed.json().data;
    expect(data).toMatchObject({ status: 'closed', close_reason: 'won', note: 'Called, sending brochure.' });
    // Two status changes by Maria: no assignment, rule, channel or mail on either.
    const change = (status: string, close_reason: string | null, note: string | null) => ({
      id: expect.any(Number),
      status,
      close_reason,
      note,
      changed_by: { id: user.id, name: 'Maria Admin' },
      assigned_to: null,
      rule_name: null,
      channel: null,
      mail_id: null,
      changed_at: expect.any(String),
    });
    expect(data.history).toEqual([
      change('contacted', null, 'Called, sending brochure.'),
      change('closed', 'won', null),
    ]);
    expect(Date.parse(data.history[0].changed_at)).toBeGreaterThanOrEqual(before - 1000);

    const counts = (await get('/api/admin/leads/counts', token)).json();
    expect(counts).toMatchObject({ new: 0, closed: 1 });
  });

  it('closing needs a reason: 422 on close_reason, nothing changes', async () => {
    const { token } = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db);
    const res = await patch(lead.id, { status: 'closed' }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Choose a reason to close this inquiry: won, lost or spam.',
      errors: { close_reason: ['Choose a reason to close this inquiry: won, lost or spam.'] },
    });
    const detail = (await get(`/api/admin/leads/${lead.id}`, token)).json();
    expect(detail).toMatchObject({ status: 'new', history: [] });
    expect((await patch(lead.id, { status: 'closed', close_reason: 'maybe' }, token)).statusCode).toBe(422);
    expect((await patch(lead.id, { status: 'archived' }, token)).statusCode).toBe(422);
    expect((await patch(lead.id, {}, token)).statusCode).toBe(422);
  });

  it('reopening clears the reason; a closed lead can change its reason alone', async () => {
    const { token } = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db, { status: 'closed', closeReason: 'spam' });
    const relabelled = await patch(lead.id, { close_reason: 'lost' }, token);
    expect(relabelled.json().data).toMatchObject({ status: 'closed', close_reason: 'lost', spam: false });
    const reopened = await patch(lead.id, { status: 'new' }, token);
    expect(reopened.json().data).toMatchObject({ status: 'new', close_reason: null });
    expect(reopened.json().data.history.map((h: { status: string }) => h.status)).toEqual(['closed', 'new']);
  });

  it('a note alone is recorded; the same values again add no history entry', async () => {
    const { token } = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db);
    await patch(lead.id, { note: '  Wants delivery to Davao.  ' }, token);
    const again = await patch(lead.id, { note: 'Wants delivery to Davao.', status: 'new' }, token);
    const data = again.json().data;
    expect(data.note).toBe('Wants delivery to Davao.');
    expect(data.history).toHaveLength(1);
    expect(data.history[0]).toMatchObject({ status: 'new', note: 'Wants delivery to Davao.' });
    const cleared = await patch(lead.id, { note: '' }, token);
    expect(cleared.json().data.note).toBeNull();
  });

  it('answers 404 for an unknown lead', async () => {
    const { token } = await createAdmin(ctx.db);
    expect((await patch(12345, { status: 'contacted' }, token)).statusCode).toBe(404);
  });
});
