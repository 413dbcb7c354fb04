import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUOTATION_MESSAGES } from '../../common/schemas/quotations';
import { mailOutbox, quotationLinks, quotations } from '../../server/db/schema';
import { appsOn, call, setupApi } from '../support/api';
import { createAdmin, createLead, createUser } from '../support/factories';
import { databaseText } from './support/database-text';
import { inDays, quotationCalls, quotationInput } from './support/quotation-staff';

// "Copy link" (docs/product.md §25.3, decision 052): on the Quick start setup (no SMTP_URL, no
// PUBLIC_URL) staff share the buyer's link by Viber or SMS. Each request mints a new link (only its
// hash kept) and records it in the lead's history; earlier links keep working.
const ctx = setupApi();
const q = quotationCalls(ctx);
const appWith = appsOn(ctx);

const copy = (id: number | string, token?: string, app = ctx.app) =>
  call(app, { method: 'POST', url: `/api/admin/quotations/${id}/link`, token });
const TOKEN = /\/quotation\/([A-Za-z0-9_-]{43})$/;
const tokenOf = (link: string) => TOKEN.exec(link)?.[1] ?? '';
/** Whether a link opens its quotation (a link that opens is its own newest: a redirect to itself). */
const opens = async (token: string) => {
  const res = await call(ctx.app, { url: `/quotation/${token}/newest` });
  return res.statusCode === 303 && res.headers.location === `/quotation/${token}`;
};
const statusOf = async (id: number) =>
  (await ctx.db.select({ s: quotations.status }).from(quotations).where(eq(quotations.id, id)))[0].s;

async function draft() {
  const rep = await createUser(ctx.db, { role: 'sales', name: 'Rey Sales' });
  const lead = await createLead(ctx.db, { kind: 'quote', assigneeId: rep.user.id });
  const res = await q.create(lead.id, quotationInput(), rep.token);
  expect(res.statusCode, res.body).toBe(201);
  return { rep, lead, quotation: res.json().data as { id: number; reference: string } };
}

describe('POST /api/admin/quotations/:id/link', () => {
  it('shares a draft without mail: sent, a working link (its path), a history line, no token stored', async () => {
    const { rep, lead, quotation } = await draft();
    const res = await copy(quotation.id, rep.token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: QUOTATION_MESSAGES.linkCopied });
    // No PUBLIC_URL: the page's path, never an address taken from the request's Host.
    const { link } = res.json().data;
    expect(link).toMatch(/^\/quotation\/[A-Za-z0-9_-]{43}$/);
    expect(await statusOf(quotation.id)).toBe('sent');
    expect(await opens(tokenOf(link))).toBe(true);
    expect(await ctx.db.select().from(mailOutbox)).toEqual([]);
    expect(await databaseText(ctx.db)).not.toContain(tokenOf(link));

    const detail = (await call(ctx.app, { url: `/api/admin/leads/${lead.id}`, token: rep.token })).json();
    const copied = detail.history.filter(
      (e: { quotation?: { action: string } | null }) => e.quotation?.action === 'link_copied',
    );
    expect(copied).toHaveLength(1);
    expect(copied[0]).toMatchObject({
      changed_by: { id: rep.user.id, name: 'Rey Sales' },
      quotation: { id: quotation.id, reference: quotation.reference },
    });
  });

  it('mints a new link each time; the earlier ones keep working', async () => {
    const { rep, quotation } = await draft();
    const first = tokenOf((await copy(quotation.id, rep.token)).json().data.link);
    const second = tokenOf((await copy(quotation.id, rep.token)).json().data.link);
    expect(second).not.toBe(first);
    expect(await opens(first)).toBe(true);
    expect(await opens(second)).toBe(true);
    const rows = await ctx.db
      .select()
      .from(quotationLinks)
      .where(eq(quotationLinks.quotationId, quotation.id));
    expect(rows).toHaveLength(2);
  });

  it('is absolute under PUBLIC_URL, whatever Host the request names', async () => {
    const { rep, quotation } = await draft();
    const app = await appWith({ PUBLIC_URL: 'https://ironsite.example' });
    const res = await call(app, {
      method: 'POST',
      url: `/api/admin/quotations/${quotation.id}/link`,
      token: rep.token,
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.link).toMatch(/^https:\/\/ironsite\.example\/quotation\/[A-Za-z0-9_-]{43}$/);
  });

  it('needs the right to send quotations, and a sales rep only their own leads (404 otherwise)', async () => {
    const { quotation } = await draft();
    expect((await copy(quotation.id)).statusCode).toBe(401);
    for (const role of ['viewer', 'editor'] as const) {
      const { token } = await createUser(ctx.db, { role });
      expect([role, (await copy(quotation.id, token)).statusCode]).toEqual([role, 403]);
    }
    const other = await createUser(ctx.db, { role: 'sales' });
    const res = await copy(quotation.id, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(QUOTATION_MESSAGES.notFound);
    expect(await statusOf(quotation.id)).toBe('draft');
    expect(await ctx.db.select().from(quotationLinks)).toEqual([]);

    const admin = await createAdmin(ctx.db);
    expect((await copy(999_999, admin.token)).statusCode).toBe(404);
    expect((await copy('abc', admin.token)).statusCode).toBe(422);
    expect((await copy('99999999999999999999', admin.token)).statusCode).toBe(422);
    expect((await copy('1%0D%0Ax', admin.token)).statusCode).toBe(422);
    const malformed = await call(ctx.app, {
      method: 'POST',
      url: `/api/admin/quotations/${quotation.id}/link`,
      token: admin.token,
      headers: { 'content-type': 'application/json' },
      payload: '{"<b>":',
    });
    expect(malformed.statusCode).toBe(400);
    const manager = await createUser(ctx.db, { role: 'manager' });
    expect((await copy(quotation.id, manager.token)).statusCode).toBe(201);
  });

  it('refuses a superseded revision and one whose link period has ended (409), minting nothing', async () => {
    const { rep, quotation } = await draft();
    expect((await copy(quotation.id, rep.token)).statusCode).toBe(201);
    const revised = await q.revise(quotation.id, rep.token);
    expect(revised.statusCode, revised.body).toBe(201);
    expect((await copy(revised.json().data.id, rep.token)).statusCode).toBe(201);

    const superseded = await copy(quotation.id, rep.token);
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json().message).toBe(QUOTATION_MESSAGES.notLatest);

    // Valid until 31 days ago: its link period (validity + 30 days) ended yesterday.
    await ctx.db
      .update(quotations)
      .set({ validUntil: inDays(-31) })
      .where(eq(quotations.id, revised.json().data.id));
    const ended = await copy(revised.json().data.id, rep.token);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(QUOTATION_MESSAGES.linkEnded);
    expect(await ctx.db.select().from(quotationLinks)).toHaveLength(2);
  });
});

describe('whether mail is on, told to staff', () => {
  it('/api/me says mail is off and links cannot be e-mailed on the Quick start setup', async () => {
    const { token } = await createUser(ctx.db, { role: 'sales' });
    const res = await call(ctx.app, { url: '/api/me', token });
    expect(res.json().mail).toEqual({ enabled: false, public_url_set: false });
    const app = await appWith({ SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://ironsite.example' });
    expect((await call(app, { url: '/api/me', token })).json().mail).toEqual({
      enabled: true,
      public_url_set: true,
    });
  });
});
