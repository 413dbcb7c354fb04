import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { leads } from '../../server/db/schema';
import { webBuildExists } from '../../server/plugins/web';
import { call, setupApi, siteApps, testConfig } from '../support/api';

// TRUST_PROXY as a hop count, and off: which address a request is limited and recorded under, and
// whose X-Forwarded-Host/-Proto may name the page's origin. Real headers through the whole app.
const PROXY = '10.0.0.2';
const ctx = setupApi({ TRUST_PROXY: '1', RATE_LIMIT_CONTACT_PER_MINUTE: '1' });

const lead = { name: 'Proxy Test', email: 'proxy@example.ph', message: 'Hello' };
const sendVia = (app: FastifyInstance, forwardedFor: string, remoteAddress = PROXY) =>
  call(app, {
    method: 'POST',
    url: '/api/contact/inquiry',
    payload: lead,
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });
// In the order they arrived: an update of a lead (its routing) may move its row in the table.
const leadIps = async () => (await ctx.db.select().from(leads).orderBy(leads.id)).map((r) => r.ip);

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  it('limits and records each client behind the proxy by the address the proxy saw', async () => {
    expect((await sendVia(ctx.app, '203.0.113.8')).statusCode).toBe(201);
    expect((await sendVia(ctx.app, '203.0.113.8')).statusCode).toBe(429);
    // Another visitor through the same balancer has a bucket of their own.
    expect((await sendVia(ctx.app, '203.0.113.9')).statusCode).toBe(201);
    expect(await leadIps()).toEqual(['203.0.113.8', '203.0.113.9']);
  });

  it('ignores the entries a client wrote into X-Forwarded-For itself: it cannot pick its bucket', async () => {
    // The proxy appends the address it saw to whatever the client sent.
    expect((await sendVia(ctx.app, '198.51.100.1, 203.0.113.10')).statusCode).toBe(201);
    expect((await sendVia(ctx.app, '198.51.100.2, 203.0.113.10')).statusCode).toBe(429);
    expect((await sendVia(ctx.app, '203.0.113.11, 203.0.113.10')).statusCode).toBe(429);
    expect(await leadIps()).toEqual(['203.0.113.10']);
  });
});

describe('TRUST_PROXY=false (the default)', () => {
  let direct: FastifyInstance;
  beforeAll(async () => {
    const config = testConfig({ TRUST_PROXY: 'false', RATE_LIMIT_CONTACT_PER_MINUTE: '1' });
    direct = await buildApp({ config, database: ctx.testDb.database, logger: false });
    await direct.ready();
  });
  afterAll(() => direct?.close());

  it('takes the connection’s address and ignores X-Forwarded-For', async () => {
    expect((await sendVia(direct, '203.0.113.20', '192.0.2.50')).statusCode).toBe(201);
    expect((await sendVia(direct, '203.0.113.21', '192.0.2.50')).statusCode).toBe(429);
    expect(await leadIps()).toEqual(['192.0.2.50']);
  });
});

describe.skipIf(!webBuildExists())('the page origin behind a proxy', () => {
  const site = siteApps(ctx);

  const forwarded = {
    'x-forwarded-host': 'shop.example',
    'x-forwarded-proto': 'https',
    host: 'internal:3000',
  };
  const canonical = (body: string) => /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1];

  it('comes from X-Forwarded-Host/-Proto sent by a trusted proxy', async () => {
    const app = await site({ TRUST_PROXY: '1' });
    const page = await app.inject({ url: '/products', headers: forwarded, remoteAddress: PROXY });
    expect(canonical(page.body)).toBe('https://shop.example/products');
  });

  it('never from forwarded headers when no proxy is trusted: the Host header names it', async () => {
    const app = await site({ TRUST_PROXY: 'false' });
    const page = await app.inject({ url: '/products', headers: forwarded, remoteAddress: PROXY });
    expect(canonical(page.body)).toBe('http://internal:3000/products');
    const robots = await app.inject({ url: '/robots.txt', headers: forwarded, remoteAddress: PROXY });
    expect(robots.body).toContain('Sitemap: http://internal:3000/sitemap.xml');
  });

  it('nor from a proxy outside the listed addresses', async () => {
    const app = await site({ TRUST_PROXY: '10.1.0.0/16' });
    const page = await app.inject({ url: '/products', headers: forwarded, remoteAddress: PROXY });
    expect(canonical(page.body)).toBe('http://internal:3000/products');
  });
});
