import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mfaFailures, users } from '../../server/db/schema';
import { MFA_LOCKED } from '../../server/services/auth';
import { call, setupApi } from '../support/api';
import { totpCode } from '../support/totp';
import { INVALID, mfaApi } from './support/mfa';

// The per-account limit on second-factor guesses: 10 wrong codes within 15 minutes, across
// challenges and addresses, close the account's second step for 15 minutes (429), and the owner
// sees them beside the session list. Behind a trusted proxy, so each request names its address.
const ctx = setupApi({ TRUST_PROXY: 'true' });
const { get, login, enrolledUser } = mfaApi(ctx);

const challengeFrom = async (email: string, ip: string) => {
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/login',
    payload: { email, password: 'Str0ng-Passw0rd!' },
    headers: { 'x-forwarded-for': ip },
  });
  expect(res.statusCode).toBe(200);
  return res.json().mfa_token as string;
};
const codeFrom = (mfa_token: string, code: string, ip: string) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/login/mfa',
    payload: { mfa_token, code },
    headers: { 'x-forwarded-for': ip },
  });

/** `n` wrong codes from `ip`, five per challenge as a person (or a script) would have to. */
async function wrongCodes(email: string, n: number, ip: string) {
  let token = '';
  for (let i = 0; i < n; i++) {
    if (i % 5 === 0) token = await challengeFrom(email, ip);
    const res = await codeFrom(token, '000000', ip);
    expect([i, res.statusCode, res.json()]).toEqual([i, 401, INVALID]);
  }
}
const failuresOf = (userId: number) =>
  ctx.db.select().from(mfaFailures).where(eq(mfaFailures.userId, userId));
const lockOf = async (userId: number) =>
  (await ctx.db.select().from(users).where(eq(users.id, userId)))[0].mfaLockedUntil;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('the per-account limit on second-factor codes', () => {
  it('after 10 wrong codes from two addresses, the right code from a third gets 429 for 15 minutes', async () => {
    const { user, secret, step } = await enrolledUser();
    await wrongCodes(user.email, 5, '203.0.113.9');
    await wrongCodes(user.email, 5, '198.51.100.20');
    const res = await codeFrom(
      await challengeFrom(user.email, '192.0.2.1'),
      totpCode(secret, step + 1),
      '192.0.2.1',
    );
    expect([res.statusCode, res.json()]).toEqual([429, { message: MFA_LOCKED }]);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const until = await lockOf(user.id);
    expect(until!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    // Recorded with their addresses; the refused attempt is no wrong code.
    const rows = await failuresOf(user.id);
    expect(rows.map((r) => r.ip).sort()).toEqual([
      ...Array(5).fill('198.51.100.20'),
      ...Array(5).fill('203.0.113.9'),
    ]);
  });

  it('nine wrong codes are not enough; wrong codes older than 15 minutes do not count', async () => {
    const { user, secret, step } = await enrolledUser();
    await wrongCodes(user.email, 9, '203.0.113.9');
    await ctx.db.update(mfaFailures).set({ createdAt: ago(16 * 60_000) });
    await wrongCodes(user.email, 9, '203.0.113.9');
    const res = await codeFrom(
      await challengeFrom(user.email, '203.0.113.9'),
      totpCode(secret, step + 1),
      '203.0.113.9',
    );
    expect(res.statusCode).toBe(200);
    expect(await lockOf(user.id)).toBeNull();
  });

  it('when the lock ends the right code signs in; success erases neither the lock nor the record', async () => {
    const { user, secret, step } = await enrolledUser();
    await wrongCodes(user.email, 10, '203.0.113.9');
    expect(
      (await codeFrom(await challengeFrom(user.email, '203.0.113.9'), '000000', '203.0.113.9')).statusCode,
    ).toBe(429);
    // Sixteen minutes later.
    const ended = ago(60_000);
    await ctx.db.update(users).set({ mfaLockedUntil: ended }).where(eq(users.id, user.id));
    await ctx.db.update(mfaFailures).set({ createdAt: ago(16 * 60_000) });
    const res = await codeFrom(
      await challengeFrom(user.email, '203.0.113.9'),
      totpCode(secret, step + 1),
      '203.0.113.9',
    );
    expect(res.statusCode).toBe(200);
    expect(await lockOf(user.id)).toEqual(ended);
    expect(await failuresOf(user.id)).toHaveLength(10);
  });

  it('counts again from the end of a lock: a new lock needs ten new wrong codes', async () => {
    const { user } = await enrolledUser();
    await ctx.db
      .update(users)
      .set({ mfaLockedUntil: ago(1000) })
      .where(eq(users.id, user.id));
    await ctx.db
      .insert(mfaFailures)
      .values(Array.from({ length: 10 }, () => ({ userId: user.id, createdAt: ago(5 * 60_000) })));
    await wrongCodes(user.email, 9, '203.0.113.9');
    expect((await lockOf(user.id))!.getTime()).toBeLessThan(Date.now());
    await wrongCodes(user.email, 1, '203.0.113.9');
    expect((await lockOf(user.id))!.getTime()).toBeGreaterThan(Date.now());
  });

  it('parallel guesses from many challenges get ten wrong codes between them', async () => {
    const { user } = await enrolledUser();
    const tokens = await Promise.all([1, 2, 3, 4].map(() => challengeFrom(user.email, '203.0.113.9')));
    const answers = await Promise.all(
      tokens.flatMap((t) => Array.from({ length: 5 }, () => codeFrom(t, '000000', '203.0.113.9'))),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await failuresOf(user.id)).toHaveLength(10);
  });

  it('locks only that account, and keeps no wrong code older than 30 days', async () => {
    const victim = await enrolledUser();
    const other = await enrolledUser();
    await ctx.db
      .insert(mfaFailures)
      .values({ userId: victim.user.id, ip: '192.0.2.50', createdAt: ago(31 * 86_400_000) });
    await wrongCodes(victim.user.email, 10, '203.0.113.9');
    expect((await failuresOf(victim.user.id)).map((r) => r.ip)).not.toContain('192.0.2.50');
    const res = await codeFrom(
      await challengeFrom(other.user.email, '203.0.113.9'),
      totpCode(other.secret, other.step + 1),
      '203.0.113.9',
    );
    expect(res.statusCode).toBe(200);
  });

  it('records a wrong code from a non-address a proxy passed on with no address', async () => {
    const { user } = await enrolledUser();
    for (const ip of ['<script>x</script>', 'unknown', '1.2.3.4\r\nX: y']) {
      const res = await codeFrom(await challengeFrom(user.email, ip), '000000', ip);
      expect(res.statusCode).toBe(401);
    }
    expect((await failuresOf(user.id)).map((r) => r.ip)).toEqual([null, null, null]);
  });
});

describe('what the owner sees: GET /api/profile/sessions', () => {
  it('lists recent wrong codes per address and the lock they caused', async () => {
    const { user, token } = await enrolledUser();
    expect((await get('/api/profile/sessions', token)).json().second_factor).toEqual({
      failures: [],
      lock: null,
    });
    await wrongCodes(user.email, 3, '198.51.100.20');
    await wrongCodes(user.email, 7, '203.0.113.9');
    const { second_factor } = (await get('/api/profile/sessions', token)).json();
    expect(second_factor.failures).toEqual([
      { ip: '203.0.113.9', count: 7, first_at: expect.any(String), last_at: expect.any(String) },
      { ip: '198.51.100.20', count: 3, first_at: expect.any(String), last_at: expect.any(String) },
    ]);
    const until = (await lockOf(user.id))!;
    expect(second_factor.lock).toEqual({
      locked_at: new Date(until.getTime() - 15 * 60_000).toISOString(),
      locked_until: until.toISOString(),
      active: true,
      ips: expect.arrayContaining(['203.0.113.9', '198.51.100.20']),
    });
  });

  it('shows a past lock as over, and nothing of another account', async () => {
    const victim = await enrolledUser();
    const other = await enrolledUser();
    await wrongCodes(victim.user.email, 10, '203.0.113.9');
    await ctx.db
      .update(users)
      .set({ mfaLockedUntil: ago(1000) })
      .where(eq(users.id, victim.user.id));
    expect((await get('/api/profile/sessions', victim.token)).json().second_factor.lock.active).toBe(false);
    expect((await get('/api/profile/sessions', other.token)).json().second_factor).toEqual({
      failures: [],
      lock: null,
    });
    expect((await login(other.user.email)).statusCode).toBe(200);
  });
});
