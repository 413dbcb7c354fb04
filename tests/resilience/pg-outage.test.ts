import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { brandBody, call, contactBody, login, type Reply } from './support/client';
import { PORT_BASE, PRIVATE_PG_PORT } from './support/env';
import { PrivatePostgres } from './support/postgres';
import { killAll, pollUntil, startServer } from './support/server';

// (3) The PostgreSQL server goes away while we serve: a private one in a temporary directory on
// a spare port (never the machine's shared server), crashed with `pg_ctl stop -m immediate`.
// Requests answer 503 quickly (never 500, never hanging), /api/ready fails, /api/health still
// answers; when PostgreSQL is back the service recovers by itself and takes writes again.
const fx = inject('fixtures');
/** Generous: an outage answers in milliseconds here; the pool's connect timeout is 5 s. */
const QUICK_MS = 5_000;
let pgServer: PrivatePostgres | undefined;

afterAll(async () => {
  await killAll();
  pgServer?.destroy();
});

describe('PostgreSQL outage', () => {
  it('answers 503 quickly while the database is down and recovers by itself', async () => {
    pgServer = await PrivatePostgres.create(PRIVATE_PG_PORT);
    const databaseUrl = await pgServer.createDatabase('ironsite');
    const dataDir = join(fx.root, 'outage');
    mkdirSync(dataDir, { recursive: true });
    const server = await startServer({ port: PORT_BASE + 6, dataDir, databaseUrl });
    const token = await login(server.url);
    const before = `${fx.run}-outage-before`;
    expect(
      (await call(server.url, '/api/admin/brands', { method: 'POST', token, body: brandBody(before) }))
        .status,
    ).toBe(201);

    // A listing page seen before the crash: the site's shared data (layout, theme) is now in the
    // read cache, so during the outage only the listing's own query fails.
    expect((await call(server.url, '/products')).status).toBe(200);

    // Traffic keeps flowing while PostgreSQL crashes: each answer is a 200 or a 503, in time.
    let crashed = false;
    let afterCrash = 0;
    const during: Reply[] = [];
    const traffic = (async () => {
      while (!crashed || afterCrash++ < 10) {
        during.push(await call(server.url, '/api/public/variants?search=a', { timeout: 30_000 }));
      }
    })();
    // PostgreSQL goes down once the traffic is flowing: answers are coming back.
    await pollUntil(async () => (during.length >= 3 ? true : undefined), { within: 30_000 });
    pgServer.stop('immediate');
    crashed = true;
    await traffic;
    expect([...new Set(during.map((r) => r.status))].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(during.at(-1)?.status).toBe(503);

    const probes: [string, Parameters<typeof call>[2]][] = [
      ['/api/public/brands', {}],
      ['/api/public/variants', {}],
      ['/api/public/news', {}],
      ['/api/admin/brands', { token }],
      ['/api/admin/brands', { method: 'POST', token, body: brandBody(`${fx.run}-outage-lost`) }],
      ['/api/contact/general', { method: 'POST', body: contactBody(`${fx.run}-outage-lost`) }],
    ];
    const answers: Reply[] = [];
    for (let round = 0; round < 3; round++) {
      for (const [path, opts] of probes) {
        const res = await call(server.url, path, opts);
        expect(res.status, `${opts?.method ?? 'GET'} ${path}`).toBe(503);
        expect(res.body).toEqual({ message: 'Service temporarily unavailable.' });
        answers.push(res);
      }
    }
    const ready = await call(server.url, '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'database unreachable' });
    expect((await call(server.url, '/api/health')).status).toBe(200);
    const page = await call(server.url, '/');
    expect(page.status).toBe(503); // the server-rendered site too
    // A listing whose query fails is unavailable, not an empty catalogue (which caches would keep).
    expect((await call(server.url, `/products?search=${fx.run}`)).status).toBe(503);

    const slowest = Math.max(...[...answers, ...during, ready, page].map((r) => r.ms));
    const sorted = answers.map((r) => r.ms).sort((a, b) => a - b);
    console.log(
      `outage: API answers 503 in median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, ` +
        `slowest answer of any kind ${slowest.toFixed(1)} ms; home page ${page.status} in ${page.ms.toFixed(1)} ms; ` +
        `${during.filter((r) => r.status === 200).length} of ${during.length} requests around the crash answered 200`,
    );
    expect(slowest).toBeLessThan(QUICK_MS);

    // PostgreSQL returns: the same pool reconnects, nobody restarts us.
    pgServer.start();
    const recoveredAt = Date.now();
    const back = await pollUntil(
      async () => ((await call(server.url, '/api/ready')).status === 200 ? true : undefined),
      { within: 30_000, every: 100 },
    );
    expect(back).toBe(true);
    console.log(`outage: ready again ${Date.now() - recoveredAt} ms after PostgreSQL started`);
    const after = `${fx.run}-outage-after`;
    expect(
      (await call(server.url, '/api/admin/brands', { method: 'POST', token, body: brandBody(after) })).status,
    ).toBe(201);
    expect(
      (await call(server.url, '/api/contact/general', { method: 'POST', body: contactBody(after) })).status,
    ).toBe(201);
    const names = (
      (await call(server.url, '/api/public/brands')).body as { data: { name: string }[] }
    ).data.map((b) => b.name);
    expect(names).toEqual(expect.arrayContaining([before, after]));
    expect((await server.stop('SIGTERM')).code).toBe(0);
  });
});
