import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { webBuildExists } from '../../server/plugins/web';
import { setupApi, siteApps } from '../support/api';
import { createVariant } from '../support/factories';
import { listenOnFreePort, rawRequest } from '../support/raw-http';

// The request target names a path on this site: its authority never reaches routing, a page's
// canonical link, og:url, JSON-LD, robots.txt or the sitemap. The page origin is PUBLIC_URL when
// set, otherwise the Host header.
const ctx = setupApi();

const canonical = (body: string) => /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1];
const ogUrl = (body: string) => /<meta property="og:url" content="([^"]*)"/.exec(body)?.[1];
const get = (port: number, target: string, host = `127.0.0.1:${port}`) =>
  rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

describe('the API', () => {
  let port: number;
  beforeAll(async () => {
    port = await listenOnFreePort(ctx.app);
  });

  it('routes an absolute-form target by its path alone', async () => {
    const res = await get(port, 'http://evil.example/api/public/settings');
    expect(res).toMatch(/^HTTP\/1\.1 200 /);
    expect(res).toContain('"site_name"');
  });

  // Raw: app.inject would resolve these against its own base URL first.
  it.each(['//evil.example/api/public/settings', '/\\evil.example/api/public/settings'])(
    'answers 404 to the network-path target %s',
    async (target) => {
      const res = await get(port, target);
      expect(res).toMatch(/^HTTP\/1\.1 404 /);
      expect(res).not.toMatch(/^location:/im);
    },
  );
});

describe.skipIf(!webBuildExists())('the site', () => {
  let site: FastifyInstance;
  let port: number;
  const start = siteApps(ctx);
  beforeAll(async () => {
    site = await start();
    port = await listenOnFreePort(site);
  });

  it('answers 404 to //evil.example/products through app.inject', async () => {
    const res = await site.inject({ url: '//evil.example/products' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).not.toContain('evil.example');
  });

  it.each([
    '//evil.example/products',
    '/\\evil.example/products',
    '///evil.example/products',
    '/\\/evil.example/',
  ])('answers 404 to %s on the wire, with no page and no redirect', async (target) => {
    const res = await get(port, target);
    expect(res).toMatch(/^HTTP\/1\.1 404 /);
    expect(res).not.toMatch(/^location:/im);
    expect(res.split('\r\n\r\n')[1]).not.toContain('evil.example');
  });

  it.each(['*', 'products', 'evil.example:443', 'http:/products'])(
    'answers the target %s, which is no path, with a 4xx and no page',
    async (target) => {
      const res = await get(port, target);
      expect(res).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(res).not.toContain('evil.example');
    },
  );

  it('renders an absolute-form target for its path, with this site’s origin', async () => {
    const variant = await createVariant(ctx.db, { name: 'ZX200' });
    for (const path of ['/products', `/products/${variant.id}`]) {
      const res = await get(port, `http://evil.example${path}`);
      expect(res, path).toMatch(/^HTTP\/1\.1 200 /);
      expect(canonical(res), path).toBe(`http://127.0.0.1:${port}${path}`);
      expect(res, path).not.toContain('evil.example');
    }
  });

  it('refuses a Host header that carries more than a host', async () => {
    for (const host of ['evil.example/products', 'user@evil.example', 'evil.example?x', 'evil.example#x']) {
      const res = await site.inject({ url: '/products', headers: { host } });
      expect(res.statusCode, host).toBe(400);
      expect(res.body, host).not.toContain('evil.example');
    }
  });

  it('takes PUBLIC_URL over the Host header for canonical links, og:url, JSON-LD, robots.txt and the sitemap', async () => {
    const variant = await createVariant(ctx.db, { name: 'ZX200' });
    const app = await start({ PUBLIC_URL: 'https://ironsite.example' });
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil2.example' };
    const page = await app.inject({ url: `/products/${variant.id}`, headers });
    expect(canonical(page.body)).toBe(`https://ironsite.example/products/${variant.id}`);
    expect(ogUrl(page.body)).toBe(`https://ironsite.example/products/${variant.id}`);
    const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(page.body)?.[1];
    expect(jsonLd).toContain('https://ironsite.example/');
    expect(page.body).not.toContain('evil');
    const robots = await app.inject({ url: '/robots.txt', headers });
    expect(robots.body).toContain('Sitemap: https://ironsite.example/sitemap.xml');
    const sitemap = await app.inject({ url: '/sitemap.xml', headers });
    expect(sitemap.body).toContain(`<loc>https://ironsite.example/products/${variant.id}</loc>`);
    expect(sitemap.body).not.toContain('evil');
  });
});
