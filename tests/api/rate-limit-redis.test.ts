import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { call, setupApi, testConfig } from '../support/api';
import { logLines } from '../support/log-lines';
import { readUntil, readUntilIs } from '../support/poll';
import { keysWithPrefix } from '../support/redis-keys';

// With REDIS_URL the rate limits count in Redis, one count for every instance (decision 028).
// Needs the Redis at 127.0.0.1:6379 (REDIS_TEST_URL overrides; README, Testing); this file's keys
// carry a prefix of their own and are deleted at the end.

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `ironsite-test-${randomUUID().slice(0, 8)}:`;
const env = {
  REDIS_URL,
  REDIS_KEY_PREFIX: PREFIX,
  RATE_LIMIT_GLOBAL_PER_MINUTE: '3',
  RATE_LIMIT_AUTH_PER_MINUTE: '2',
};
const ctx = setupApi(env);
const admin = new Redis(REDIS_URL);
let second: FastifyInstance;

beforeAll(async () => {
  // A second instance on the same database and Redis, as behind a load balancer.
  second = await buildApp({ config: testConfig(env), database: ctx.testDb.database, logger: false });
  await second.ready();
});

const keysOf = (prefix: string) => keysWithPrefix(admin, prefix);

async function connections(name: string): Promise<number> {
  const list = String(await admin.client('LIST'));
  return list.split('\n').filter((line) => line.includes(` name=${name} `)).length;
}

afterAll(async () => {
  await second?.close();
  const keys = await keysOf(PREFIX);
  if (keys.length > 0) await admin.del(...keys);
  await admin.quit();
});

describe('rate limits in Redis', () => {
  it('count requests split between two instances together', async () => {
    const get = (app: FastifyInstance) =>
      app.inject({ url: '/api/public/brands', remoteAddress: '198.51.100.7' });
    const statuses = [];
    for (const app of [ctx.app, second, ctx.app, second]) statuses.push((await get(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await keysOf(`${PREFIX}rate-limit:`)).not.toEqual([]);
  });

  it('count a route’s own limit (sign-in) across the instances too', async () => {
    const login = (app: FastifyInstance) =>
      call(app, {
        method: 'POST',
        url: '/api/login',
        payload: { email: 'nobody@example.ph', password: 'Wrong-Passw0rd' },
        remoteAddress: '198.51.100.8',
      });
    const statuses = [];
    for (const app of [ctx.app, second, ctx.app]) statuses.push((await login(app)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('close their Redis connection when the app closes', async () => {
    const app = await buildApp({
      config: testConfig({ ...env, REDIS_KEY_PREFIX: `${PREFIX}closing:` }),
      database: ctx.testDb.database,
      logger: false,
    });
    await app.ready();
    const name = `${PREFIX}closing:rate-limits`;
    expect(await readUntilIs(() => connections(name), 1)).toBe(1);
    await app.close();
    expect(await readUntilIs(() => connections(name), 0)).toBe(0);
  });
});

describe('rate limits while Redis is unreachable', () => {
  it('let requests through (never a 500) and log a warning', async () => {
    const { lines, stream } = logLines();
    const app = await buildApp({
      config: testConfig({ ...env, REDIS_URL: 'redis://127.0.0.1:1' }),
      database: ctx.testDb.database,
      logger: { level: 'warn', stream },
    });
    try {
      await app.ready();
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await app.inject({ url: '/api/public/brands', remoteAddress: '198.51.100.9' })).statusCode,
        );
      }
      // Uncounted: the limit of 3 is not enforced while Redis is away (fail open, decision 028).
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const warned = await readUntil(
        async () => lines.join(''),
        (log) => log.includes('Redis unreachable'),
        5_000,
      );
      expect(warned).toContain(`Redis unreachable (${PREFIX}rate-limits)`);
    } finally {
      await app.close();
    }
  });
});
