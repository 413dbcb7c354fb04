import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, mfaChallenges, mfaRecoveryCodes, users } from '../../server/db/schema';
import { setSettingValues } from '../../server/services/settings';
import { call, setupApi } from '../support/api';
import { createAdmin, createUser, DEFAULT_PASSWORD } from '../support/factories';
import { currentStep, totpCode } from '../support/totp';

// Two-factor sign-in (TOTP, recovery codes) and the setting that requires it of admins (decision 015).
const ctx = setupApi();

const EXPIRED = { message: 'The sign-in has expired. Please sign in again.' };
const INVALID = { message: 'The code is not valid.' };
const MFA_REQUIRED = 'Two-factor sign-in is required for admin accounts. Set it up in Profile.';

const post = (url: string, payload: unknown, token?: string) =>
  call(ctx.app, { method: 'POST', url, payload: payload as Record<string, unknown>, token });
const get = (url: string, token?: string) => call(ctx.app, { method: 'GET', url, token });
const login = (email: string, password = DEFAULT_PASSWORD) => post('/api/login', { email, password });
const loginMfa = (mfa_token: unknown, code: unknown) => post('/api/login/mfa', { mfa_token, code });

/** Enrols the account through Profile with a code of step `step`; returns the secret and codes. */
async function enrol(token: string, step = currentStep()) {
  const setup = await post('/api/profile/mfa/setup', { current_password: DEFAULT_PASSWORD }, token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const enable = await post('/api/profile/mfa/enable', { code: totpCode(secret, step) }, token);
  expect(enable.statusCode).toBe(200);
  return { secret: secret as string, recoveryCodes: enable.json().recovery_codes as string[], step };
}

/** An account with two-factor on, its secret, recovery codes and the step used to enrol. */
async function enrolledUser(over: Parameters<typeof createUser>[1] = {}) {
  const account = await createUser(ctx.db, over);
  return { ...account, ...(await enrol(account.token)) };
}

async function challenge(email: string) {
  const res = await login(email);
  expect(res.statusCode).toBe(200);
  return res.json().mfa_token as string;
}

describe('enrolment in Profile', () => {
  it('GET /api/profile/mfa: off for a new account', async () => {
    const { token } = await createUser(ctx.db);
    const res = await get('/api/profile/mfa', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: false, recovery_codes_left: 0, required: false });
  });

  it('setup re-checks the password', async () => {
    const { token } = await createUser(ctx.db);
    const res = await post('/api/profile/mfa/setup', { current_password: 'Not-The-Passw0rd' }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
    const [row] = await ctx.db.select().from(users);
    expect(row.totpPendingSecret).toBeNull();
  });

  it('setup answers a base32 secret, its otpauth URL (site name, e-mail) and an SVG QR code', async () => {
    const { token, user } = await createUser(ctx.db, { email: 'ops@example.ph' });
    await setSettingValues(ctx.db, { site_name: 'Ironsite Equipment' });
    const res = await post('/api/profile/mfa/setup', { current_password: DEFAULT_PASSWORD }, token);
    expect(res.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Ironsite Equipment:ops@example.ph');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret,
      issuer: 'Ironsite Equipment',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(qr_svg).not.toMatch(/<script|on\w+=/i);
    // Pending only: not on until a first code confirms it.
    expect((await get('/api/profile/mfa', token)).json().enabled).toBe(false);
    expect((await login(user.email)).json().token).toEqual(expect.any(String));
  });

  it('the issuer is "Ironsite" when the site has no name', async () => {
    const { token } = await createUser(ctx.db);
    await setSettingValues(ctx.db, { site_name: '' });
    const res = await post('/api/profile/mfa/setup', { current_password: DEFAULT_PASSWORD }, token);
    expect(new URL(res.json().otpauth_url).searchParams.get('issuer')).toBe('Ironsite');
  });

  it('enable without a setup first is 409', async () => {
    const { token } = await createUser(ctx.db);
    const res = await post('/api/profile/mfa/enable', { code: '123456' }, token);
    expect(res.statusCode).toBe(409);
  });

  it('enable refuses a wrong code with 422 on code', async () => {
    const { token } = await createUser(ctx.db);
    const { secret } = (
      await post('/api/profile/mfa/setup', { current_password: DEFAULT_PASSWORD }, token)
    ).json();
    for (const code of [totpCode(secret, currentStep() + 3), 'abcdef', '12345-abcde']) {
      const res = await post('/api/profile/mfa/enable', { code }, token);
      expect([code, res.statusCode, res.json().errors]).toEqual([
        code,
        422,
        { code: ['The code is not valid.'] },
      ]);
    }
    expect((await get('/api/profile/mfa', token)).json().enabled).toBe(false);
  });

  it('enable: ten one-time recovery codes, stored hashed; the other sessions are signed out', async () => {
    const { token, user } = await createUser(ctx.db);
    const other = (await login(user.email)).json().token;
    const { recoveryCodes } = await enrol(token);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    const stored = await ctx.db.select().from(mfaRecoveryCodes);
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const code of recoveryCodes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace('-', ''));
    }
    for (const row of stored) expect(row.codeHash).toMatch(/^\$argon2id\$/);
    expect((await get('/api/profile/mfa', token)).json()).toEqual({
      enabled: true,
      recovery_codes_left: 10,
      required: false,
    });
    expect((await get('/api/me', other)).statusCode).toBe(401);
    expect((await get('/api/me', token)).statusCode).toBe(200);
  });

  it('setup again while on is 409', async () => {
    const { token } = await enrolledUser();
    const res = await post('/api/profile/mfa/setup', { current_password: DEFAULT_PASSWORD }, token);
    expect(res.statusCode).toBe(409);
  });

  it('needs a signed-in user (401 before the body is looked at)', async () => {
    for (const [url, payload] of [
      ['/api/profile/mfa/setup', {}],
      ['/api/profile/mfa/enable', { code: 5 }],
      ['/api/profile/mfa/disable', 'x'],
      ['/api/profile/mfa/recovery-codes', {}],
    ] as const) {
      const res = await post(url, payload);
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
    expect((await get('/api/profile/mfa')).statusCode).toBe(401);
  });
});

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

describe('turning it off and new recovery codes', () => {
  it('disable checks the password and a code, then sign-in is back to one step', async () => {
    const { token, user, secret, step, recoveryCodes } = await enrolledUser();
    const wrongPassword = await post(
      '/api/profile/mfa/disable',
      { current_password: 'Not-The-Passw0rd', code: totpCode(secret, step + 1) },
      token,
    );
    expect(wrongPassword.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
    const wrongCode = await post(
      '/api/profile/mfa/disable',
      { current_password: DEFAULT_PASSWORD, code: '000000' },
      token,
    );
    expect(wrongCode.json().errors).toEqual({ code: ['The code is not valid.'] });
    const other = (await loginMfa(await challenge(user.email), totpCode(secret, step + 1))).json().token;
    const ok = await post(
      '/api/profile/mfa/disable',
      { current_password: DEFAULT_PASSWORD, code: recoveryCodes[0] },
      token,
    );
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/profile/mfa', token)).json()).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: false,
    });
    expect(await ctx.db.select().from(mfaRecoveryCodes)).toEqual([]);
    expect((await get('/api/me', other)).statusCode).toBe(401);
    expect((await login(user.email)).json().token).toEqual(expect.any(String));
    expect(
      (await post('/api/profile/mfa/disable', { current_password: DEFAULT_PASSWORD, code: '1' }, token))
        .statusCode,
    ).toBe(409);
  });

  it('new recovery codes need a current code; the old ones stop working', async () => {
    const { token, user, recoveryCodes, secret, step } = await enrolledUser();
    const wrong = await post('/api/profile/mfa/recovery-codes', { code: '000000' }, token);
    expect([wrong.statusCode, wrong.json().errors]).toEqual([422, { code: ['The code is not valid.'] }]);
    const res = await post('/api/profile/mfa/recovery-codes', { code: totpCode(secret, step + 1) }, token);
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => recoveryCodes.includes(c))).toBe(false);
    expect((await loginMfa(await challenge(user.email), recoveryCodes[0])).json()).toEqual(INVALID);
    expect((await loginMfa(await challenge(user.email), fresh[0])).statusCode).toBe(200);
  });

  it('recovery codes of an account without two-factor: 409', async () => {
    const { token } = await createUser(ctx.db);
    expect((await post('/api/profile/mfa/recovery-codes', { code: '123456' }, token)).statusCode).toBe(409);
  });
});

describe('Settings → Security → "Require two-factor for all admins"', () => {
  const requireMfa = (on: boolean) => setSettingValues(ctx.db, { require_admin_mfa: String(on) });

  it('is an admin setting, off by default, never in the public settings', async () => {
    const { token } = await createAdmin(ctx.db);
    const grouped = await get('/api/admin/settings', token);
    expect(grouped.json().data.security.require_admin_mfa).toMatchObject({
      value: false,
      type: 'boolean',
      label: 'Require two-factor for all admins',
    });
    const saved = await call(ctx.app, {
      method: 'PUT',
      url: '/api/admin/settings',
      token,
      payload: { settings: { require_admin_mfa: true } },
    });
    expect(saved.statusCode).toBe(200);
    const pub = await get('/api/public/settings');
    expect(JSON.stringify(pub.json())).not.toContain('require_admin_mfa');
  });

  it('when on, an admin without two-factor gets 403 on admin endpoints but keeps Profile', async () => {
    const { token } = await createAdmin(ctx.db);
    await requireMfa(true);
    for (const [method, url] of [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/settings'],
      ['POST', '/api/admin/brands'],
      ['POST', '/api/public/news'],
    ] as const) {
      const res = await call(ctx.app, { method, url, token, payload: method === 'POST' ? {} : undefined });
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, { message: MFA_REQUIRED }]);
    }
    expect((await get('/api/me', token)).statusCode).toBe(200);
    expect((await get('/api/profile/mfa', token)).json()).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: true,
    });
    expect((await get('/api/profile/sessions', token)).statusCode).toBe(200);
    // Enrolling opens the admin again.
    await enrol(token);
    expect((await get('/api/admin/dashboard', token)).statusCode).toBe(200);
    expect((await post('/api/logout', {}, token)).statusCode).toBe(200);
  });

  it('when on, a plain user still gets the usual 403, and an admin with two-factor passes', async () => {
    await requireMfa(true);
    const { token: userToken } = await createUser(ctx.db);
    expect((await get('/api/admin/users', userToken)).json()).toEqual({
      message: 'Access denied. Admin privileges required.',
    });
    const admin = await createAdmin(ctx.db);
    await enrol(admin.token);
    expect((await get('/api/admin/users', admin.token)).statusCode).toBe(200);
  });

  it('when off (the default), admins without two-factor work as before', async () => {
    const { token } = await createAdmin(ctx.db);
    await requireMfa(false);
    expect((await get('/api/admin/users', token)).statusCode).toBe(200);
  });
});

describe('the account row', () => {
  it('keeps the secret out of every answer', async () => {
    const { token, user, secret } = await enrolledUser();
    for (const url of ['/api/me', '/api/profile/mfa', '/api/profile/sessions']) {
      expect((await get(url, token)).body).not.toContain(secret);
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row.totpSecret).toBe(secret);
    expect(row.totpPendingSecret).toBeNull();
  });
});
