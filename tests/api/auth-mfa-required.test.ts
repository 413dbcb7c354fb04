import { describe, expect, it } from 'vitest';
import { setSettingValues } from '../../server/services/settings';
import { call, putSettings, setupApi } from '../support/api';
import { createAdmin, createUser } from '../support/factories';
import { MFA_REQUIRED, mfaApi } from './support/mfa';

// Two-factor sign-in (decision 015): the setting that requires it of every admin.
const ctx = setupApi();
const { post, get, enrol } = mfaApi(ctx);

describe('Settings → Security → "Require two-factor for all staff"', () => {
  const requireMfa = (on: boolean) => setSettingValues(ctx.db, { require_admin_mfa: String(on) });

  it('is an admin setting, off by default, never in the public settings', async () => {
    const { token } = await createAdmin(ctx.db);
    const grouped = await get('/api/admin/settings', token);
    expect(grouped.json().data.security.require_admin_mfa).toMatchObject({
      value: false,
      type: 'boolean',
      label: 'Require two-factor for all staff',
    });
    const saved = await putSettings(ctx.app, token, { require_admin_mfa: true });
    expect(saved.statusCode).toBe(200);
    const pub = await get('/api/public/settings');
    expect(JSON.stringify(pub.json())).not.toContain('require_admin_mfa');
  });

  it('when on, an admin without two-factor gets 403 on admin endpoints but keeps Profile', async () => {
    const { token } = await createAdmin(ctx.db);
    await requireMfa(true);
    for (const [method, url] of [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/settings'],
      ['POST', '/api/admin/brands'],
      ['POST', '/api/public/news'],
    ] as const) {
      const res = await call(ctx.app, { method, url, token, payload: method === 'POST' ? {} : undefined });
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, { message: MFA_REQUIRED }]);
    }
    expect((await get('/api/me', token)).statusCode).toBe(200);
    expect((await get('/api/profile/mfa', token)).json()).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: true,
    });
    expect((await get('/api/profile/sessions', token)).statusCode).toBe(200);
    // Enrolling opens the admin again.
    await enrol(token);
    expect((await get('/api/admin/dashboard', token)).statusCode).toBe(200);
    expect((await post('/api/logout', {}, token)).statusCode).toBe(200);
  });

  it('when on, a plain user still gets the usual 403, and an admin with two-factor passes', async () => {
    await requireMfa(true);
    const { token: userToken } = await createUser(ctx.db);
    expect((await get('/api/admin/users', userToken)).json()).toEqual({
      message: 'Access denied. Admin privileges required.',
    });
    const admin = await createAdmin(ctx.db);
    await enrol(admin.token);
    expect((await get('/api/admin/users', admin.token)).statusCode).toBe(200);
  });

  it.each(['manager', 'sales', 'editor', 'viewer'] as const)(
    'when on, applies to every staff role: a %s without two-factor is sent to Profile',
    async (role) => {
      const { token } = await createUser(ctx.db, { role });
      await requireMfa(true);
      const res = await get('/api/admin/dashboard', token);
      expect([res.statusCode, res.json()]).toEqual([403, { message: MFA_REQUIRED }]);
      await enrol(token);
      expect((await get('/api/admin/dashboard', token)).statusCode).toBe(200);
    },
  );

  it('when off (the default), admins without two-factor work as before', async () => {
    const { token } = await createAdmin(ctx.db);
    await requireMfa(false);
    expect((await get('/api/admin/users', token)).statusCode).toBe(200);
  });
});
