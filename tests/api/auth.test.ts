import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, users } from '../../server/db/schema';
import { ensureSetupCode } from '../../server/services/auth';
import { call, setupApi } from '../support/api';
import { createAdmin, createUser, DEFAULT_PASSWORD } from '../support/factories';

const ctx = setupApi();

const PASSWORD = 'Gr8-Excavator!';
const registration = (over: Record<string, unknown> = {}) => ({
  name: 'Maria Santos',
  email: 'maria@example.ph',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...over,
});
const register = (payload: Record<string, unknown>, token?: string) =>
  call(ctx.app, { method: 'POST', url: '/api/register', payload, token });
const login = (email: string, password: string) =>
  call(ctx.app, { method: 'POST', url: '/api/login', payload: { email, password } });
const me = (token?: string, headers: Record<string, string> = {}) =>
  call(ctx.app, { method: 'GET', url: '/api/me', token, headers });
const changePassword = (token: string, payload: Record<string, unknown>) =>
  call(ctx.app, { method: 'PUT', url: '/api/profile/password', token, payload });

/** No password, hash or hash-looking value anywhere in a response body. */
function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/password/i);
  expect(body).not.toContain('$argon2');
  expect(body).not.toContain(PASSWORD);
}

describe('POST /api/register', () => {
  it('creates the account and answers 201 with user and token, never a password or hash', async () => {
    await createAdmin(ctx.db);
    const res = await register(registration());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toEqual({
      id: expect.any(Number),
      name: 'Maria Santos',
      email: 'maria@example.ph',
      role: 'user',
      created_at: expect.any(String),
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expectNoSecrets(res.body);
    expect((await me(body.token)).json().user.email).toBe('maria@example.ph');
  });

  it('bootstrap: the first account asking for admin with the setup code becomes admin', async () => {
    const setup_code = await ensureSetupCode(ctx.db);
    const res = await register(registration({ role: 'admin', setup_code }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('admin');
  });

  it('once an admin exists, an anonymous request for admin gets role user', async () => {
    const setup_code = await ensureSetupCode(ctx.db);
    expect((await register(registration({ role: 'admin', setup_code }))).json().user.role).toBe('admin');
    const res = await register(registration({ email: 'second@example.ph', role: 'admin' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('user');
  });

  it('two simultaneous first registrations asking for admin make exactly one admin', async () => {
    const setup_code = await ensureSetupCode(ctx.db);
    const results = await Promise.all(
      ['first@example.ph', 'second@example.ph', 'third@example.ph'].map((email) =>
        register(registration({ email, role: 'admin', setup_code })),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(results.filter((r) => r.json().user.role === 'admin')).toHaveLength(1);
  });

  it('a non-admin caller cannot grant admin either', async () => {
    await createAdmin(ctx.db);
    const { token } = await createUser(ctx.db);
    const res = await register(registration({ role: 'admin' }), token);
    expect(res.json().user.role).toBe('user');
  });

  it('an admin caller may create another admin', async () => {
    const { token } = await createAdmin(ctx.db);
    const res = await register(registration({ role: 'admin' }), token);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('admin');
  });

  it('refuses a duplicate email whatever its case with 422 on email', async () => {
    await createUser(ctx.db, { email: 'maria@example.ph' });
    const res = await register(registration({ email: 'Maria@Example.PH' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('refuses a password shorter than 8 characters', async () => {
    const res = await register(registration({ password: 'Ab1!xyz', password_confirmation: 'Ab1!xyz' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['Password must be at least 8 characters long']);
  });

  it('refuses a confirmation that does not match', async () => {
    const res = await register(registration({ password_confirmation: 'Other-Passw0rd' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password_confirmation: ['Passwords do not match'] });
  });

  it('refuses one of the most common passwords', async () => {
    const res = await register(
      registration({ password: 'password123', password_confirmation: 'password123' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      password: ['This password is too common. Please choose another one.'],
    });
    expect(await ctx.db.select().from(users)).toEqual([]);
  });

  it('validates name and email with the product’s messages', async () => {
    const res = await register(registration({ name: '', email: 'not-an-email' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Name is required'],
      email: ['Please enter a valid email address'],
    });
  });

  it('ignores id, timestamps and password_hash sent in the body (mass assignment)', async () => {
    const res = await register(
      registration({
        id: 999,
        created_at: '2000-01-01T00:00:00.000Z',
        updated_at: '2000-01-01T00:00:00.000Z',
        password_hash: 'attacker-chosen',
        passwordHash: 'attacker-chosen',
      }),
    );
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user.id).not.toBe(999);
    expect(user.created_at).not.toMatch(/^2000/);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2000);
    expect((await login('maria@example.ph', PASSWORD)).statusCode).toBe(200);
  });
});

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
    expect(meRes.json()).toEqual({ user });
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

  it('refuses a wrong current password with 422 on current_password', async () => {
    const { token } = await createUser(ctx.db);
    const res = await changePassword(token, change({ current_password: 'Not-The-Passw0rd' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
  });

  it('refuses a confirmation that does not match', async () => {
    const { token } = await createUser(ctx.db);
    const res = await changePassword(token, change({ password_confirmation: 'Different-Passw0rd' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password_confirmation: ['New passwords do not match'] });
  });

  it('refuses a short password', async () => {
    const { token } = await createUser(ctx.db);
    const res = await changePassword(token, change({ password: 'short', password_confirmation: 'short' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['Password must be at least 8 characters long']);
  });

  it('requires the current password', async () => {
    const { token } = await createUser(ctx.db);
    const res = await changePassword(token, change({ current_password: '' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: ['Current password is required'] });
  });

  it('refuses a common password', async () => {
    const { token } = await createUser(ctx.db);
    const res = await changePassword(
      token,
      change({ password: 'qwerty123', password_confirmation: 'qwerty123' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['This password is too common. Please choose another one.']);
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
