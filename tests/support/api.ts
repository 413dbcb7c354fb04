import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { type TestDatabase, workerTestDatabase } from './test-db';

export interface ApiContext {
  app: FastifyInstance;
  db: Db;
  testDb: TestDatabase;
}

/** Config for tests: quiet logs and limits high enough that only the rate-limit tests meet them. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/ironsite-test-unused',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    RATE_LIMIT_CONTACT_PER_MINUTE: '10000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
    RATE_LIMIT_SHEETS_PER_MINUTE: '10000',
    RATE_LIMIT_STAFF_PDFS_PER_MINUTE: '10000',
    ...env,
  });
}

/**
 * An app per test file on the worker's database (test-db.ts: workerTestDatabase), put back to the
 * seeded template before every test.
 * Usage: `const ctx = setupApi();` at the top of a test file, then `ctx.app.inject(...)`.
 */
export function setupApi(env: Record<string, string> = {}): ApiContext {
  const ctx = {} as ApiContext;
  beforeAll(async () => {
    ctx.testDb = await workerTestDatabase();
    ctx.db = ctx.testDb.database.db;
    ctx.app = await buildApp({
      config: testConfig(env),
      database: ctx.testDb.database,
      logger: process.env.TEST_LOG ? { level: 'error' } : false,
    });
    await ctx.app.ready();
  });
  beforeEach(async () => {
    // Back to the seeded template: no rows of the last test's, the dictionary as the app seeds it.
    await ctx.testDb.reset();
    // The reset writes behind the admin API's back: forget what the read cache holds (decision 011).
    await ctx.app.readCache.invalidate();
    // The counts are gone, and ids start again: forget who was counted today too.
    ctx.app.interest.visitors.clear();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.testDb?.destroy();
  });
  return ctx;
}

/**
 * Rows a block's tests start from, written once: `seed` runs before the block's first test, and
 * each test's reset puts back these rows (and sequences) instead of the template's. For a seed that
 * costs more than its tests; a test may still write, the next one starts from the seed again.
 */
export function seedForBlock(ctx: ApiContext, seed: () => Promise<void>) {
  beforeAll(async () => {
    await ctx.testDb.reset();
    await seed();
    await ctx.testDb.keepRows();
  });
  afterAll(() => ctx.testDb.dropKeptRows());
}

/**
 * For a file or describe block that needs an app under a config of its own (its own rate-limit
 * counts, say), or the site (the web build): a maker of such apps on the file's database, each
 * closed after the block.
 */
export function appsOn(ctx: ApiContext, { web = false }: { web?: boolean } = {}) {
  const apps: FastifyInstance[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));
  beforeEach(() => {
    for (const app of apps) app.interest.visitors.clear();
  });
  return async (env: Record<string, string> = {}) => {
    const app = await buildApp({
      config: testConfig(env),
      database: ctx.testDb.database,
      logger: false,
      web,
    });
    apps.push(app);
    return app;
  };
}

/** appsOn for the site: the web build's pages. */
export const siteApps = (ctx: ApiContext) => appsOn(ctx, { web: true });

/**
 * One site app for the block, started before its tests: `site.app` in a test.
 */
export function siteApp(ctx: ApiContext, env: Record<string, string> = {}) {
  const start = siteApps(ctx);
  const site = {} as { app: FastifyInstance };
  beforeAll(async () => {
    site.app = await start(env);
  });
  return site;
}

/** app.inject with an optional bearer token. */
export function call(app: FastifyInstance, opts: InjectOptions & { token?: string }) {
  const { token, headers, ...rest } = opts;
  return app.inject({
    ...rest,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** A POST of `body` exactly as written, sent as `contentType` (a body no JSON client would send). */
export const postRaw = (app: FastifyInstance, url: string, body: string, contentType: string) =>
  call(app, { method: 'POST', url, payload: body, headers: { 'content-type': contentType } });

/** PUT /api/admin/settings: `settings` saved by the holder of `token`. */
export const putSettings = (app: FastifyInstance, token: string, settings: object) =>
  call(app, { method: 'PUT', url: '/api/admin/settings', token, payload: { settings } });
