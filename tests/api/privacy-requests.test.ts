import { createHash, createHmac } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { leadItems, leads, mailOutbox, privacyAudit } from '../../server/db/schema';
import { setSettingValues } from '../../server/services/settings';
import { call } from '../support/api';
import { createUser } from '../support/factories';
import { setupAdminApi } from './support/admin-api';
import { postQuoteList, quoteCatalogue, quoteList } from './support/quote-list';

// docs/product.md §21: an admin finds, exports and erases what the site holds about one address;
// every action is in the audit log under the address's hash.

const KEY = 'k'.repeat(16) + 'the audit key of these tests';
const api = setupAdminApi({ SMTP_URL: 'smtp://127.0.0.1:1', PRIVACY_HASH_KEY: KEY });
const { ctx } = api;
// Leads queue their e-mails (to the staff and to the person): the erasure must remove them.
beforeEach(() =>
  setSettingValues(ctx.db, { notification_email: 'staff@example.test', company_email: 'sales@example.test' }),
);
const EMAIL = 'Maria.Santos@Example.ph';
// Keyed (decision 033): whoever holds the log cannot test a guessed address with a bare SHA-256.
const hash = (email: string) => createHmac('sha256', KEY).update(email.toLowerCase()).digest('hex');
const bareSha256 = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');

async function twoLeadsOfMaria() {
  const { loader } = await quoteCatalogue(ctx);
  const res = await postQuoteList(
    ctx,
    quoteList([{ variant_id: loader.id, quantity: 2, note: 'with bucket' }], {
      name: 'Maria Santos',
      email: EMAIL,
      marketing_opt_in: true,
    }),
  );
  expect(res.statusCode).toBe(201);
  const inquiry = await call(ctx.app, {
    method: 'POST',
    url: '/api/contact/general',
    payload: {
      name: 'Maria S.',
      email: 'maria.santos@example.ph',
      subject: 'Hi',
      message: 'Call me on 0917 000 1111',
    },
  });
  expect(inquiry.statusCode).toBe(201);
  await call(ctx.app, {
    method: 'POST',
    url: '/api/contact/general',
    payload: { name: 'Other', email: 'other@example.ph', subject: 'Hi', message: 'Not Maria' },
  });
}

const search = (email: unknown, token = api.token()) =>
  call(ctx.app, { method: 'POST', url: '/api/admin/privacy/search', payload: { email }, token });

describe('data-subject requests', () => {
  it('finds every lead of the address in any case, with items, mails and the consent', async () => {
    await twoLeadsOfMaria();
    const res = await search('maria.santos@example.ph');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.leads.map((l: { name: string }) => l.name)).toEqual(['Maria Santos', 'Maria S.']);
    expect(data.leads[0]).toMatchObject({
      kind: 'quote-list',
      tin: '123456789000',
      marketing_opt_in: true,
      privacy_notice_version: expect.stringMatching(/^[0-9a-f]{12}$/),
      items: [{ variant_name: 'ZL50G Wheel Loader', quantity: 2, note: 'with bucket' }],
    });
    expect(data.marketing_opt_ins).toBe(1);
    expect(data.accounts).toEqual([]);
  });

  it('lists a sign-in account with the address', async () => {
    await createUser(ctx.db, { email: 'staffer@example.ph', name: 'Staffer' });
    const { data } = (await search('STAFFER@example.ph')).json();
    expect(data.accounts).toEqual([
      expect.objectContaining({ email: 'staffer@example.ph', name: 'Staffer', role: 'user' }),
    ]);
  });

  it('answers an unknown address with an empty result, not 404', async () => {
    const res = await search('nobody@example.ph');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      email: 'nobody@example.ph',
      leads: [],
      accounts: [],
      marketing_opt_ins: 0,
    });
  });

  it('exports the same data as a JSON download', async () => {
    await twoLeadsOfMaria();
    const res = await api.send('POST', '/api/admin/privacy/export', { email: EMAIL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="personal-data.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.leads).toHaveLength(2);
    expect(body.exported_at).toMatch(/^\d{4}-/);
  });

  it('erases: names, contacts, texts, notes and mails go; counts, machines and places stay; idempotent', async () => {
    await twoLeadsOfMaria();
    const mailsBefore = await ctx.db.select().from(mailOutbox);
    expect(mailsBefore.filter((m) => /maria/i.test(m.to)).length).toBeGreaterThan(0);
    const erase = () => api.send('POST', '/api/admin/privacy/erase', { email: EMAIL });
    const first = await erase();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'Erased the personal data of 2 inquiries.',
      data: { leads_erased: 2 },
    });
    const rows = await ctx.db.select().from(leads).orderBy(asc(leads.id));
    expect(rows).toHaveLength(3);
    const [list, inquiry, other] = rows;
    for (const r of [list, inquiry]) {
      expect(r).toMatchObject({
        name: '[erased]',
        email: '[erased]',
        phone: null,
        company: null,
        tin: null,
        message: null,
        subject: null,
        ip: null,
        userAgent: null,
        marketingOptIn: false,
        marketingOptInAt: null,
      });
      expect(r.erasedAt).toBeInstanceOf(Date);
      expect(JSON.stringify(r.payload)).not.toMatch(/maria|0917|Acme/i);
    }
    expect(list).toMatchObject({
      kind: 'quote-list',
      cityCode: expect.any(String),
      product: '2 × ZL50G Wheel Loader',
    });
    expect(other.name).toBe('Other');
    const items = await ctx.db.select().from(leadItems);
    expect(items).toEqual([expect.objectContaining({ quantity: 2, note: null })]);
    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails.every((m) => m.leadId === other.id)).toBe(true);
    // The inbox's figures still count them.
    expect((await api.get('/api/admin/leads/counts')).json().total).toBe(3);

    const again = await erase();
    expect(again.json()).toEqual({
      success: true,
      message: 'Nothing left to erase for this address.',
      data: { leads_erased: 0 },
    });
    expect((await search(EMAIL)).json().data.leads).toEqual([]);
  });

  it('records search, export and erase by whom, with the hash and never the address', async () => {
    await search(EMAIL);
    await api.send('POST', '/api/admin/privacy/export', { email: EMAIL });
    await api.send('POST', '/api/admin/privacy/erase', { email: EMAIL });
    const rows = await ctx.db.select().from(privacyAudit).orderBy(asc(privacyAudit.id));
    expect(rows.map((r) => r.action)).toEqual(['search', 'export', 'erase']);
    for (const r of rows) {
      expect(r.emailHash).toBe(hash(EMAIL));
      expect(r.emailHash).not.toBe(bareSha256(EMAIL));
      expect(r.userId).not.toBeNull();
      expect(JSON.stringify(r)).not.toMatch(/maria/i);
    }
    const log = (await api.get('/api/admin/privacy/audit')).json().data;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['erase', 'export', 'search']);
    expect(log[0]).toMatchObject({ email_hash: hash(EMAIL), detail: { leads: 0 }, by: expect.any(String) });
  });

  it.each([
    ['malformed', 'not-an-address'],
    ['markup', '<script>@example.ph'],
    ['CR/LF', 'a@example.ph\r\nBcc: b@example.ph'],
    ['oversized', `${'a'.repeat(250)}@example.ph`],
    ['a number', 42],
    ['missing', undefined],
  ])('refuses a %s address with 422 and audits nothing', async (_name, email) => {
    for (const action of ['search', 'export', 'erase']) {
      const res = await api.send('POST', `/api/admin/privacy/${action}`, { email });
      expect(res.statusCode, action).toBe(422);
      expect(res.json().errors.email).toBeDefined();
    }
    expect(await ctx.db.select().from(privacyAudit)).toEqual([]);
  });

  it('is for admins only: 401 without a token, 403 for a signed-in user', async () => {
    const { token } = await createUser(ctx.db);
    for (const action of ['search', 'export', 'erase']) {
      const anonymous = await call(ctx.app, {
        method: 'POST',
        url: `/api/admin/privacy/${action}`,
        payload: { email: EMAIL },
      });
      expect(anonymous.statusCode).toBe(401);
      const user = await call(ctx.app, {
        method: 'POST',
        url: `/api/admin/privacy/${action}`,
        payload: { email: EMAIL },
        token,
      });
      expect(user.statusCode).toBe(403);
    }
    expect((await call(ctx.app, { method: 'GET', url: '/api/admin/privacy/audit', token })).statusCode).toBe(
      403,
    );
    expect(await ctx.db.select().from(privacyAudit)).toEqual([]);
  });
});
