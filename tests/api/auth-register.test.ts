import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { ensureSetupCode } from '../../server/services/auth';
import { setupApi } from '../support/api';
import { createAdmin, createUser } from '../support/factories';
import { authApi, expectNoSecrets, PASSWORD, registration } from './support/auth';

// Registering an account: who may become admin, and the checks on the form.
const ctx = setupApi();
const { register, login, me } = authApi(ctx);

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

  it('takes a name as staff names are taken: one line of plain text, at most 120 characters', async () => {
    for (const name of [
      'Reg <img src=x onerror=alert(1)>\nBcc: all@example.ph',
      'Reg\r\nBcc: x@example.ph',
    ]) {
      const res = await register(registration({ name }));
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors.name).toEqual(['The name must be on one line.']);
    }
    for (const [name, errors] of [
      ['x'.repeat(121), ['Name may not be longer than 120 characters.']],
      ['<b></b>', ['Name is required']],
      [42, ['Name is required']],
    ] as const) {
      const res = await register(registration({ name }));
      expect(res.statusCode, String(name)).toBe(422);
      expect(res.json().errors.name).toEqual(errors);
    }
    const res = await register(registration({ name: 'Reg <img src=x onerror=alert(1)> Santos' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.name).toBe('Reg Santos');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, res.json().user.id));
    expect(row.name).toBe('Reg Santos');
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
