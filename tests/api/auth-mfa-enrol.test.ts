import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mfaRecoveryCodes, users } from '../../server/db/schema';
import { setSettingValues } from '../../server/services/settings';
import { setupApi } from '../support/api';
import { createUser, DEFAULT_PASSWORD } from '../support/factories';
import { currentStep, totpCode } from '../support/totp';
import { mfaApi } from './support/mfa';

// Two-factor sign-in (decision 015): enrolling in Profile, and the secret kept out of every answer.
const ctx = setupApi();
const { post, get, login, enrol, enrolledUser } = mfaApi(ctx);

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
