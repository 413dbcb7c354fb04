import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { call, setupApi } from '../support/api';
import { createAdmin, createLead, createUser } from '../support/factories';
import { inboxApi } from './support/leads-inbox';

// The leads inbox: who may see it, the list with its filters and search, delivery and counts.
const ctx = setupApi();
const { get, patch } = inboxApi(ctx);
const names = (body: { data: { name: string }[] }) => body.data.map((r) => r.name);
const at = (iso: string) => new Date(iso);

describe('inbox access', () => {
  it('is for admins only: 401 anonymous, 403 for a user, on every inbox route', async () => {
    const lead = await createLead(ctx.db);
    const { token } = await createUser(ctx.db);
    const urls = [
      '/api/admin/leads',
      '/api/admin/leads/counts',
      '/api/admin/leads/export.csv',
      `/api/admin/leads/${lead.id}`,
    ];
    for (const url of urls) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 401]);
      expect([url, (await get(url, token)).statusCode]).toEqual([url, 403]);
    }
    expect((await patch(lead.id, { status: 'contacted' }, token)).statusCode).toBe(403);
    expect(
      (await call(ctx.app, { method: 'PATCH', url: `/api/admin/leads/${lead.id}`, payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/admin/leads', () => {
  it('lists newest first with the row fields and paging meta', async () => {
    const { token } = await createAdmin(ctx.db);
    await createLead(ctx.db, { name: 'Oldest', createdAt: at('2025-03-01T01:00:00Z') });
    const newest = await createLead(ctx.db, {
      name: 'Newest',
      kind: 'inquiry',
      company: 'Acme',
      product: 'ZL50',
      subject: 'Price',
      phone: '09171234567',
      payload: { source: 'product-detail' },
      createdAt: at('2025-03-03T01:00:00Z'),
    });
    await createLead(ctx.db, { name: 'Middle', createdAt: at('2025-03-02T01:00:00Z') });
    const res = await get('/api/admin/leads', token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(body).toMatchObject({ total: 3, current_page: 1, last_page: 1, per_page: 10 });
    expect(body.data[0]).toEqual({
      id: newest.id,
      kind: 'inquiry',
      source: 'product-detail',
      name: 'Newest',
      email: newest.email,
      phone: '09171234567',
      company: 'Acme',
      product: 'ZL50',
      subject: 'Price',
      status: 'new',
      close_reason: null,
      spam: false,
      possible_spam: null,
      received_at: '2025-03-03T01:00:00.000Z',
      delivery: 'none',
      assignee: null,
      due_at: null,
      first_response_at: null,
      response_minutes: null,
      overdue: false,
      branch: null,
    });
  });

  it('pages with page and per_page', async () => {
    const { token } = await createAdmin(ctx.db);
    for (let i = 1; i <= 7; i++)
      await createLead(ctx.db, { name: `Lead ${i}`, createdAt: at(`2025-01-0${i}T00:00:00Z`) });
    const body = (await get('/api/admin/leads?page=2&per_page=3', token)).json();
    expect(names(body)).toEqual(['Lead 4', 'Lead 3', 'Lead 2']);
    expect(body).toMatchObject({ total: 7, current_page: 2, last_page: 3, per_page: 3 });
  });

  it('filters by kind', async () => {
    const { token } = await createAdmin(ctx.db);
    await createLead(ctx.db, { name: 'A quote', kind: 'quote' });
    await createLead(ctx.db, { name: 'A support call', kind: 'support' });
    expect(names((await get('/api/admin/leads?kind=support', token)).json())).toEqual(['A support call']);
    expect((await get('/api/admin/leads?kind=spam', token)).statusCode).toBe(422);
  });

  it('filters by status; without one it hides spam, which the spam filter shows', async () => {
    const { token } = await createAdmin(ctx.db);
    await createLead(ctx.db, { name: 'Fresh', createdAt: at('2025-01-05T00:00:00Z') });
    await createLead(ctx.db, { name: 'Called', status: 'contacted', createdAt: at('2025-01-04T00:00:00Z') });
    await createLead(ctx.db, {
      name: 'Won',
      status: 'closed',
      closeReason: 'won',
      createdAt: at('2025-01-03T00:00:00Z'),
    });
    await createLead(ctx.db, {
      name: 'Lost',
      status: 'closed',
      closeReason: 'lost',
      createdAt: at('2025-01-02T00:00:00Z'),
    });
    await createLead(ctx.db, {
      name: 'Bot',
      status: 'closed',
      closeReason: 'spam',
      createdAt: at('2025-01-01T00:00:00Z'),
    });
    const list = async (q: string) => names((await get(`/api/admin/leads${q}`, token)).json());
    expect(await list('')).toEqual(['Fresh', 'Called', 'Won', 'Lost']);
    expect(await list('?status=new')).toEqual(['Fresh']);
    expect(await list('?status=contacted')).toEqual(['Called']);
    expect(await list('?status=closed')).toEqual(['Won', 'Lost']);
    expect(await list('?status=spam')).toEqual(['Bot']);
    expect(await list('?status=all')).toEqual(['Fresh', 'Called', 'Won', 'Lost', 'Bot']);
    const spam = (await get('/api/admin/leads?status=spam', token)).json().data[0];
    expect(spam).toMatchObject({ status: 'closed', close_reason: 'spam', spam: true });
  });

  it('filters by received date: whole days in Philippine time, both ends included', async () => {
    const { token } = await createAdmin(ctx.db);
    // 2025-02-09 23:30 in Manila is 15:30 UTC; 2025-02-11 00:10 in Manila is 2025-02-10 16:10 UTC.
    await createLead(ctx.db, { name: 'Before', createdAt: at('2025-02-09T15:30:00Z') });
    await createLead(ctx.db, { name: 'First minute', createdAt: at('2025-02-09T16:00:00Z') });
    await createLead(ctx.db, { name: 'Last minute', createdAt: at('2025-02-10T15:59:00Z') });
    await createLead(ctx.db, { name: 'After', createdAt: at('2025-02-10T16:10:00Z') });
    const list = async (q: string) => names((await get(`/api/admin/leads?${q}`, token)).json());
    expect(await list('from=2025-02-10&to=2025-02-10')).toEqual(['Last minute', 'First minute']);
    expect(await list('from=2025-02-11')).toEqual(['After']);
    expect(await list('to=2025-02-09')).toEqual(['Before']);
    expect(await list('from=2025-02-10T00:00:00Z')).toEqual(['After', 'Last minute']);
  });

  it('rejects malformed dates and an end before the start with 422', async () => {
    const { token } = await createAdmin(ctx.db);
    expect((await get('/api/admin/leads?from=yesterday', token)).statusCode).toBe(422);
    const res = await get('/api/admin/leads?from=2025-02-10&to=2025-02-01', token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.to).toEqual(['The end date must not be before the start date.']);
  });

  it('searches name, email, company, product and message, case-insensitively and literally', async () => {
    const { token } = await createAdmin(ctx.db);
    await createLead(ctx.db, { name: 'Maria Santos' });
    await createLead(ctx.db, { name: 'By email', email: 'buyer@quarry.ph' });
    await createLead(ctx.db, { name: 'By company', company: 'Cebu Quarry Corp' });
    await createLead(ctx.db, { name: 'By product', product: 'XCMG Crane' });
    await createLead(ctx.db, { name: 'By message', message: 'We need a crane by May, 100% sure' });
    await createLead(ctx.db, { name: 'Nobody' });
    const search = async (term: string) =>
      names((await get(`/api/admin/leads?search=${encodeURIComponent(term)}`, token)).json()).sort();
    expect(await search('SANTOS')).toEqual(['Maria Santos']);
    expect(await search('quarry')).toEqual(['By company', 'By email']);
    expect(await search('crane')).toEqual(['By message', 'By product']);
    expect(await search('100%')).toEqual(['By message']);
    expect(await search('%')).toEqual(['By message']);
    expect(await search('_')).toEqual([]);
  });
});

describe('delivery summary', () => {
  it("summarises each lead's own mails: none, pending, sent, failed", async () => {
    const { token } = await createAdmin(ctx.db);
    const mail = (leadId: number, state: string) => ({
      leadId,
      kind: 'staff',
      from: 'a@ironsite.test',
      to: 'b@ironsite.test',
      subject: 's',
      text: 't',
      html: 'h',
      state,
    });
    const lead = async (name: string, states: string[]) => {
      const row = await createLead(ctx.db, { name });
      if (states.length) await ctx.db.insert(mailOutbox).values(states.map((s) => mail(row.id, s)));
    };
    await lead('Sent', ['sent', 'sent']);
    await lead('Pending', ['sent', 'pending']);
    await lead('Failed', ['failed', 'pending']);
    await lead('None', []);
    const rows = (await get('/api/admin/leads', token)).json().data as { name: string; delivery: string }[];
    expect(Object.fromEntries(rows.map((r) => [r.name, r.delivery]))).toEqual({
      Sent: 'sent',
      Pending: 'pending',
      Failed: 'failed',
      None: 'none',
    });
  });
});

describe('GET /api/admin/leads/counts', () => {
  it('counts each status; New is the badge number and spam is counted apart', async () => {
    const { token } = await createAdmin(ctx.db);
    await createLead(ctx.db);
    await createLead(ctx.db);
    await createLead(ctx.db, { status: 'contacted' });
    await createLead(ctx.db, { status: 'closed', closeReason: 'won' });
    await createLead(ctx.db, { status: 'closed', closeReason: 'spam' });
    const res = await get('/api/admin/leads/counts', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ new: 2, contacted: 1, closed: 1, spam: 1, total: 5 });
  });
});
