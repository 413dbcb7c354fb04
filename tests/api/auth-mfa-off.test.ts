import { describe, expect, it } from 'vitest';
import { mfaRecoveryCodes } from '../../server/db/schema';
import { setupApi } from '../support/api';
import { createUser, DEFAULT_PASSWORD } from '../support/factories';
import { totpCode } from '../support/totp';
import { INVALID, mfaApi } from './support/mfa';

// Two-factor sign-in (decision 015): turning it off, and new recovery codes.
const ctx = setupApi();
const { post, get, login, loginMfa, enrolledUser, challenge } = mfaApi(ctx);

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
