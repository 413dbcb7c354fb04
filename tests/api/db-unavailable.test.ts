import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../support/api';
import { type TestDatabase, workerTestDatabase } from '../support/test-db';

// A database that cannot be reached answers 503 (retry later), never 500. The real outage is in
// tests/resilience/pg-outage.test.ts; here the error handler's mapping, with the errors
// node-postgres raises as Drizzle wraps them.
let testDb: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;

const failures: Record<string, () => Error> = {
  refused: () =>
    new Error('Failed query: select 1', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    }),
  terminated: () =>
    new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }),
  shutdown: () =>
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  unique: () => Object.assign(new Error('duplicate key value'), { code: '23505' }),
};

beforeAll(async () => {
  testDb = await workerTestDatabase();
  app = await buildApp({ config: testConfig(), database: testDb.database, logger: false });
  app.get('/api/test/fail/:kind', async (request) => {
    throw failures[(request.params as { kind: string }).kind]();
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.destroy();
});

describe('an unreachable database', () => {
  it.each(['refused', 'terminated', 'shutdown'])('%s → 503 with Retry-After', async (kind) => {
    const res = await app.inject({ url: `/api/test/fail/${kind}` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: 'Service temporarily unavailable.' });
  });

  it('leaves the mapping of a rejected query as it was (409)', async () => {
    const res = await app.inject({ url: '/api/test/fail/unique' });
    expect(res.statusCode).toBe(409);
  });
});
