import { expect } from 'vitest';
import { type ApiContext, call } from '../../support/api';

// What the account API tests share: a registration form, requests by route, and the check that
// no answer gives away a password.

export const PASSWORD = 'Gr8-Excavator!';

export const registration = (over: Record<string, unknown> = {}) => ({
  name: 'Maria Santos',
  email: 'maria@example.ph',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...over,
});

export function authApi(ctx: ApiContext) {
  return {
    register: (payload: Record<string, unknown>, token?: string) =>
      call(ctx.app, { method: 'POST', url: '/api/register', payload, token }),
    login: (email: string, password: string) =>
      call(ctx.app, { method: 'POST', url: '/api/login', payload: { email, password } }),
    me: (token?: string, headers: Record<string, string> = {}) =>
      call(ctx.app, { method: 'GET', url: '/api/me', token, headers }),
    changePassword: (token: string, payload: Record<string, unknown>) =>
      call(ctx.app, { method: 'PUT', url: '/api/profile/password', token, payload }),
  };
}

/** No password, hash or hash-looking value anywhere in a response body. */
export function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/password/i);
  expect(body).not.toContain('$argon2');
  expect(body).not.toContain(PASSWORD);
}
