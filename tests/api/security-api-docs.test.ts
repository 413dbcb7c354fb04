import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Permission, STAFF_ROLES } from '#common/permissions';
import { buildApp } from '../../server/app';
import { PRIVATE_CACHE_CONTROL } from '../../server/caching/http-cache';
import { RESPONSE_CACHE_HEADER } from '../../server/caching/response-cache';
import { setSettingValues } from '../../server/services/settings';
import { call, setupApi, testConfig } from '../support/api';
import { createAdmin, createUser } from '../support/factories';
import { mfaApi } from './support/mfa';

// /api/docs documents the public API for everyone; the admin API only for a token the back office
// accepts (decision 015), or for everyone with API_DOCS=public.
const ctx = setupApi();
const { enrol } = mfaApi(ctx);

type Doc = { paths: Record<string, Record<string, unknown>> };
const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
const docsOf = async (app: FastifyInstance, token?: string) => {
  const res = await call(app, { url: '/api/docs/json', token });
  expect(res.statusCode).toBe(200);
  // One address, two documents: no shared cache may keep either.
  expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  expect(res.headers[RESPONSE_CACHE_HEADER]).toBeUndefined();
  return operations(res.json() as Doc);
};
const isAdminOperation = (op: string) =>
  op.includes(' /api/admin') || /^(POST|PUT|DELETE) \/api\/public\/news/.test(op);

// The whole document, for the permissions each operation declares.
let open: FastifyInstance;
beforeAll(async () => {
  open = await buildApp({
    config: testConfig({ API_DOCS: 'public' }),
    database: ctx.testDb.database,
    logger: false,
  });
  await open.ready();
});
afterAll(() => open?.close());
const docOf = async (app: FastifyInstance) => (await call(app, { url: '/api/docs/json' })).json() as Doc;
type Operation = { 'x-permission'?: Permission };

describe('GET /api/docs/json', () => {
  it('lists only the public API to an anonymous caller', async () => {
    const ops = await docsOf(ctx.app);
    expect(ops.filter(isAdminOperation)).toEqual([]);
    for (const op of [
      'GET /api/public/variants',
      'GET /api/public/news',
      'GET /api/public/settings',
      'POST /api/contact/inquiry',
      'POST /api/login',
      'GET /api/health',
    ]) {
      expect(ops).toContain(op);
    }
  });

  it('lists only the public API to a signed-in non-admin, and to a bad token', async () => {
    const { token } = await createUser(ctx.db);
    expect((await docsOf(ctx.app, token)).filter(isAdminOperation)).toEqual([]);
    expect((await docsOf(ctx.app, 'x'.repeat(40))).filter(isAdminOperation)).toEqual([]);
  });

  it('lists the admin API too for an admin token, right after an anonymous read', async () => {
    const { token } = await createAdmin(ctx.db);
    await docsOf(ctx.app);
    const ops = await docsOf(ctx.app, token);
    expect(ops).toContain('GET /api/admin/brands');
    expect(ops).toContain('GET /api/admin/leads');
    expect(ops).toContain('POST /api/public/news');
    expect(ops).toContain('GET /api/public/news');
    // And the anonymous document is still the public one afterwards.
    expect((await docsOf(ctx.app)).filter(isAdminOperation)).toEqual([]);
  });

  it('lists only the public API to an admin token the back office refuses for want of two-factor', async () => {
    const { token } = await createAdmin(ctx.db);
    await setSettingValues(ctx.db, { require_admin_mfa: 'true' });
    expect((await call(ctx.app, { url: '/api/admin/brands', token })).statusCode).toBe(403);
    expect((await docsOf(ctx.app, token)).filter(isAdminOperation)).toEqual([]);
    const yaml = await call(ctx.app, { url: '/api/docs/yaml', token });
    expect(yaml.body).not.toContain('/api/admin');
    // Once the admin enrols, the back office and the document open together.
    await enrol(token);
    expect((await call(ctx.app, { url: '/api/admin/brands', token })).statusCode).toBe(200);
    expect(await docsOf(ctx.app, token)).toContain('GET /api/admin/brands');
  });

  it('lists each staff role exactly the admin operations its role may call', async () => {
    const everything = await docOf(open);
    const permissionOf = new Map(
      Object.entries(everything.paths).flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map(([method, op]) => [`${method.toUpperCase()} ${path}`, (op as Operation)['x-permission']]),
      ),
    );
    const adminOps = [...permissionOf.keys()].filter(isAdminOperation);
    expect(adminOps.length).toBeGreaterThan(50);
    for (const role of STAFF_ROLES) {
      const { token } = await createUser(ctx.db, { role });
      const shown = (await docsOf(ctx.app, token)).filter(isAdminOperation);
      const callable = adminOps.filter((op) => can(role, permissionOf.get(op) as Permission));
      expect(shown.sort(), role).toEqual(callable.sort());
    }
    // A viewer reads the catalogue and the dashboard's figures, and nothing of leads, users or settings.
    const { token } = await createUser(ctx.db, { role: 'viewer' });
    const viewer = await docsOf(ctx.app, token);
    expect(viewer).toContain('GET /api/admin/brands');
    expect(viewer).not.toContain('POST /api/admin/brands');
    expect(viewer.filter((op) => /admin\/(leads|users|settings|quotations)/.test(op))).toEqual([]);
  });

  it('filters the YAML form alike', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/yaml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/api/public/variants');
    expect(res.body).not.toContain('/api/admin');
  });
});

describe('API_DOCS=public', () => {
  it('lists the admin API to everyone', async () => {
    const ops = await docsOf(open);
    expect(ops).toContain('GET /api/admin/brands');
    expect(ops).toContain('DELETE /api/public/news/{id}');
  });
});
