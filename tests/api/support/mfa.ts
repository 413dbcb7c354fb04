import { expect } from 'vitest';
import { type ApiContext, call } from '../../support/api';
import { createUser, DEFAULT_PASSWORD } from '../../support/factories';
import { currentStep, totpCode } from '../../support/totp';

// What the two-factor API tests share (decision 015): the answers they expect, requests by
// route, and accounts enrolled the way a person enrols, through Profile.

export const EXPIRED = { message: 'The sign-in has expired. Please sign in again.' };
export const INVALID = { message: 'The code is not valid.' };
export const MFA_REQUIRED = 'Two-factor sign-in is required for staff accounts. Set it up in Profile.';

export function mfaApi(ctx: ApiContext) {
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

  return { post, get, login, loginMfa, enrol, enrolledUser, challenge };
}
