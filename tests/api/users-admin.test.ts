import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_FORBIDDEN } from '#common/permissions';
import {
  authTokens,
  leadEvents,
  mailOutbox,
  mfaRecoveryCodes,
  personalDataAccess,
  userInvitations,
  users,
} from '../../server/db/schema';
import { DELETE_SELF, HAS_HISTORY, LAST_ADMIN, RESET_SELF } from '../../server/services/auth';
import { ACCOUNTS_LOCK } from '../../server/services/auth/users';
import { runOutboxOnce } from '../../server/services/mail/outbox';
import { call, setupApi } from '../support/api';
import { createAdmin, createLead, createUser, DEFAULT_PASSWORD } from '../support/factories';
import { signal } from '../support/signal';
import { TEST_DB_KIND } from '../support/test-db';
import { mfaApi } from './support/mfa';

// The Users API (docs/product.md §23): list, add, change, deactivate, delete, reset two-factor.
const ctx = setupApi();
const { enrolledUser } = mfaApi(ctx);

const list = (token: string) => call(ctx.app, { url: '/api/admin/users', token });
const create = (token: string, payload: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: '/api/admin/users', token, payload });
const patch = (token: string, id: number, payload: Record<string, unknown>) =>
  call(ctx.app, { method: 'PATCH', url: `/api/admin/users/${id}`, token, payload });
const remove = (token: string, id: number) =>
  call(ctx.app, { method: 'DELETE', url: `/api/admin/users/${id}`, token });
const resetTwoFactor = (token: string, id: number) =>
  call(ctx.app, { method: 'POST', url: `/api/admin/users/${id}/reset-two-factor`, token });
const me = (token: string) => call(ctx.app, { url: '/api/me', token });
const login = (email: string, password = DEFAULT_PASSWORD) =>
  call(ctx.app, { method: 'POST', url: '/api/login', payload: { email, password } });
const PASSWORD = 'Gr8-Excavator!';
/** A new account's fields, with a password good enough to pass. */
const account = (name: string, email: string, role: string) => ({ name, email, role, password: PASSWORD });
/** A 422 that names `field` with exactly these messages. */
const expect422 = (res: Awaited<ReturnType<typeof me>>, field: string, messages: string[]) => {
  expect(res.statusCode).toBe(422);
  expect(res.json().errors[field]).toEqual(messages);
};
const row = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/admin/users', () => {
  it('lists every account with role, access, two-factor and last activity', async () => {
    const admin = await createAdmin(ctx.db, { name: 'Ana Admin', email: 'ana@example.test' });
    const active = new Date('2025-03-01T08:00:00.000Z');
    const sales = await createUser(ctx.db, {
      role: 'sales',
      name: 'Sam Sales',
      email: 'sam@example.test',
      deactivatedAt: new Date(),
      totpSecret: 'JBSWY3DPEHPK3PXP',
    });
    // The factory signed both in (a token each); one was last seen long ago, the other never.
    await ctx.db.update(users).set({ lastActiveAt: active }).where(eq(users.id, sales.user.id));
    await ctx.db.update(users).set({ lastActiveAt: null }).where(eq(users.id, admin.user.id));
    const res = await list(admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [
        {
          id: admin.user.id,
          name: 'Ana Admin',
          email: 'ana@example.test',
          role: 'admin',
          active: true,
          away: false,
          two_factor: false,
          last_active_at: null,
          created_at: admin.user.created_at,
          invitation_pending: false,
        },
        {
          id: sales.user.id,
          name: 'Sam Sales',
          email: 'sam@example.test',
          role: 'sales',
          active: false,
          away: false,
          two_factor: true,
          last_active_at: active.toISOString(),
          created_at: sales.user.created_at,
          invitation_pending: false,
        },
      ],
    });
    expect(res.body).not.toMatch(/password|totp|JBSWY3DPEHPK3PXP|\$argon2/i);
  });

  it('counts a sign-in as activity', async () => {
    const admin = await createAdmin(ctx.db);
    const sales = await createUser(ctx.db, { role: 'sales', email: 'seen@example.test' });
    await ctx.db.update(users).set({ lastActiveAt: null }).where(eq(users.id, sales.user.id));
    const before = Date.now();
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'seen@example.test', password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const row = (await list(admin.token)).json().data.find((u: { id: number }) => u.id === sales.user.id);
    expect(Date.parse(row.last_active_at)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('POST /api/admin/users', () => {
  it('creates an account with a password: 201, then that person can sign in', async () => {
    const admin = await createAdmin(ctx.db);
    const res = await create(admin.token, account('  Edna Editor ', 'edna@example.ph', 'editor'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'User created.',
      data: expect.objectContaining({
        id: expect.any(Number),
        name: 'Edna Editor',
        email: 'edna@example.ph',
        role: 'editor',
        active: true,
        two_factor: false,
        invitation_pending: false,
      }),
    });
    expect(res.body).not.toContain(PASSWORD);
    const signIn = await login('edna@example.ph', PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.role).toBe('editor');
    // No invitation for an account created with a password.
    expect(await ctx.db.select().from(userInvitations)).toEqual([]);
  });

  it('without a password and without PUBLIC_URL, the invitation names the page’s path', async () => {
    const admin = await createAdmin(ctx.db);
    const res = await create(admin.token, { name: 'Ivy', email: 'ivy@example.ph', role: 'viewer' });
    expect(res.statusCode).toBe(201);
    const outbox = await ctx.db.select().from(mailOutbox);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'invite', leadId: null, to: 'ivy@example.ph' });
    // Stored with the marker; the worker mints the token as it sends the mail.
    expect(outbox[0]!.text).toContain('\n/invitation/{{link-token}} (set PUBLIC_URL to get a link)');
    expect(outbox[0]!.from).toMatch(/<.+@.+>$/);
    const sent: { text: string }[] = [];
    await runOutboxOnce(ctx.db, { sendMail: async (m) => sent.push(m) });
    const token = /\n\/invitation\/([A-Za-z0-9_-]{43}) \(set PUBLIC_URL to get a link\)/.exec(
      sent[0]!.text,
    )?.[1];
    expect((await call(ctx.app, { url: `/api/invitations/${token}` })).statusCode).toBe(200);
  });

  it('may create a plain site account (role user)', async () => {
    const admin = await createAdmin(ctx.db);
    const res = await create(admin.token, account('U', 'u@example.ph', 'user'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.role).toBe('user');
  });

  it('answers 422 for an unknown role, and writes nothing', async () => {
    const admin = await createAdmin(ctx.db);
    const res = await create(admin.token, account('X', 'x@example.ph', 'superadmin'));
    expect422(res, 'role', ['The selected role is invalid.']);
    expect(await ctx.db.select().from(users)).toHaveLength(1);
  });

  it('answers 422 for an e-mail already taken in another letter case', async () => {
    const admin = await createAdmin(ctx.db);
    await createUser(ctx.db, { email: 'maria@example.ph' });
    const res = await create(admin.token, { name: 'M', email: 'Maria@Example.PH', role: 'sales' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('answers 422 for a short or a common password', async () => {
    const admin = await createAdmin(ctx.db);
    const base = { name: 'P', email: 'p@example.ph', role: 'viewer' };
    const short = await create(admin.token, { ...base, password: 'Ab1!xyz' });
    expect422(short, 'password', ['Password must be at least 8 characters long']);
    const common = await create(admin.token, { ...base, password: 'password123' });
    expect422(common, 'password', ['This password is too common. Please choose another one.']);
    expect(await ctx.db.select().from(users)).toHaveLength(1);
  });

  it('answers 422 for wrong types and missing fields', async () => {
    const admin = await createAdmin(ctx.db);
    const res = await create(admin.token, { name: 5, email: ['a@b.ph'], role: 3, password: 12345678 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'password', 'role']);
    const empty = await create(admin.token, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'name', 'role']);
  });

  it('answers 422 for a name over 120 characters, or with a line break', async () => {
    const admin = await createAdmin(ctx.db);
    const base = { email: 'n@example.ph', role: 'sales', password: PASSWORD };
    expect((await create(admin.token, { ...base, name: 'a'.repeat(120) })).statusCode).toBe(201);
    const long = await create(admin.token, { ...base, email: 'm@example.ph', name: 'a'.repeat(121) });
    expect422(long, 'name', ['Name may not be longer than 120 characters.']);
    for (const name of ['Ana\r\nBcc: x@evil.ph', 'Ana\nSantos', 'Ana\rSantos']) {
      const res = await create(admin.token, { ...base, email: 'k@example.ph', name });
      expect422(res, 'name', ['The name must be on one line.']);
    }
  });

  it('stores markup in a name as plain text, and refuses a name that is only markup', async () => {
    const admin = await createAdmin(ctx.db);
    const base = { role: 'sales', password: PASSWORD };
    const res = await create(admin.token, {
      ...base,
      email: 'a@example.ph',
      name: 'Ana <img src=x onerror=alert(1)>Santos<script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).toBe('Ana Santos');
    expect((await row(res.json().data.id))?.name).toBe('Ana Santos');
    const junk = await create(admin.token, { ...base, email: 'b@example.ph', name: '<b></b>' });
    expect422(junk, 'name', ['Name is required']);
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('changes name and role and answers with the user', async () => {
    const admin = await createAdmin(ctx.db);
    const other = await createUser(ctx.db, { role: 'viewer' });
    const res = await patch(admin.token, other.user.id, { name: 'Renamed', role: 'manager' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'User updated.',
      data: expect.objectContaining({ id: other.user.id, name: 'Renamed', role: 'manager', active: true }),
    });
    expect(await row(other.user.id)).toMatchObject({ name: 'Renamed', role: 'manager' });
  });

  it('a name change alone keeps the sessions', async () => {
    const admin = await createAdmin(ctx.db);
    const other = await createUser(ctx.db, { role: 'sales' });
    expect((await patch(admin.token, other.user.id, { name: 'New Name' })).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('a role change signs the account out of its sessions', async () => {
    const admin = await createAdmin(ctx.db);
    const other = await createUser(ctx.db, { role: 'sales' });
    expect((await me(other.token)).statusCode).toBe(200);
    expect((await patch(admin.token, other.user.id, { role: 'editor' })).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await me(admin.token)).statusCode).toBe(200);
  });

  it('changing one’s own role keeps the current session and ends the others', async () => {
    const admin = await createAdmin(ctx.db);
    await createAdmin(ctx.db);
    const elsewhere = (await login(admin.user.email)).json().token as string;
    const res = await patch(admin.token, admin.user.id, { role: 'manager' });
    expect(res.statusCode).toBe(200);
    expect((await me(admin.token)).json().user.role).toBe('manager');
    expect((await me(elsewhere)).statusCode).toBe(401);
  });

  it('deactivating ends every session at once and sign-in says the account is deactivated', async () => {
    const admin = await createAdmin(ctx.db);
    const other = await createUser(ctx.db, { role: 'sales' });
    const res = await patch(admin.token, other.user.id, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.active).toBe(false);
    expect((await row(other.user.id))?.deactivatedAt).toBeInstanceOf(Date);
    expect((await me(other.token)).statusCode).toBe(401);
    const live = await ctx.db.select().from(authTokens).where(eq(authTokens.userId, other.user.id));
    expect(live.every((t) => t.revokedAt !== null)).toBe(true);
    const signIn = await login(other.user.email);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).toBe('This account is deactivated');
  });

  it('reactivating clears deactivated_at and lets the account sign in again', async () => {
    const admin = await createAdmin(ctx.db);
    const other = await createUser(ctx.db, { role: 'sales', deactivatedAt: new Date() });
    const res = await patch(admin.token, other.user.id, { active: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.active).toBe(true);
    expect((await row(other.user.id))?.deactivatedAt).toBeNull();
    expect((await login(other.user.email)).statusCode).toBe(200);
  });

  it('an admin may deactivate themself while another active admin remains', async () => {
    const admin = await createAdmin(ctx.db);
    await createAdmin(ctx.db);
    expect((await patch(admin.token, admin.user.id, { active: false })).statusCode).toBe(200);
    expect((await me(admin.token)).statusCode).toBe(401);
  });

  it('answers 409 to demoting or deactivating the last active admin, and writes nothing', async () => {
    const admin = await createAdmin(ctx.db, { name: 'Only Admin' });
    // A deactivated admin does not count.
    await createAdmin(ctx.db, { deactivatedAt: new Date() });
    for (const change of [{ role: 'manager' }, { active: false }, { role: 'user', name: 'X' }]) {
      const res = await patch(admin.token, admin.user.id, change);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: LAST_ADMIN });
    }
    expect(await row(admin.user.id)).toMatchObject({
      role: 'admin',
      name: 'Only Admin',
      deactivatedAt: null,
    });
    expect((await me(admin.token)).statusCode).toBe(200);
  });

  it('two admins demoting each other at once: exactly one succeeds', async () => {
    const a = await createAdmin(ctx.db);
    const b = await createAdmin(ctx.db);
    const [ra, rb] = await Promise.all([
      patch(a.token, b.user.id, { role: 'viewer' }),
      patch(b.token, a.user.id, { role: 'viewer' }),
    ]);
    // The loser is refused either by the last-admin rule (409) or, when the winner's demotion (which
    // signs the loser out) landed before the loser's token was read, as signed out (401).
    const [won, lost] = [ra.statusCode, rb.statusCode].sort();
    expect(won).toBe(200);
    expect([401, 409]).toContain(lost);
    const admins = (await ctx.db.select().from(users)).filter((u) => u.role === 'admin');
    expect(admins).toHaveLength(1);
  });

  // The race itself is too quick to lose reliably; that the change waits for ACCOUNTS_LOCK is not.
  it.runIf(TEST_DB_KIND === 'postgres')('waits for the accounts lock before checking', async () => {
    const a = await createAdmin(ctx.db);
    const b = await createAdmin(ctx.db);
    const held = signal();
    const locked = signal();
    const holder = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK})`);
      locked.resolve();
      await held.promise;
    });
    await locked.promise;
    let settled = false;
    const demotion = patch(a.token, b.user.id, { role: 'viewer' }).then((res) => {
      settled = true;
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    held.resolve();
    await holder;
    expect((await demotion).statusCode).toBe(200);
  });

  it('answers 422 for wrong types and an unknown role', async () => {
    const admin = await createAdmin(ctx.db);
    const other = await createUser(ctx.db, { role: 'sales' });
    const res = await patch(admin.token, other.user.id, { active: 'no', role: 'owner', name: 'A\nB' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['active', 'name', 'role']);
    expect(await row(other.user.id)).toMatchObject({ role: 'sales', deactivatedAt: null });
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes an account without history: 204', async () => {
    const admin = await createAdmin(ctx.db);
    const other = await createUser(ctx.db, { role: 'sales' });
    const res = await remove(admin.token, other.user.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await row(other.user.id)).toBeUndefined();
    expect((await me(other.token)).statusCode).toBe(401);
  });

  it('answers 409 (deactivate instead) for an account with assigned leads', async () => {
    const admin = await createAdmin(ctx.db);
    const other = await createUser(ctx.db, { role: 'sales' });
    await createLead(ctx.db, { assigneeId: other.user.id });
    const res = await remove(admin.token, other.user.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: HAS_HISTORY });
    expect(res.json().message).toMatch(/deactivate it instead/);
    expect(await row(other.user.id)).toBeDefined();
  });

  it('answers 409 for lead changes made by or assigned to the account, and opened personal data', async () => {
    const admin = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db);
    const byIt = await createUser(ctx.db, { role: 'sales' });
    await ctx.db.insert(leadEvents).values({ leadId: lead.id, status: 'contacted', userId: byIt.user.id });
    const toIt = await createUser(ctx.db, { role: 'sales' });
    await ctx.db.insert(leadEvents).values({ leadId: lead.id, status: 'new', assignedToId: toIt.user.id });
    const reader = await createUser(ctx.db, { role: 'manager' });
    await ctx.db
      .insert(personalDataAccess)
      .values({ userId: reader.user.id, userName: reader.user.name, action: 'view', leadId: lead.id });
    for (const account of [byIt, toIt, reader]) {
      const res = await remove(admin.token, account.user.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(HAS_HISTORY);
    }
  });

  it('answers 409 to deleting oneself, the last active admin or not', async () => {
    const admin = await createAdmin(ctx.db);
    const last = await remove(admin.token, admin.user.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(LAST_ADMIN);
    await createAdmin(ctx.db);
    const self = await remove(admin.token, admin.user.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(DELETE_SELF);
    expect(await row(admin.user.id)).toBeDefined();
  });
});

describe('POST /api/admin/users/{id}/reset-two-factor', () => {
  it('turns two-factor off, removes the recovery codes and ends the sessions', async () => {
    const admin = await createAdmin(ctx.db);
    const other = await enrolledUser({ role: 'editor' });
    await ctx.db.update(users).set({ totpPendingSecret: 'PENDING' }).where(eq(users.id, other.user.id));
    expect(await ctx.db.select().from(mfaRecoveryCodes)).toHaveLength(10);
    const res = await resetTwoFactor(admin.token, other.user.id);
    expect(res.statusCode).toBe(204);
    expect(await row(other.user.id)).toMatchObject({
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
    });
    expect(await ctx.db.select().from(mfaRecoveryCodes)).toEqual([]);
    expect((await me(other.token)).statusCode).toBe(401);
    // Signs in with the password alone now.
    const signIn = await login(other.user.email);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().token).toEqual(expect.any(String));
    expect((await list(admin.token)).json().data[1].two_factor).toBe(false);
  });
});

describe('POST /api/admin/users/{id}/reset-two-factor on oneself', () => {
  it('answers 409: one’s own is turned off in Profile, with password and code', async () => {
    const admin = await enrolledUser({ role: 'admin' });
    const res = await resetTwoFactor(admin.token, admin.user.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: RESET_SELF });
    expect((await row(admin.user.id))?.totpSecret).toBe(admin.secret);
    expect((await me(admin.token)).statusCode).toBe(200);
  });
});

describe('unknown ids', () => {
  it('answer 404 on PATCH, DELETE and reset-two-factor', async () => {
    const admin = await createAdmin(ctx.db);
    for (const res of [
      await patch(admin.token, 999_999, { name: 'X' }),
      await remove(admin.token, 999_999),
      await resetTwoFactor(admin.token, 999_999),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'User not found.' });
    }
  });
});

describe('permissions', () => {
  const writes = (id: number) => [
    () => create('', {}),
    () => patch('', id, { name: 'X' }),
    () => remove('', id),
    () => resetTwoFactor('', id),
  ];

  it('a manager may list but not write', async () => {
    const manager = await createUser(ctx.db, { role: 'manager' });
    const target = await createUser(ctx.db, { role: 'sales' });
    expect((await list(manager.token)).statusCode).toBe(200);
    const answers = [
      await create(manager.token, { name: 'X', email: 'x@example.ph', role: 'admin', password: PASSWORD }),
      await patch(manager.token, manager.user.id, { role: 'admin' }),
      await patch(manager.token, target.user.id, { active: false }),
      await remove(manager.token, target.user.id),
      await resetTwoFactor(manager.token, target.user.id),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ROLE_FORBIDDEN });
    }
    expect(await row(manager.user.id)).toMatchObject({ role: 'manager' });
    expect(await row(target.user.id)).toMatchObject({ deactivatedAt: null });
    expect(await ctx.db.select().from(users)).toHaveLength(2);
  });

  it('editor, sales and viewer get 403 on every Users route; anonymous 401', async () => {
    const target = await createUser(ctx.db, { role: 'user' });
    for (const role of ['editor', 'sales', 'viewer'] as const) {
      const { token } = await createUser(ctx.db, { role });
      const answers = [
        await list(token),
        await create(token, { name: 'X', email: 'x@example.ph', role: 'admin', password: PASSWORD }),
        await patch(token, target.user.id, { role: 'admin' }),
        await remove(token, target.user.id),
        await resetTwoFactor(token, target.user.id),
      ];
      for (const res of answers) expect([role, res.statusCode]).toEqual([role, 403]);
    }
    for (const send of writes(target.user.id)) expect((await send()).statusCode).toBe(401);
    expect(await row(target.user.id)).toMatchObject({ role: 'user' });
  });
});
