import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { announceWrite, LISTENER_APPLICATION_NAME } from '../../server/caching/open-read-cache';
import { rowsOf } from '../../server/db/rows';
import { brands } from '../../server/db/schema';
import { call, setupApi } from '../support/api';
import { createAdmin, createBrand } from '../support/factories';
import { readUntil } from '../support/poll';
import { TEST_DB_KIND } from '../support/test-db';
import { otherInstance } from './support/other-instance';

// With REDIS_URL and PostgreSQL, the caches of the instances hear of writes over Redis pub/sub
// instead of LISTEN/NOTIFY; on the embedded database there is nobody to tell (decision 028).
// Needs the Redis at 127.0.0.1:6379 (REDIS_TEST_URL overrides; README, Testing); this file's keys
// carry a prefix of their own and are deleted at the end.

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `ironsite-test-${randomUUID().slice(0, 8)}:`;
const env = { REDIS_URL, REDIS_KEY_PREFIX: PREFIX };
const ctx = setupApi(env);
const admin = new Redis(REDIS_URL);
afterAll(async () => {
  // The apps' rate-limit counts (they expire within a minute; deleted so nothing outlives the run).
  const keys = await admin.keys(`${PREFIX}*`);
  if (keys.length > 0) await admin.del(...keys);
  await admin.quit();
});

const listeners = async () =>
  String(await admin.client('LIST'))
    .split('\n')
    .filter((line) => line.includes(` name=${PREFIX}cache-listener `)).length;

describe.runIf(TEST_DB_KIND === 'pglite')('on the embedded database', () => {
  it('subscribes to nothing: one process holds the database', async () => {
    expect(await listeners()).toBe(0);
    expect(ctx.app.readCache.live).toBe(true);
  });
});

describe.runIf(TEST_DB_KIND === 'postgres')('two instances on one PostgreSQL with Redis', () => {
  const other = otherInstance(ctx, env);

  it('listen on Redis, not with LISTEN on the database', async () => {
    expect(await readUntil(listeners, (n) => n === 2, 5_000)).toBe(2);
    const result = await ctx.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    expect(rowsOf<unknown>(result)[0]).toEqual({ n: 0 });
  });

  it('show a save through one instance through the other within a second', async () => {
    const { token } = await createAdmin(ctx.db);
    const brand = await createBrand(ctx.db, { name: 'Volvo' });
    await ctx.app.readCache.invalidate();
    expect(await readUntil(other.servesFromCache, Boolean, 2_000)).toBe(true);
    expect(await other.brandName()).toBe('Volvo');

    const saved = await call(ctx.app, {
      method: 'PUT',
      url: `/api/admin/brands/${brand.id}`,
      payload: { name: 'Volvo CE' },
      token,
    });
    expect(saved.statusCode).toBe(200);
    expect(await readUntil(other.brandName, (name) => name === 'Volvo CE', 1_000)).toBe('Volvo CE');
  });

  it('hear a script’s write announced with announceWrite', async () => {
    const brand = await createBrand(ctx.db, { name: 'Komatsu' });
    await ctx.app.readCache.invalidate();
    expect(await readUntil(other.servesFromCache, Boolean, 2_000)).toBe(true);
    await ctx.db.update(brands).set({ name: 'Seeded' }).where(eq(brands.id, brand.id));
    await announceWrite(ctx.testDb.database, { REDIS_URL, REDIS_KEY_PREFIX: PREFIX });
    expect(await readUntil(other.brandName, (name) => name === 'Seeded', 1_000)).toBe('Seeded');
  });
});
