import { describe, expect, it } from 'vitest';
import { authTokens, mfaChallenges } from '../../server/db/schema';
import { call, setupApi } from '../support/api';
import { totpCode } from '../support/totp';
import { EXPIRED, INVALID, mfaApi } from './support/mfa';

// Two-factor sign-in (decision 015): the password step, then a code or a recovery code.
const ctx = setupApi();
const { get, login, loginMfa, enrolledUser, challenge } = mfaApi(ctx);

describe('signing in with two-factor', () => {
  it('the password step answers {mfa_required, mfa_token} and issues no token', async () => {
    const { user } = await enrolledUser();
    const tokensBefore = (await ctx.db.select().from(authTokens)).length;
    const res = await login(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mfa_required: true, mfa_token: expect.stringMatching(/^[\w-]{43}$/) });
    expect(await ctx.db.select().from(authTokens)).toHaveLength(tokensBefore);
    const [stored] = await ctx.db.select().from(mfaChallenges);
    expect(stored.tokenHash).not.toContain(res.json().mfa_token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
  });

  it('a wrong password is still the usual 401, without a challenge', async () => {
    const { user } = await enrolledUser();
    const res = await login(user.email, 'Wrong-Passw0rd');
    expect(res.statusCode).toBe(401);
    expect(await ctx.db.select().from(mfaChallenges)).toEqual([]);
  });

  it('the code step returns {user, token}; the mfa_token is single use', async () => {
    const { user, secret, step } = await enrolledUser();
    const mfaToken = await challenge(user.email);
    const res = await loginMfa(mfaToken, totpCode(secret, step + 1));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user, token: expect.any(String) });
    expect((await get('/api/me', res.json().token)).json().user).toEqual(user);
    const again = await loginMfa(mfaToken, totpCode(secret, step + 1));
    expect([again.statusCode, again.json()]).toEqual([401, EXPIRED]);
  });

  it('a time step is accepted once: the code used to enrol, or to sign in, is refused again', async () => {
    const { user, secret, step } = await enrolledUser();
    const first = await loginMfa(await challenge(user.email), totpCode(secret, step));
    expect([first.statusCode, first.json()]).toEqual([401, INVALID]);
    expect((await loginMfa(await challenge(user.email), totpCode(secret, step + 1))).statusCode).toBe(200);
    const replay = await loginMfa(await challenge(user.email), totpCode(secret, step + 1));
    expect([replay.statusCode, replay.json()]).toEqual([401, INVALID]);
  });

  it('codes outside the ±1 step window are refused', async () => {
    const { user, secret, step } = await enrolledUser();
    for (const s of [step - 2, step + 3]) {
      const res = await loginMfa(await challenge(user.email), totpCode(secret, s));
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('a recovery code signs in once, in any case, with or without the dash', async () => {
    const { user, token, recoveryCodes } = await enrolledUser();
    const typed = recoveryCodes[0].replace('-', '').toUpperCase();
    const res = await loginMfa(await challenge(user.email), ` ${typed} `);
    expect(res.statusCode).toBe(200);
    expect((await get('/api/profile/mfa', token)).json().recovery_codes_left).toBe(9);
    const again = await loginMfa(await challenge(user.email), recoveryCodes[0]);
    expect(again.json()).toEqual(INVALID);
    expect((await loginMfa(await challenge(user.email), recoveryCodes[1])).statusCode).toBe(200);
  });

  it('five wrong codes kill the sign-in: even the right code is then refused', async () => {
    const { user, secret, step } = await enrolledUser();
    const mfaToken = await challenge(user.email);
    for (let i = 0; i < 5; i++) {
      const res = await loginMfa(mfaToken, '000000');
      expect([res.statusCode, res.json()]).toEqual([401, INVALID]);
    }
    const res = await loginMfa(mfaToken, totpCode(secret, step + 1));
    expect([res.statusCode, res.json()]).toEqual([401, EXPIRED]);
  });

  it('parallel guesses get five tries between them', async () => {
    const { user } = await enrolledUser();
    const mfaToken = await challenge(user.email);
    const answers = await Promise.all(Array.from({ length: 12 }, () => loginMfa(mfaToken, '000000')));
    expect(answers.filter((r) => r.json().message === INVALID.message)).toHaveLength(5);
    expect(answers.filter((r) => r.json().message === EXPIRED.message)).toHaveLength(7);
  });

  it('an mfa_token older than five minutes is refused', async () => {
    const { user, secret, step } = await enrolledUser();
    const mfaToken = await challenge(user.email);
    await ctx.db.update(mfaChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await loginMfa(mfaToken, totpCode(secret, step + 1));
    expect([res.statusCode, res.json()]).toEqual([401, EXPIRED]);
  });

  it("another account's code does not finish this account's sign-in", async () => {
    const victim = await enrolledUser();
    const attacker = await enrolledUser();
    const mfaToken = await challenge(victim.user.email);
    const res = await loginMfa(mfaToken, totpCode(attacker.secret, attacker.step + 1));
    expect(res.json()).toEqual(INVALID);
    const recovery = await loginMfa(mfaToken, attacker.recoveryCodes[0]);
    expect(recovery.json()).toEqual(INVALID);
  });

  it('hostile input: unknown token, wrong types, oversized, CR/LF and markup', async () => {
    const { user, secret, step } = await enrolledUser();
    const mfaToken = await challenge(user.email);
    const code = totpCode(secret, step + 1);
    expect((await loginMfa('x'.repeat(43), code)).json()).toEqual(EXPIRED);
    for (const [token, c] of [
      [mfaToken, Number(code)],
      [mfaToken, [code]],
      [mfaToken, '1'.repeat(33)],
      [mfaToken, ''],
      ['x'.repeat(201), code],
      [42, code],
      [undefined, code],
    ]) {
      const res = await loginMfa(token, c);
      expect([String(c).slice(0, 40), res.statusCode]).toEqual([String(c).slice(0, 40), 422]);
    }
    for (const c of [
      `${code.slice(0, 3)}\r\n${code.slice(3)}`,
      `<img src=x onerror=alert(1)>`,
      `${code}\u0000`,
    ]) {
      const res = await loginMfa(mfaToken, c);
      expect([c, res.statusCode, res.json()]).toEqual([c, 401, INVALID]);
    }
    // Three of the five tries are used: the right code still works.
    expect((await loginMfa(mfaToken, code)).statusCode).toBe(200);
  });

  it('records where the two-factor sign-in came from', async () => {
    const { user, secret, step } = await enrolledUser();
    const mfaToken = await challenge(user.email);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/login/mfa',
      payload: { mfa_token: mfaToken, code: totpCode(secret, step + 1) },
      remoteAddress: '198.51.100.7',
      headers: {
        'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Gecko/20100101 Firefox/133.0',
      },
    });
    const sessions = await get('/api/profile/sessions', res.json().token);
    expect(sessions.json().data.find((s: { current: boolean }) => s.current)).toMatchObject({
      ip: '198.51.100.7',
      browser: 'Firefox 133 on macOS',
    });
  });
});
