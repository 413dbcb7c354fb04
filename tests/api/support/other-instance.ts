import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../server/app';
import { RESPONSE_CACHE_HEADER } from '../../../server/caching/response-cache';
import { type Database, openDatabase } from '../../../server/db/client';
import { type ApiContext, testConfig } from '../../support/api';

/**
 * A second instance of the app on the test's PostgreSQL (a second server behind the load
 * balancer), opened for the describe block that calls this: how the read-cache tests see whether
 * a write through one instance reaches the other.
 */
export function otherInstance(ctx: ApiContext, env: Record<string, string> = {}) {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openDatabase({ url: ctx.testDb.url!, poolSize: 2 });
    app = await buildApp({ config: testConfig(env), database, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const brands = () => app.inject({ method: 'GET', url: '/api/public/brands' });
  return {
    stats: () => app.readCache.stats,
    brandName: async () => (await brands()).json().data[0]?.name,
    /** Two reads on the other instance; true when the second came from its memory. */
    async servesFromCache() {
      await brands();
      const { hits } = app.readCache.stats;
      const again = await brands();
      // The whole response kept (caching/response-cache.ts), or the read behind it.
      return again.headers[RESPONSE_CACHE_HEADER] === 'hit' || app.readCache.stats.hits > hits;
    },
  };
}
