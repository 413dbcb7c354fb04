import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../../server/db/schema';
import { call, setupApi } from '../support/api';
import { createAdmin, createUser, DEFAULT_PASSWORD } from '../support/factories';
import { authApi, registration } from './support/auth';

// Signing in, the tokens that follow, and changing the password.
const ctx = setupApi();
const { login, me, changePassword } = authApi(ctx);

describe('POST /api/login', () => {
  it('signs in with the right password and the token works on /api/me', async () => {
    const { user } = await createUser(ctx.db, { email: 'ops@example.ph' });
    const res = await login('OPS@example.ph', DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual(user);
    expect(res.body).not.toContain('$argon2');
    expect(res.body).not.toMatch(/password/i);
    const meRes = await me(res.json().token);
    expect(meRes.statusCode).toBe(200);
    expect(meRes.json()).toEqual({ user, password_change_required: false, mail: expect.any(Object) });
  });

  it('answers the same status and message for an unknown email and a wrong password', async () => {
    await createUser(ctx.db, { email: 'ops@example.ph' });
    const unknown = await login('nobody@example.ph', DEFAULT_PASSWORD);
    const wrong = await login('ops@example.ph', 'Wrong-Passw0rd');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'These credentials do not match our records.' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('validates the payload', async () => {
    const res = await call(ctx.app, { method: 'POST', url: '/api/login', payload: { email: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });
});

describe('tokens', () => {
  it('/api/me without a token is 401', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('logout revokes the token', async () => {
    const { token } = await createUser(ctx.db);
    const out = await call(ctx.app, { method: 'POST', url: '/api/logout', token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out successfully' });
    expect((await me(token)).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'POST', url: '/api/logout', token })).statusCode).toBe(401);
  });

  it('logout revokes only that token', async () => {
    const { token, user } = await createUser(ctx.db);
    const other = (await login(user.email, DEFAULT_PASSWORD)).json().token;
    await call(ctx.app, { method: 'POST', url: '/api/logout', token });
    expect((await me(other)).statusCode).toBe(200);
  });

  it('an expired token is refused with 401', async () => {
    const { token, user } = await createUser(ctx.db);
    expect((await me(token)).statusCode).toBe(200);
    await ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.id));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('accepts the Bearer scheme in any case', async () => {
    const { token } = await createUser(ctx.db);
    expect((await me(undefined, { authorization: `bearer ${token}` })).statusCode).toBe(200);
    expect((await me(undefined, { authorization: `BEARER  ${token} ` })).statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const { token, user } = await createUser(ctx.db);
    const rows = await ctx.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['Basic scheme', (t: string) => `Basic ${t}`],
    ['no scheme', (t: string) => t],
    ['empty bearer', () => 'Bearer '],
    ['garbage bearer', () => 'Bearer !!!not-a-token!!!'],
    ['unknown bearer', () => `Bearer ${'x'.repeat(43)}`],
  ])('a malformed Authorization header (%s) is treated as anonymous', async (_label, header) => {
    const { token } = await createAdmin(ctx.db);
    const headers = { authorization: header(token) };
    expect((await me(undefined, headers)).statusCode).toBe(401);
    // Anonymous, not rejected: a public form still works, and an admin request is not granted.
    const lead = await call(ctx.app, {
      method: 'POST',
      url: '/api/contact/inquiry',
      headers,
      payload: { name: 'A', email: 'a@b.co', message: 'Hi' },
    });
    expect(lead.statusCode).toBe(201);
    const reg = await call(ctx.app, {
      method: 'POST',
      url: '/api/register',
      headers,
      payload: registration({ role: 'admin' }),
    });
    expect(reg.json().user.role).toBe('user');
  });
});

describe('PUT /api/profile/password', () => {
  const NEW = 'N3w-Backhoe-Pass';
  const change = (over: Record<string, unknown> = {}) => ({
    current_password: DEFAULT_PASSWORD,
    password: NEW,
    password_confirmation: NEW,
    ...over,
  });

  it('requires a signed-in user', async () => {
    const res = await call(ctx.app, { method: 'PUT', url: '/api/profile/password', payload: change() });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [
      'a wrong current password',
      { current_password: 'Not-The-Passw0rd' },
      { current_password: ['The current password is incorrect.'] },
    ],
    [
      'a confirmation that does not match',
      { password_confirmation: 'Different-Passw0rd' },
      { password_confirmation: ['New passwords do not match'] },
    ],
    [
      'a short password',
      { password: 'short', password_confirmation: 'short' },
      { password: ['Password must be at least 8 characters long'] },
    ],
    ['no current password', { current_password: '' }, { current_password: ['Current password is required'] }],
    [
      'a common password',
      { password: 'qwerty123', password_confirmation: 'qwerty123' },
      { password: ['This password is too common. Please choose another one.'] },
    ],
  ])('refuses %s with 422 on that field', async (_, over, errors) => {
    const { token } = await createUser(ctx.db);
    const res = await changePassword(token, change(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
  });

  it('changes the password, revokes the other tokens and keeps the current one', async () => {
    const { token, user } = await createUser(ctx.db);
    const other = (await login(user.email, DEFAULT_PASSWORD)).json().token;
    expect((await me(other)).statusCode).toBe(200);

    const res = await changePassword(token, change());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated successfully!' });

    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });
});
