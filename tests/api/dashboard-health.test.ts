import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../server/db/schema';
import { appsOn, call, setupApi } from '../support/api';
import { createAdmin, createLead, createUser } from '../support/factories';
import { setFallback as setFallbackOf } from './support/lead-desk';

// E-mail and routing health on the dashboard (docs/product.md §24): for admins only.
const ctx = setupApi();

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const dashboard = (token: string) => call(ctx.app, { url: '/api/admin/dashboard', token });

async function queue(over: Partial<typeof mailOutbox.$inferInsert>) {
  const lead = await createLead(ctx.db);
  await ctx.db.insert(mailOutbox).values({
    leadId: lead.id,
    kind: 'reply',
    from: 'desk@ironsite.example',
    to: lead.email,
    subject: 'Re',
    text: 'x',
    html: '<p>x</p>',
    ...over,
  });
}

const setFallback = (userId: number | null) => setFallbackOf(ctx.db, userId);

describe('GET /api/admin/dashboard: health', () => {
  it('an admin sees it; a manager, a sales rep and an editor do not', async () => {
    const admin = await createAdmin(ctx.db);
    expect((await dashboard(admin.token)).json().health).toEqual({
      mail: { enabled: false, public_url_set: false, stuck: 0, oldest_at: null },
      fallback: 'missing',
    });
    for (const role of ['manager', 'sales', 'editor', 'viewer'] as const) {
      const { token } = await createUser(ctx.db, { role });
      const res = await dashboard(token);
      expect([role, res.statusCode, 'health' in res.json()]).toEqual([role, 200, false]);
    }
  });

  it('counts the mails failing for over 15 minutes and those given up in the last day, with the oldest', async () => {
    const { token } = await createAdmin(ctx.db);
    const oldest = ago(3 * 60 * MINUTE);
    // Stuck: pending with an error, older than 15 minutes; failed within the day.
    await queue({ state: 'pending', lastError: 'ECONNREFUSED', createdAt: oldest });
    await queue({ state: 'pending', lastError: 'ECONNREFUSED', createdAt: ago(16 * MINUTE) });
    await queue({
      state: 'failed',
      lastError: '550 no such user',
      createdAt: ago(2 * 60 * MINUTE),
      nextAttemptAt: ago(60 * MINUTE),
    });
    // Not stuck: retrying for less than 15 minutes, waiting without an error, sent, failed days ago.
    await queue({ state: 'pending', lastError: 'ECONNREFUSED', createdAt: ago(5 * MINUTE) });
    await queue({ state: 'pending', createdAt: ago(60 * MINUTE) });
    await queue({ state: 'sent', sentAt: new Date(), createdAt: ago(60 * MINUTE) });
    await queue({
      state: 'failed',
      lastError: 'x',
      createdAt: ago(4 * 24 * 60 * MINUTE),
      nextAttemptAt: ago(3 * 24 * 60 * MINUTE),
    });
    const { health } = (await dashboard(token)).json();
    expect(health.mail).toMatchObject({ stuck: 3, oldest_at: oldest.toISOString() });
  });

  it('fallback: missing without one, ok when active, deactivated when deactivated or away', async () => {
    const { token } = await createAdmin(ctx.db);
    const rep = await createUser(ctx.db, { role: 'sales' });
    const fallback = async () => (await dashboard(token)).json().health.fallback;
    await setFallback(null);
    expect(await fallback()).toBe('missing');
    await setFallback(rep.user.id);
    expect(await fallback()).toBe('ok');
    await ctx.db.update(users).set({ away: true }).where(eq(users.id, rep.user.id));
    expect(await fallback()).toBe('deactivated');
    await ctx.db
      .update(users)
      .set({ away: false, deactivatedAt: new Date() })
      .where(eq(users.id, rep.user.id));
    expect(await fallback()).toBe('deactivated');
  });
});

describe('GET /api/admin/dashboard: whether mail is on (decision 052)', () => {
  const appWith = appsOn(ctx);
  it('tells an admin that mail is on and whether it can carry links (PUBLIC_URL)', async () => {
    const { token } = await createAdmin(ctx.db);
    const smtpOnly = await appWith({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const res = await call(smtpOnly, { url: '/api/admin/dashboard', token });
    expect(res.json().health.mail).toMatchObject({ enabled: true, public_url_set: false });
    const both = await appWith({ SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://ironsite.example' });
    expect((await call(both, { url: '/api/admin/dashboard', token })).json().health.mail).toMatchObject({
      enabled: true,
      public_url_set: true,
    });
  });
});
