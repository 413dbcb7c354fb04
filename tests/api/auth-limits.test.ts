import { describe, expect, it } from 'vitest';
import { call, setupApi } from '../support/api';
import { createUser } from '../support/factories';

// The sign-in limit (RATE_LIMIT_AUTH_PER_MINUTE) covers the two-factor step and the profile
// endpoints that check a password or a code. The limiter's memory outlives the per-test reset, so
// each test uses its own client address.
const ctx = setupApi({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });

describe('sign-in rate limit', () => {
  it('the 4th /api/login/mfa in a minute from one address gets 429', async () => {
    const attempt = (remoteAddress: string) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/login/mfa',
        payload: { mfa_token: 'x'.repeat(43), code: '123456' },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await attempt('192.0.2.20')).statusCode).toBe(401);
    const limited = await attempt('192.0.2.20');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('192.0.2.21')).statusCode).toBe(401);
  });

  it('limits code guesses on the profile endpoints too', async () => {
    const { token } = await createUser(ctx.db);
    const guess = () =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/profile/mfa/recovery-codes',
        payload: { code: '123456' },
        token,
        remoteAddress: '192.0.2.22',
      });
    for (let i = 0; i < 3; i++) expect((await guess()).statusCode).toBe(409);
    expect((await guess()).statusCode).toBe(429);
  });
});
