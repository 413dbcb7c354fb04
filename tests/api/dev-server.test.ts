import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { RESPONSE_CACHE_HEADER } from '../../server/caching/response-cache';
import { API_CONTENT_SECURITY_POLICY } from '../../server/plugins/security-headers';
import { setupApi, testConfig } from '../support/api';

// `npm run dev` (NODE_ENV=development): the site rendered from source through Vite's dev server in
// this process, with the production server's security headers, rate limit and API around it.
const ctx = setupApi();
let site: FastifyInstance;

beforeAll(async () => {
  const config = testConfig({ RATE_LIMIT_GLOBAL_PER_MINUTE: '5' });
  site = await buildApp({ config, database: ctx.testDb.database, logger: false, web: 'vite' });
  await site.ready();
}, 120_000);
afterAll(() => site?.close());

const nonceOf = (csp: string, directive: string) =>
  new RegExp(`${directive} [^;]*'nonce-([^']+)'`).exec(csp)?.[1];

describe('the development server', () => {
  it.each(['/', '/products'])(
    'renders %s from app/ through Vite, its inline scripts under the CSP nonce',
    async (url) => {
      const res = await site.inject({ url, remoteAddress: `10.9.0.${url.length}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // Modules Vite serves from source, with its hot-update runtime, not hashed files of a build.
      expect(res.body).toContain('import * as route0 from "/app/root.tsx"');
      expect(res.body).toContain('virtual:react-router/inject-hmr-runtime');
      expect(res.body).not.toMatch(/\/assets\/[\w-]+\.js/);

      const csp = String(res.headers['content-security-policy']);
      const nonce = nonceOf(csp, 'script-src');
      expect(nonce).toBeTruthy();
      const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
      expect(inline.length).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    },
    // The first page makes Vite transform every module of the site: 20 s on a busy 2-core machine.
    90_000,
  );

  it('serves the modules, stylesheet and public files itself, outside the rate limit', async () => {
    // Five requests a minute: a page's dozens of modules would be refused if they counted.
    for (const url of ['/@vite/client', '/app/root.tsx', '/app/entry.client.tsx', '/favicon.svg']) {
      for (let i = 0; i < 3; i++) {
        const res = await site.inject({ url, remoteAddress: '10.9.1.1' });
        expect(res.statusCode, url).toBe(200);
      }
    }
    const css = await site.inject({
      url: '/app/app.css',
      headers: { accept: 'text/css' },
      remoteAddress: '10.9.1.1',
    });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('never keeps a page, whose code may change before the next request', async () => {
    const first = await site.inject({ url: '/products', remoteAddress: '10.9.2.1' });
    const second = await site.inject({ url: '/products', remoteAddress: '10.9.2.1' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers[RESPONSE_CACHE_HEADER]).toBeUndefined();
  });

  it('leaves the API as it is: JSON under the policy that allows nothing', async () => {
    const res = await site.inject({ url: '/api/public/variants', remoteAddress: '10.9.3.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect((await site.inject({ url: '/api/nothing-here', remoteAddress: '10.9.3.1' })).statusCode).toBe(404);
  });
});
