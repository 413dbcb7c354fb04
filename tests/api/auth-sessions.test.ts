import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, mfaChallenges } from '../../server/db/schema';
import { browserLabel, purgeDeadSessions } from '../../server/services/auth';
import { call, setupApi } from '../support/api';
import { createUser, DEFAULT_PASSWORD } from '../support/factories';

// Sessions: idle timeout, the account's session list with "Sign out" and "Sign out everywhere
// else", and the purge of tokens that can no longer sign in (decision 015).
const ctx = setupApi();

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const HOUR = 3600_000;

const me = (token: string) => call(ctx.app, { method: 'GET', url: '/api/me', token });
const sessions = (token?: string) => call(ctx.app, { method: 'GET', url: '/api/profile/sessions', token });
const signOut = (token: string | undefined, id: string | number) =>
  call(ctx.app, { method: 'DELETE', url: `/api/profile/sessions/${id}`, token });
const signOutOthers = (token?: string) =>
  call(ctx.app, { method: 'POST', url: '/api/profile/sessions/revoke-others', token });

async function login(email: string, from = '203.0.113.9', userAgent = CHROME_WINDOWS) {
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/login',
    payload: { email, password: DEFAULT_PASSWORD },
    remoteAddress: from,
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

const tokenRow = async (id: number) =>
  (await ctx.db.select().from(authTokens).where(eq(authTokens.id, id)))[0];
const setLastUsed = (userId: number, at: Date) =>
  ctx.db.update(authTokens).set({ lastUsedAt: at }).where(eq(authTokens.userId, userId));

describe('idle timeout', () => {
  it('a token unused for TOKEN_IDLE_HOURS (12 h) is refused within its lifetime', async () => {
    const { token, user } = await createUser(ctx.db);
    await setLastUsed(user.id, new Date(Date.now() - 12 * HOUR - 60_000));
    const res = await me(token);
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'Unauthenticated.' }]);
  });

  it('a token used within the idle time works and its last use moves forward', async () => {
    const { token, user } = await createUser(ctx.db);
    const before = new Date(Date.now() - 11 * HOUR);
    await setLastUsed(user.id, before);
    expect((await me(token)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(row.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('last use is written at most about once a minute, not on every request', async () => {
    const { token, user } = await createUser(ctx.db);
    const recent = new Date(Date.now() - 30_000);
    await setLastUsed(user.id, recent);
    for (let i = 0; i < 3; i++) expect((await me(token)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(row.lastUsedAt.getTime()).toBe(recent.getTime());
  });
});

describe('TOKEN_IDLE_HOURS', () => {
  const short = setupApi({ TOKEN_IDLE_HOURS: '1' });

  it('is read from the configuration', async () => {
    const { token, user } = await createUser(short.db);
    await short.db
      .update(authTokens)
      .set({ lastUsedAt: new Date(Date.now() - 2 * HOUR) })
      .where(eq(authTokens.userId, user.id));
    expect((await call(short.app, { method: 'GET', url: '/api/me', token })).statusCode).toBe(401);
  });
});

describe('GET /api/profile/sessions', () => {
  it("lists the account's live sessions with address, browser and which one is this", async () => {
    const { user } = await createUser(ctx.db, { email: 'ops@example.ph' });
    const desk = await login(user.email, '203.0.113.9', CHROME_WINDOWS);
    const phone = await login(user.email, '198.51.100.4', SAFARI_IPHONE);
    const res = await sessions(desk);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    // The factory's token (no address) plus the two sign-ins.
    expect(data).toHaveLength(3);
    const current = data.find((s: { current: boolean }) => s.current);
    expect(current).toEqual({
      id: expect.any(Number),
      created_at: expect.any(String),
      last_used_at: expect.any(String),
      ip: '203.0.113.9',
      browser: 'Chrome 131 on Windows',
      current: true,
    });
    expect(data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(data.find((s: { ip: string }) => s.ip === '198.51.100.4')).toMatchObject({
      browser: 'Safari 17 on iOS',
      current: false,
    });
    expect(res.body).not.toContain(desk);
    expect(res.body).not.toContain(phone);
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });

  it('leaves out other accounts, revoked, expired and idle sessions', async () => {
    const { token, user } = await createUser(ctx.db);
    await createUser(ctx.db);
    const revoked = await login(user.email);
    await call(ctx.app, { method: 'POST', url: '/api/logout', token: revoked });
    const expired = await login(user.email, '192.0.2.50');
    const idle = await login(user.email, '192.0.2.51');
    await ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.ip, '192.0.2.50'));
    await ctx.db
      .update(authTokens)
      .set({ lastUsedAt: new Date(Date.now() - 13 * HOUR) })
      .where(eq(authTokens.ip, '192.0.2.51'));
    expect([expired, idle]).toHaveLength(2);
    const { data } = (await sessions(token)).json();
    expect(data).toHaveLength(1);
    expect(data[0].current).toBe(true);
  });

  it('keeps at most 512 characters of a User-Agent', async () => {
    const { user } = await createUser(ctx.db);
    const token = await login(user.email, '203.0.113.9', `${CHROME_WINDOWS} ${'x'.repeat(5000)}`);
    const { data } = (await sessions(token)).json();
    const row = await tokenRow(data.find((s: { current: boolean }) => s.current).id);
    expect(row.userAgent).toHaveLength(512);
  });

  it('needs a signed-in user', async () => {
    expect((await sessions()).statusCode).toBe(401);
  });
});

describe('browser labels', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome 131 on Windows'],
    [SAFARI_IPHONE, 'Safari 17 on iOS'],
    ['curl/8.5.0', null],
    ['<script>alert(1)</script>', null],
    ['', null],
    [null, null],
  ])('%s → %s', (ua, label) => {
    expect(browserLabel(ua)).toBe(label);
  });
});

describe('signing sessions out', () => {
  it('DELETE /api/profile/sessions/:id signs that session out', async () => {
    const { token, user } = await createUser(ctx.db);
    const other = await login(user.email);
    const otherId = (await sessions(token)).json().data.find((s: { current: boolean }) => !s.current).id;
    const res = await signOut(token, otherId);
    expect(res.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    expect((await signOut(token, otherId)).statusCode).toBe(404);
  });

  it("another account's session or an unknown id: 404, nothing signed out", async () => {
    const { token } = await createUser(ctx.db);
    const victim = await createUser(ctx.db);
    const [victimRow] = await ctx.db.select().from(authTokens).where(eq(authTokens.userId, victim.user.id));
    const res = await signOut(token, victimRow.id);
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'Session not found' }]);
    expect((await me(victim.token)).statusCode).toBe(200);
    expect((await signOut(token, 999999)).statusCode).toBe(404);
  });

  it('hostile ids answer 422; anonymous callers 401', async () => {
    const { token } = await createUser(ctx.db);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '%0d%0a1', '1%20or%201=1']) {
      const res = await signOut(token, id);
      expect([id, res.statusCode]).toEqual([id, 422]);
    }
    expect((await signOut(undefined, 'abc')).statusCode).toBe(401);
  });

  it('"Sign out everywhere else" keeps only this session, and no other account is touched', async () => {
    const { token, user } = await createUser(ctx.db);
    const others = [await login(user.email), await login(user.email)];
    const bystander = await createUser(ctx.db);
    const res = await signOutOthers(token);
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Signed out 2 other sessions.' }]);
    for (const t of others) expect((await me(t)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(bystander.token)).statusCode).toBe(200);
    expect((await signOutOthers()).statusCode).toBe(401);
  });
});

describe('purgeDeadSessions', () => {
  it('deletes expired, idle and revoked tokens and dead two-factor sign-ins; keeps the rest', async () => {
    const live = await createUser(ctx.db);
    const expired = await createUser(ctx.db);
    const idle = await createUser(ctx.db);
    const revoked = await createUser(ctx.db);
    await ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, expired.user.id));
    await setLastUsed(idle.user.id, new Date(Date.now() - 13 * HOUR));
    await call(ctx.app, { method: 'POST', url: '/api/logout', token: revoked.token });
    const soon = new Date(Date.now() + 60_000);
    await ctx.db.insert(mfaChallenges).values([
      { userId: live.user.id, tokenHash: 'a'.repeat(64), expiresAt: soon },
      { userId: live.user.id, tokenHash: 'b'.repeat(64), expiresAt: new Date(Date.now() - 1000) },
      { userId: live.user.id, tokenHash: 'c'.repeat(64), expiresAt: soon, attempts: 5 },
    ]);

    expect(await purgeDeadSessions(ctx.db, { idleHours: 12 })).toEqual({
      tokens: 3,
      challenges: 2,
      invitationMails: 0,
    });
    const left = await ctx.db.select().from(authTokens);
    expect(left.map((t) => t.userId)).toEqual([live.user.id]);
    expect((await ctx.db.select().from(mfaChallenges)).map((c) => c.tokenHash)).toEqual(['a'.repeat(64)]);
    expect((await me(live.token)).statusCode).toBe(200);
    expect(await purgeDeadSessions(ctx.db, { idleHours: 12 })).toEqual({
      tokens: 0,
      challenges: 0,
      invitationMails: 0,
    });
  });
});

describe('signed-in endpoints check the token before the body', () => {
  it('PUT /api/profile/password: 401, not 422, for an anonymous call with a bad body', async () => {
    for (const payload of [{}, { password: 1 }, 'not json']) {
      const res = await call(ctx.app, {
        method: 'PUT',
        url: '/api/profile/password',
        payload: payload as Record<string, unknown>,
      });
      expect([payload, res.statusCode, res.json()]).toEqual([payload, 401, { message: 'Unauthenticated.' }]);
    }
  });

  it('logout and a revoked token: 401 whatever the body', async () => {
    const { token } = await createUser(ctx.db);
    await call(ctx.app, { method: 'POST', url: '/api/logout', token });
    const res = await call(ctx.app, {
      method: 'PUT',
      url: '/api/profile/password',
      token,
      payload: { current_password: 5 },
    });
    expect(res.statusCode).toBe(401);
  });
});
