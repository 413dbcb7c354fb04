import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { brandBody, call, contactBody, login } from './support/client';
import { freshData } from './support/data';
import { PORT_BASE } from './support/env';
import { flushPrefix, keysOf, REDIS_URL, redisPrefix } from './support/redis';
import { killAll, pollUntil, startServer } from './support/server';

// (4b) Two instances on one PostgreSQL database and one Redis (decision 028), as behind a load
// balancer: a rate limit counts the requests of both together, and a save through one is visible
// through the other within a second, told over Redis pub/sub rather than LISTEN/NOTIFY. Needs the
// Redis at 127.0.0.1:6379 (RESILIENCE_REDIS_URL overrides); the run's keys carry its own prefix
// and are deleted at the end.
const fx = inject('fixtures');
const PREFIX = redisPrefix(fx.run);
const CONTACT_PER_MINUTE = 4;
const AT_ONCE_MS = 1_000;
afterAll(async () => {
  await killAll();
  await flushPrefix(PREFIX);
});

/** Sessions that LISTEN for cache invalidations on this database (none when Redis carries them). */
async function pgListeners(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where application_name = 'ironsite cache listener' and datname = current_database()`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

describe('two instances on one PostgreSQL and one Redis', () => {
  it('share one rate limit and hear each other’s saves within a second', async () => {
    const place = await freshData(fx, 'postgres', 'redis_scale');
    const env = {
      REDIS_URL,
      REDIS_KEY_PREFIX: PREFIX,
      RATE_LIMIT_CONTACT_PER_MINUTE: String(CONTACT_PER_MINUTE),
    };
    const [a, b] = await Promise.all([
      startServer({ port: PORT_BASE + 14, ...place, env }),
      startServer({ port: PORT_BASE + 15, ...place, env }),
    ]);

    // Contact forms from one address, split between the instances: the limit counts them together.
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_PER_MINUTE + 2; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await call(server.url, '/api/contact/general', {
        method: 'POST',
        body: contactBody(`${fx.run}-redis-limit-${i}`),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    expect((await keysOf(PREFIX)).length).toBeGreaterThan(0);

    // Saves: the caches hear of them over Redis, and nobody LISTENs on the database.
    expect(await pgListeners(place.databaseUrl!)).toBe(0);
    const token = await login(a.url);
    const brandNames = async (url: string) =>
      ((await call(url, '/api/public/brands')).body as { data: { name: string }[] }).data.map((x) => x.name);
    const name = `${fx.run}-redis-brand`;
    // B keeps its answer (its bus is live), so only a message from A can make it read again.
    const keptOnB = await pollUntil(
      async () => {
        const res = await fetch(`${b.url}/api/public/brands`);
        await res.arrayBuffer();
        return res.headers.get('x-response-cache') === 'hit' ? true : undefined;
      },
      { within: 5_000 },
    );
    expect(keptOnB).toBe(true);
    const created = await call(a.url, '/api/admin/brands', { method: 'POST', token, body: brandBody(name) });
    expect(created.status).toBe(201);
    const started = Date.now();
    const seen = await pollUntil(async () => ((await brandNames(b.url)).includes(name) ? true : undefined), {
      within: AT_ONCE_MS,
      every: 25,
    });
    expect(seen, `not visible within ${AT_ONCE_MS} ms`).toBe(true);
    console.log(`scale-out with Redis: visible on the other instance after ${Date.now() - started} ms`);

    const exits = await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')]);
    expect(exits.map((e) => e.code)).toEqual([0, 0]);
  });
});
