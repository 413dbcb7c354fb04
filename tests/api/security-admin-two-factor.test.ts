import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings, users } from '../../server/db/schema';
import { ADMIN_TAG } from '../../server/plugins/api-docs';
import { setSettingValues } from '../../server/services/settings';
import { call, setupApi } from '../support/api';
import { createAdmin, createUser } from '../support/factories';
import { registration } from './support/auth';
import { MFA_REQUIRED, mfaApi } from './support/mfa';

// A token the back office refuses because Settings require two-factor of admins (decision 015) is
// refused by every privileged path, not only by the /api/admin hook. Routes are read from the
// generated OpenAPI document (the whole one, whatever API_DOCS says), so a route added later is
// walked too — and a write outside the admin scope that nobody has classified fails the test.
const ctx = setupApi();
const { enrol } = mfaApi(ctx);

interface Route {
  method: string;
  url: string;
  path: string;
  admin: boolean;
}

function allRoutes(): Route[] {
  const doc = ctx.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        // An id nobody has: the check must answer before any lookup.
        url: path.replace(/\{[^}]+\}/g, '999999'),
        path,
        admin: op.tags?.includes(ADMIN_TAG) === true,
      })),
  );
}

// Writes outside the admin scope, and why none of them can create an admin or change a role.
const OPEN_WRITES: Record<string, string> = {
  'POST /api/register': 'role admin is checked below; a plain account is anyone’s to create',
  'POST /api/login': 'signs in; changes nothing',
  'POST /api/login/mfa': 'signs in; changes nothing',
  'POST /api/logout': 'ends the caller’s own session',
  'PUT /api/profile/password': 'the caller’s own password; role untouched',
  'POST /api/profile/mfa/setup': 'the caller’s own enrolment (open to this admin by decision 015)',
  'POST /api/profile/mfa/enable': 'the caller’s own enrolment',
  'POST /api/profile/mfa/disable': 'the caller’s own second factor',
  'POST /api/profile/mfa/recovery-codes': 'the caller’s own recovery codes',
  'DELETE /api/profile/sessions/{id}': 'the caller’s own session',
  'POST /api/profile/sessions/revoke-others': 'the caller’s own sessions',
  'POST /api/invitations/{token}':
    'sets the password of the account the one-time link was made for; its role is the inviter’s choice',
};
const isAccountWrite = (key: string) => !/^POST \/api\/(contact|public)\//.test(key);

const accountsAndSettings = async () => ({
  users: await ctx.db.select().from(users).orderBy(asc(users.id)),
  settings: await ctx.db.select().from(settings).orderBy(asc(settings.key)),
});

describe('an admin token refused for want of two-factor', () => {
  const refusedAdmin = async () => {
    const admin = await createAdmin(ctx.db);
    await setSettingValues(ctx.db, { require_admin_mfa: 'true' });
    return admin;
  };

  it('cannot register an admin: 403 with the back office’s message, nothing created', async () => {
    const { token } = await refusedAdmin();
    const before = await accountsAndSettings();
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/register',
      token,
      payload: registration({ role: 'admin' }),
    });
    expect([res.statusCode, res.json()]).toEqual([403, { message: MFA_REQUIRED }]);
    expect(await accountsAndSettings()).toEqual(before);
  });

  it('can register an admin once it has two-factor, or while Settings do not require it', async () => {
    const { token } = await createAdmin(ctx.db);
    const first = await call(ctx.app, {
      method: 'POST',
      url: '/api/register',
      token,
      payload: registration({ role: 'admin' }),
    });
    expect([first.statusCode, first.json().user.role]).toEqual([201, 'admin']);
    await setSettingValues(ctx.db, { require_admin_mfa: 'true' });
    await enrol(token);
    const second = await call(ctx.app, {
      method: 'POST',
      url: '/api/register',
      token,
      payload: registration({ role: 'admin', email: 'second@example.ph' }),
    });
    expect([second.statusCode, second.json().user.role]).toEqual([201, 'admin']);
  });

  it('still registers a plain account, and a taken e-mail still answers as before', async () => {
    const { token, user } = await refusedAdmin();
    const plain = await call(ctx.app, {
      method: 'POST',
      url: '/api/register',
      token,
      payload: registration(),
    });
    expect([plain.statusCode, plain.json().user.role]).toEqual([201, 'user']);
    const taken = await call(ctx.app, {
      method: 'POST',
      url: '/api/register',
      payload: registration({ email: user.email }),
    });
    expect([taken.statusCode, taken.json().message]).toEqual([422, 'The email has already been taken.']);
  });

  it('every write outside the admin scope is known, and none can make an admin', () => {
    const open = allRoutes()
      .filter((r) => !r.admin && r.method !== 'GET')
      .map((r) => `${r.method} ${r.path}`)
      .filter(isAccountWrite);
    expect(open.sort()).toEqual(Object.keys(OPEN_WRITES).sort());
  });

  it('gets 403 from every admin route and every account or role route, and changes nothing', async () => {
    const { token, user } = await refusedAdmin();
    const other = await createUser(ctx.db);
    const before = await accountsAndSettings();
    const wrong: string[] = [];
    // Whatever a body could say to grant a role; unknown fields never reach a service.
    const payload = { ...registration({ role: 'admin' }), user_id: other.user.id, id: user.id };
    for (const route of allRoutes()) {
      const key = `${route.method} ${route.path}`;
      const privileged = route.admin || key === 'POST /api/register';
      if (!privileged && !(key in OPEN_WRITES)) continue;
      const res = await call(ctx.app, {
        method: route.method as 'GET',
        url: route.url,
        token: key === 'POST /api/logout' ? undefined : token,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload }),
      });
      if (privileged && (res.statusCode !== 403 || res.json().message !== MFA_REQUIRED))
        wrong.push(`${key} → ${res.statusCode} ${res.body}`);
      if (res.statusCode >= 500) wrong.push(`${key} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await accountsAndSettings()).toEqual(before);
  });
});
