import { afterAll, describe, expect, inject, it } from 'vitest';
import { brandBody, call, login, newsBody } from './support/client';
import { freshData } from './support/data';
import { PORT_BASE } from './support/env';
import { killAll, pollUntil, startServer } from './support/server';

// (4) Two instances on one PostgreSQL database, sharing DATA_DIR/uploads as behind a load balancer
// and started together on a new database: a save through one is visible through the other's
// public API and pages at once — within a second, whatever either instance caches. Each check
// first reads through the other instance, so a cache there holds the old answer at the save.
const fx = inject('fixtures');
const AT_ONCE_MS = 1_000;
afterAll(killAll);

/** The status of a PUT through one instance. */
const putStatus = async (url: string, path: string, token: string, body: object) =>
  (await call(url, path, { method: 'PUT', token, body })).status;

type Check = () => Promise<boolean>;

/** How long until `check` holds, polling; fails when it does not hold within AT_ONCE_MS. */
async function visibleWithin(check: Check): Promise<number> {
  const started = Date.now();
  const ok = await pollUntil(async () => ((await check()) ? true : undefined), {
    within: AT_ONCE_MS,
    every: 25,
  });
  expect(ok, `not visible within ${AT_ONCE_MS} ms`).toBe(true);
  return Date.now() - started;
}

describe('two instances on one PostgreSQL', () => {
  it('shows a save made through one instance through the other within a second', async () => {
    // A new database that both start on at once, as in a first deploy: they migrate and seed it
    // together (one at a time under advisory locks), and both come up.
    const place = await freshData(fx, 'postgres', 'scale', { emptyDatabase: true });
    const [a, b] = await Promise.all([
      startServer({ port: PORT_BASE + 7, ...place, seed: true }),
      startServer({ port: PORT_BASE + 8, ...place, seed: true }),
    ]);
    const [tokenA, tokenB] = await Promise.all([login(a.url), login(b.url)]);
    const brandNames = async (url: string) =>
      ((await call(url, '/api/public/brands')).body as { data: { name: string }[] }).data.map((x) => x.name);
    const waits: Record<string, number> = {};

    // A brand created through A, then renamed through A, as B's public list shows it.
    const name = `${fx.run}-scale-brand`;
    await brandNames(b.url); // B has answered this list before the save
    const created = await call(a.url, '/api/admin/brands', {
      method: 'POST',
      token: tokenA,
      body: brandBody(name),
    });
    expect(created.status).toBe(201);
    waits.create = await visibleWithin(async () => (await brandNames(b.url)).includes(name));
    const id = (created.body as { data: { id: number } }).data.id;
    const renamed = `${name}-renamed`;
    expect(await putStatus(a.url, `/api/admin/brands/${id}`, tokenA, { name: renamed })).toBe(200);
    waits.rename = await visibleWithin(async () => {
      const names = await brandNames(b.url);
      return names.includes(renamed) && !names.includes(name);
    });

    // A news article edited through B, as A's API and A's server-rendered article page show it.
    const title = `${fx.run}-scale-news`;
    const article = await call(b.url, '/api/public/news', {
      method: 'POST',
      token: tokenB,
      body: newsBody(title),
    });
    expect(article.status).toBe(201);
    const articleId = (article.body as { data: { id: number } }).data.id;
    const titleAt = async (url: string) =>
      ((await call(url, `/api/public/news/${articleId}`)).body as { data?: { title: string } }).data?.title;
    const pageAt = async (url: string) => String((await call(url, `/news?article=${articleId}`)).body);
    waits.newsCreate = await visibleWithin(async () => (await titleAt(a.url)) === title);
    expect(await pageAt(a.url)).toContain(title);
    const edited = `${title}-edited`;
    expect(await putStatus(b.url, `/api/public/news/${articleId}`, tokenB, { title: edited })).toBe(200);
    waits.newsEdit = await visibleWithin(async () => (await titleAt(a.url)) === edited);
    waits.newsPage = await visibleWithin(async () => (await pageAt(a.url)).includes(edited));

    // Deleted through B: gone from A's list.
    expect((await call(b.url, `/api/admin/brands/${id}`, { method: 'DELETE', token: tokenB })).status).toBe(
      200,
    );
    waits.delete = await visibleWithin(async () => !(await brandNames(a.url)).includes(renamed));

    console.log(`scale-out: visible on the other instance after (ms) ${JSON.stringify(waits)}`);
    const exits = await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')]);
    expect(exits.map((e) => e.code)).toEqual([0, 0]);
  });
});
