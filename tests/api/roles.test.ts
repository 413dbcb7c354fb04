import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  type Permission,
  ROLE_FORBIDDEN,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  type StaffRole,
} from '#common/permissions';
import { call, setupApi } from '../support/api';
import { createAdmin, createUser } from '../support/factories';

// Every route, admin ones included, is read from the OpenAPI document, with the permission each
// declares (decision 046): a route added later is covered without touching this file.
const ctx = setupApi({ API_DOCS: 'public' });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  url: string;
  permission: Permission | undefined;
}
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every back-office route: all of /api/admin, plus the news writes under /api/public/news, with
 * the permission its OpenAPI operation names (x-permission).
 */
async function adminOnlyRoutes(): Promise<Route[]> {
  const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { 'x-permission'?: Permission }>>;
  };
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    const url = path.replace(/\{[^}]+\}/g, '1');
    for (const [op, operation] of Object.entries(operations).filter(([m]) => METHODS.has(m))) {
      const method = op.toUpperCase() as Method;
      const isAdmin = path === '/api/admin' || path.startsWith('/api/admin/');
      const isNewsWrite =
        (path === '/api/public/news' || path.startsWith('/api/public/news/')) && WRITES.has(method);
      if (isAdmin || isNewsWrite) routes.push({ method, url, permission: operation['x-permission'] });
    }
  }
  return routes;
}

const send = (route: Route, token?: string) =>
  call(ctx.app, {
    method: route.method,
    url: route.url,
    token,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

/** Runs every route and returns the ones whose answer fails `ok`, with what they answered. */
async function offenders(
  token: string | undefined,
  ok: (status: number, body: string, route: Route) => boolean,
) {
  const bad: string[] = [];
  for (const route of await adminOnlyRoutes()) {
    const res = await send(route, token);
    if (!ok(res.statusCode, res.body, route))
      bad.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body}`);
  }
  return bad;
}

describe('admin-only routes', () => {
  it('are read from the OpenAPI document and include the known admin areas', async () => {
    const routes = (await adminOnlyRoutes()).map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes).toContain('GET /api/admin/brands');
    expect(routes).toContain('POST /api/public/news');
    expect(routes).toContain('DELETE /api/public/news/1');
    expect(routes).not.toContain('GET /api/public/news');
    expect(routes).not.toContain('GET /api/public/news/1');
  });

  it('answer 401 to an anonymous caller', async () => {
    const expected = JSON.stringify({ message: 'Unauthenticated.' });
    expect(await offenders(undefined, (status, body) => status === 401 && body === expected)).toEqual([]);
  });

  it('answer 401 to a revoked admin token', async () => {
    const { token } = await createAdmin(ctx.db);
    await call(ctx.app, { method: 'POST', url: '/api/logout', token });
    expect(await offenders(token, (status) => status === 401)).toEqual([]);
  });

  it('answer 403 with the product’s message to a signed-in non-admin', async () => {
    const { token } = await createUser(ctx.db);
    const expected = JSON.stringify({ message: 'Access denied. Admin privileges required.' });
    expect(await offenders(token, (status, body) => status === 403 && body === expected)).toEqual([]);
  });

  it('let an admin through (neither 401 nor 403, and never a 500)', async () => {
    const { token } = await createAdmin(ctx.db);
    expect(await offenders(token, (status) => status !== 401 && status !== 403 && status < 500)).toEqual([]);
  });

  it('each declare a permission of the table', async () => {
    const undeclared = (await adminOnlyRoutes()).filter(
      (r) => !r.permission || !(PERMISSIONS as readonly string[]).includes(r.permission),
    );
    expect(undeclared).toEqual([]);
  });

  // The role matrix: each staff role against each route, by the table in common/permissions.ts.
  // Allowed → anything but 401/403 (and never a 500); refused → 403 with the role's message.
  it.each(STAFF_ROLES.filter((r) => r !== 'admin'))('follow the permission table for %s', async (role) => {
    const { token } = await createUser(ctx.db, { role: role as StaffRole });
    const allowed = (route: Route) => ROLE_PERMISSIONS[role].includes(route.permission!);
    const wrong = await offenders(token, (status, body, route) =>
      allowed(route)
        ? status !== 401 && status !== 403 && status < 500
        : status === 403 && body === JSON.stringify({ message: ROLE_FORBIDDEN }),
    );
    expect(wrong).toEqual([]);
  });

  it('match the roles table of docs/product.md', () => {
    const has = (role: StaffRole, p: Permission) => ROLE_PERMISSIONS[role].includes(p);
    // Catalogue: admin and editor write; everyone on the staff reads.
    expect(STAFF_ROLES.filter((r) => has(r, 'catalog.write'))).toEqual(['admin', 'editor']);
    expect(STAFF_ROLES.every((r) => has(r, 'catalog.read'))).toBe(true);
    // Leads: never an editor or a viewer; sales work them but neither assign others' nor export.
    expect(STAFF_ROLES.filter((r) => has(r, 'leads.read'))).toEqual(['admin', 'manager', 'sales']);
    expect(STAFF_ROLES.filter((r) => has(r, 'leads.export'))).toEqual(['admin', 'manager']);
    expect(STAFF_ROLES.filter((r) => has(r, 'leads.assign'))).toEqual(['admin', 'manager']);
    // Users and settings: managers read, only admins write.
    expect(STAFF_ROLES.filter((r) => has(r, 'users.read'))).toEqual(['admin', 'manager']);
    expect(STAFF_ROLES.filter((r) => has(r, 'users.write'))).toEqual(['admin']);
    expect(STAFF_ROLES.filter((r) => has(r, 'settings.write'))).toEqual(['admin']);
    expect(STAFF_ROLES.filter((r) => has(r, 'privacy.manage'))).toEqual(['admin', 'manager']);
    expect(ROLE_PERMISSIONS.user).toEqual([]);
  });

  it('leave the public reads open to anonymous callers', async () => {
    for (const url of ['/api/public/news', '/api/public/news/latest']) {
      const res = await call(ctx.app, { method: 'GET', url });
      expect([res.statusCode, url]).toEqual([200, url]);
    }
  });
});
