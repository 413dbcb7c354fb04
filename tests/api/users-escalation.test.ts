import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '#common/permissions';
import { users } from '../../server/db/schema';
import { runOutboxOnce } from '../../server/services/mail/outbox';
import { call, setupApi } from '../support/api';
import { createAdmin, createUser, DEFAULT_PASSWORD } from '../support/factories';
import { authApi, registration } from './support/auth';

// A role is granted only in Users, by an account with users.write: never by registering, by one's
// own profile, or by a staff role without that permission.
const ctx = setupApi();
const { register } = authApi(ctx);
const roleOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]?.role;

describe('POST /api/register', () => {
  it('a staff role asked for by an anonymous visitor makes a plain user', async () => {
    await createAdmin(ctx.db);
    for (const role of ['manager', 'sales', 'editor', 'viewer']) {
      const res = await register(registration({ email: `${role}@example.ph`, role }));
      expect([role, res.statusCode, res.json().user.role]).toEqual([role, 201, 'user']);
      expect(await roleOf(res.json().user.id)).toBe('user');
    }
  });

  it('a staff role asked for by a signed-in staff member makes a plain user too', async () => {
    await createAdmin(ctx.db);
    const manager = await createUser(ctx.db, { role: 'manager' });
    for (const role of STAFF_ROLES.filter((r) => r !== 'admin')) {
      const res = await register(
        registration({ email: `by-manager-${role}@example.ph`, role }),
        manager.token,
      );
      expect([role, res.json().user.role]).toEqual([role, 'user']);
    }
    const admin = await register(registration({ email: 'boss@example.ph', role: 'admin' }), manager.token);
    expect(admin.json().user.role).toBe('user');
  });

  it('an unknown role is refused rather than stored', async () => {
    const res = await register(registration({ role: 'owner' }));
    expect(res.statusCode).toBe(422);
    expect(await ctx.db.select().from(users)).toEqual([]);
  });
});

describe('one’s own profile', () => {
  it('no profile route changes the role (PATCH /api/profile does not exist)', async () => {
    const { user, token } = await createUser(ctx.db, { role: 'sales' });
    for (const [method, url] of [
      ['PATCH', '/api/profile'],
      ['PUT', '/api/profile'],
      ['PATCH', '/api/me'],
      ['PUT', '/api/me'],
    ] as const) {
      const res = await call(ctx.app, { method, url, token, payload: { role: 'admin', name: 'Boss' } });
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
    }
    expect(await roleOf(user.id)).toBe('sales');
  });

  it('a role sent with a password change is ignored', async () => {
    const { user, token } = await createUser(ctx.db, { role: 'viewer' });
    const res = await call(ctx.app, {
      method: 'PUT',
      url: '/api/profile/password',
      token,
      payload: {
        current_password: DEFAULT_PASSWORD,
        password: 'N3w-Strong-Pass!',
        password_confirmation: 'N3w-Strong-Pass!',
        role: 'admin',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await roleOf(user.id)).toBe('viewer');
    expect((await call(ctx.app, { url: '/api/me', token })).json().user.role).toBe('viewer');
  });
});

describe('the Users API', () => {
  it('a manager cannot promote themself or create an admin', async () => {
    const manager = await createUser(ctx.db, { role: 'manager' });
    const self = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/admin/users/${manager.user.id}`,
      token: manager.token,
      payload: { role: 'admin' },
    });
    expect(self.statusCode).toBe(403);
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/admin/users',
      token: manager.token,
      payload: { name: 'Boss', email: 'boss@example.ph', role: 'admin', password: 'Gr8-Excavator!' },
    });
    expect(created.statusCode).toBe(403);
    expect(await roleOf(manager.user.id)).toBe('manager');
    expect(await ctx.db.select().from(users)).toHaveLength(1);
  });

  it('a site account cannot use it at all', async () => {
    const { user, token } = await createUser(ctx.db);
    const res = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      token,
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
    expect(await roleOf(user.id)).toBe('user');
  });

  it('a deactivated admin’s token is refused everywhere, even before its sessions were revoked', async () => {
    const admin = await createAdmin(ctx.db, { deactivatedAt: new Date() });
    await createAdmin(ctx.db);
    const res = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/admin/users/${admin.user.id}`,
      token: admin.token,
      payload: { active: true },
    });
    expect(res.statusCode).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row?.deactivatedAt).toBeInstanceOf(Date);
  });

  it('an invitation link signs in with the role an admin gave, not one the person sends', async () => {
    const admin = await createAdmin(ctx.db);
    await call(ctx.app, {
      method: 'POST',
      url: '/api/admin/users',
      token: admin.token,
      payload: { name: 'Vic Viewer', email: 'vic@example.ph', role: 'viewer' },
    });
    // The link is minted as the mail is handed over: taken from the mail as sent.
    const sent: { text: string }[] = [];
    await runOutboxOnce(ctx.db, { sendMail: async (m) => sent.push(m) });
    const token = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(sent[0]!.text)![1]!;
    const res = await call(ctx.app, {
      method: 'POST',
      url: `/api/invitations/${token}`,
      payload: { password: 'Gr8-Excavator!', password_confirmation: 'Gr8-Excavator!', role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('viewer');
  });
});
