import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from '#common/schemas/auth';
import { authTokens, users } from '../../server/db/schema';
import { PASSWORD_SELF, SAME_TEMPORARY_PASSWORD } from '../../server/services/auth';
import { call, setupApi } from '../support/api';
import { createAdmin, createUser, DEFAULT_PASSWORD } from '../support/factories';
import { authApi, PASSWORD, registration } from './support/auth';

// A password an admin typed (Users → Add user with a password, Users → Reset password) is a
// temporary one (docs/product.md §23): /api/me says so, every back-office route answers 403 with a
// message saying so, and Profile's password change ends it. The spec's /api/register is untouched.
const ctx = setupApi();
const { login, me, changePassword, register } = authApi(ctx);

const NEW_PASSWORD = 'Fresh-Loader-77';
const addUser = (token: string, payload: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: '/api/admin/users', token, payload });
const resetPassword = (token: string, id: number, payload: unknown) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/admin/users/${id}/password`,
    token,
    payload: payload as object,
  });
const flag = async (id: number) =>
  (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!.passwordChangeRequired;

/** An admin adds a sales rep with a password, who then signs in with it. */
async function addedRep() {
  const admin = await createAdmin(ctx.db);
  const res = await addUser(admin.token, {
    name: 'Rey',
    email: 'rey@example.ph',
    role: 'sales',
    password: PASSWORD,
  });
  expect(res.statusCode).toBe(201);
  const signIn = await login('rey@example.ph', PASSWORD);
  expect(signIn.statusCode).toBe(200);
  return { admin, id: res.json().data.id as number, token: signIn.json().token as string };
}

describe('a password set by an admin', () => {
  it('is flagged on /api/me, and the back office answers 403 with the message until it is changed', async () => {
    const rep = await addedRep();
    expect((await me(rep.token)).json()).toMatchObject({ password_change_required: true });
    for (const url of ['/api/admin/leads', '/api/admin/dashboard', '/api/admin/products']) {
      const res = await call(ctx.app, { url, token: rep.token });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toBe(PASSWORD_CHANGE_REQUIRED_MESSAGE);
    }
    // Profile stays open: its reads, and the password change itself.
    expect((await call(ctx.app, { url: '/api/profile/sessions', token: rep.token })).statusCode).toBe(200);
    const changed = await changePassword(rep.token, {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(await flag(rep.id)).toBe(false);
    expect((await me(rep.token)).json()).toMatchObject({ password_change_required: false });
    expect((await call(ctx.app, { url: '/api/admin/leads', token: rep.token })).statusCode).toBe(200);
  });

  it('cannot be kept as the new password', async () => {
    const rep = await addedRep();
    const res = await changePassword(rep.token, {
      current_password: PASSWORD,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [SAME_TEMPORARY_PASSWORD] });
    expect(await flag(rep.id)).toBe(true);
  });

  it('is not asked of an account invited by e-mail, of one signing in normally, or of /api/register', async () => {
    const admin = await createAdmin(ctx.db);
    const invited = await addUser(admin.token, { name: 'Ivy', email: 'ivy@example.ph', role: 'viewer' });
    expect(await flag(invited.json().data.id)).toBe(false);
    expect((await me(admin.token)).json()).toEqual({
      user: admin.user,
      password_change_required: false,
      mail: expect.any(Object),
    });
    // An admin registering another admin through the spec's /api/register: unchanged, no flag.
    const registered = await register(registration({ role: 'admin' }), admin.token);
    expect(registered.statusCode).toBe(201);
    expect(Object.keys(registered.json().user).sort()).toEqual(['created_at', 'email', 'id', 'name', 'role']);
    expect(await flag(registered.json().user.id)).toBe(false);
    expect(
      (await call(ctx.app, { url: '/api/admin/users', token: registered.json().token })).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/admin/users/{id}/password', () => {
  it('sets a temporary password: the old one and every session stop working, and it must be changed', async () => {
    const admin = await createAdmin(ctx.db);
    const rep = await createUser(ctx.db, { role: 'sales', email: 'sam@example.ph' });
    const res = await resetPassword(admin.token, rep.user.id, { password: PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await flag(rep.user.id)).toBe(true);
    expect((await me(rep.token)).statusCode).toBe(401);
    const live = await ctx.db.select().from(authTokens).where(eq(authTokens.userId, rep.user.id));
    expect(live.every((t) => t.revokedAt !== null)).toBe(true);
    expect((await login('sam@example.ph', DEFAULT_PASSWORD)).statusCode).toBe(401);
    const signIn = await login('sam@example.ph', PASSWORD);
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json().token;
    expect((await me(token)).json().password_change_required).toBe(true);
    const refused = await call(ctx.app, { url: '/api/admin/leads', token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PASSWORD_CHANGE_REQUIRED_MESSAGE);
  });

  it("is for another account's password: one's own is changed in Profile", async () => {
    const admin = await createAdmin(ctx.db);
    const res = await resetPassword(admin.token, admin.user.id, { password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PASSWORD_SELF);
    expect(await flag(admin.user.id)).toBe(false);
  });

  it('needs users.write: a manager gets 403 and nothing changes', async () => {
    const manager = await createUser(ctx.db, { role: 'manager' });
    const rep = await createUser(ctx.db, { role: 'sales' });
    const res = await resetPassword(manager.token, rep.user.id, { password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(await flag(rep.user.id)).toBe(false);
  });

  it.each([
    ['a short one', { password: 'Ab1!xyz' }, 'password'],
    ['a common one', { password: 'password123' }, 'password'],
    ['a number', { password: 12345678 }, 'password'],
    ['an oversized one', { password: 'A1!'.repeat(5000) }, 'password'],
    ['none', {}, 'password'],
  ])('refuses %s with 422 naming the field', async (_label, payload, field) => {
    const admin = await createAdmin(ctx.db);
    const rep = await createUser(ctx.db, { role: 'sales' });
    const res = await resetPassword(admin.token, rep.user.id, payload);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(await flag(rep.user.id)).toBe(false);
  });

  it('answers 404 for an unknown account and 422 for an id that is not one', async () => {
    const admin = await createAdmin(ctx.db);
    expect((await resetPassword(admin.token, 999_999, { password: PASSWORD })).statusCode).toBe(404);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/admin/users/1%0D%0A/password',
      token: admin.token,
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(422);
  });
});
