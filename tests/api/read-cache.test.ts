import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { announceWrite, LISTENER_APPLICATION_NAME } from '../../server/caching/open-read-cache';
import type { Db } from '../../server/db/client';
import { brands } from '../../server/db/schema';
import { call, setupApi } from '../support/api';
import { createAdmin, createBrand, createProduct, createVariant } from '../support/factories';
import { readUntil } from '../support/poll';
import { TEST_DB_KIND } from '../support/test-db';
import { otherInstance } from './support/other-instance';

// The in-process read cache (decision 011): repeated public reads skip the database, admin writes
// are the "global refresh", and with PostgreSQL the refresh reaches the other instances.
const ctx = setupApi();
let token: string;
beforeEach(async () => {
  token = (await createAdmin(ctx.db)).token;
});

/** Counts the statements the handle sends to the database from now on. */
function countQueries(db: Db) {
  const client = (db as unknown as { session: { client: { query: () => unknown } } }).session.client;
  const spy = vi.spyOn(client, 'query');
  return {
    get count() {
      return spy.mock.calls.length;
    },
    restore: () => spy.mockRestore(),
  };
}

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
const renameBrand = (app: FastifyInstance, id: number, name: string) =>
  call(app, { method: 'PUT', url: `/api/admin/brands/${id}`, payload: { name }, token });

async function catalogue(brandName = 'Volvo') {
  const brand = await createBrand(ctx.db, { name: brandName });
  const product = await createProduct(ctx.db, { brandId: brand.id, name: 'Wheel loader' });
  const variant = await createVariant(ctx.db, { productId: product.id, name: 'L120H' });
  return { brand, product, variant };
}

describe('public reads', () => {
  it('are answered from memory when repeated, without a query', async () => {
    const { variant } = await catalogue();
    const urls = [
      '/api/public/variants?search=l120',
      `/api/public/variants/${variant.id}`,
      `/api/public/variants/${variant.id}/related`,
      '/api/public/brands',
      '/api/public/categories',
      '/api/public/products',
      '/api/public/news',
      '/api/public/news/latest',
      '/api/public/news/featured',
      '/api/public/hero-settings',
      '/api/public/settings',
    ];
    const queries = countQueries(ctx.db);
    const first = [];
    for (const url of urls) first.push((await get(ctx.app, url)).body);
    const firstPass = queries.count;
    for (const [i, url] of urls.entries()) expect((await get(ctx.app, url)).body, url).toBe(first[i]);
    const total = queries.count;
    queries.restore();
    expect(firstPass).toBeGreaterThanOrEqual(urls.length);
    expect(total).toBe(firstPass);
  });

  it('show an admin save on the very next read', async () => {
    const { brand, variant } = await catalogue();
    await get(ctx.app, '/api/public/brands');
    await get(ctx.app, `/api/public/variants/${variant.id}`);

    expect((await renameBrand(ctx.app, brand.id, 'Volvo CE')).statusCode).toBe(200);
    expect((await get(ctx.app, '/api/public/brands')).json().data[0].name).toBe('Volvo CE');
    const detail = (await get(ctx.app, `/api/public/variants/${variant.id}`)).json().data;
    expect(detail.product.brand.name).toBe('Volvo CE');
  });

  it('show a settings save, and a news save under /public/news, on the next read', async () => {
    await get(ctx.app, '/api/public/settings');
    const saved = await call(ctx.app, {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { settings: { site_name: 'Ironsite Manila' } },
      token,
    });
    expect(saved.statusCode).toBe(200);
    expect((await get(ctx.app, '/api/public/settings')).json().data.site_name).toBe('Ironsite Manila');

    expect((await get(ctx.app, '/api/public/news')).json().data.total).toBe(0);
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/public/news',
      payload: {
        title: 'New branch in Cebu',
        excerpt: 'We opened a branch in Cebu with a full service workshop for our customers.',
        content: '<p>Cebu.</p>',
        author: 'Ironsite Team',
        category: 'Company News',
        published: true,
      },
      token,
    });
    expect(created.statusCode).toBe(201);
    expect((await get(ctx.app, '/api/public/news')).json().data.total).toBe(1);
  });

  it('stay cached after admin writes that changed nothing: refused, invalid or anonymous', async () => {
    const { brand } = await catalogue();
    await get(ctx.app, '/api/public/brands');
    const generation = ctx.app.readCache.generation;

    expect((await renameBrand(ctx.app, brand.id, '')).statusCode).toBe(422);
    expect((await renameBrand(ctx.app, 999999, 'Ghost')).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/brands/${brand.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(ctx.app.readCache.generation).toBe(generation);
  });

  it('that miss together run the read once', async () => {
    await catalogue();
    const { hits, misses } = ctx.app.readCache.stats;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get(ctx.app, '/api/public/variants?sort_by=price')),
    );
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(ctx.app.readCache.stats.misses - misses).toBe(1);
    // Requests start a turn of the event loop apart (decision 032): the second joins the read in
    // flight; the last may come after it and be answered by the response it left instead.
    expect(ctx.app.readCache.stats.hits - hits).toBeGreaterThanOrEqual(1);
  });
});

describe.runIf(TEST_DB_KIND === 'postgres')('several instances on one PostgreSQL', () => {
  const other = otherInstance(ctx);

  it('a save through one instance is visible through another within a second', async () => {
    const { brand } = await catalogue();
    expect(await other.brandName()).toBe('Volvo');
    // The factories' own invalidations may still be on their way: wait until it caches.
    expect(await readUntil(other.servesFromCache, Boolean, 1_000)).toBe(true);

    expect((await renameBrand(ctx.app, brand.id, 'Volvo CE')).statusCode).toBe(200);
    expect(await readUntil(other.brandName, (name) => name === 'Volvo CE', 1_000)).toBe('Volvo CE');
  });

  it('a script that writes from its own process (seed) reaches the instances with announceWrite', async () => {
    const { brand } = await catalogue();
    expect(await readUntil(other.servesFromCache, Boolean, 1_000)).toBe(true);
    await ctx.db.update(brands).set({ name: 'Seeded' }).where(eq(brands.id, brand.id));
    await announceWrite(ctx.testDb.database);
    expect(await readUntil(other.brandName, (name) => name === 'Seeded', 1_000)).toBe('Seeded');
  });

  it('the listener comes back after its connection is killed, and invalidations flow again', async () => {
    const { brand } = await catalogue();
    expect(await readUntil(other.servesFromCache, Boolean, 1_000)).toBe(true);

    await ctx.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    // While it is away the other instance reads from the database; then it caches again.
    const bypassed = other.stats().bypassed;
    await readUntil(other.brandName, () => other.stats().bypassed > bypassed, 5_000);
    expect(other.stats().bypassed).toBeGreaterThan(bypassed);
    expect(await readUntil(other.servesFromCache, Boolean, 10_000)).toBe(true);

    expect((await renameBrand(ctx.app, brand.id, 'Volvo CE')).statusCode).toBe(200);
    expect(await readUntil(other.brandName, (name) => name === 'Volvo CE', 1_000)).toBe('Volvo CE');
  });
});
