import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { webBuildExists } from '../../server/plugins/web';
import { setupApi, siteApps } from '../support/api';
import { createNews, createVariant } from '../support/factories';
import { pageHtml } from './support/site-html';

// The site inside the Fastify process (server/plugins/web.ts): caching and compression of the
// client build, CSP nonces on every inline script, the API's own 404 beside the site's pages, and
// where the site sends a visitor instead of a page (docs/product.md §2: any unknown path goes to
// the home page; §17: the units switch without JavaScript comes back to the page it was on, and
// only ever to a page of this site).
const ctx = setupApi();

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe.skipIf(!webBuildExists())('the site’s responses (server-rendered from the build)', () => {
  const start = siteApps(ctx);
  let site: FastifyInstance;
  beforeAll(async () => {
    site = await start();
  });

  /** The distinct scripts and stylesheets of the client build a page refers to. */
  const assetsOf = (html: string) => [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g))];

  it('serves hashed assets for a year and root files for an hour', async () => {
    const assets = assetsOf(await pageHtml(site, '/'));
    expect(assets.some((url) => url.endsWith('.js'))).toBe(true);
    for (const url of assets) {
      const res = await site.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    const favicon = await site.inject({ url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("links a PNG as the page's icon, which the server sends", async () => {
    // Decision 088: an SVG icon is a document the browser builds on the page's main thread.
    const links = (await pageHtml(site, '/')).match(/<link rel="icon"[^>]*>/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).toContain('type="image/png"');
    const href = /href="([^"]+)"/.exec(links[0]!)?.[1] ?? '';
    const icon = await site.inject({ url: href });
    expect(icon.statusCode, href).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect(icon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers a script the build does not have with a 404, never a page or a file outside the build', async () => {
    const missing = await site.inject({ url: '/assets/no-such-chunk.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    // A path that climbs out of the assets is the site's to answer (an unknown page), never a file.
    for (const url of ['/assets/../server/index.js', '/assets/%2e%2e/server/index.js']) {
      const res = await site.inject({ url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/javascript/);
    }
  });

  it('sends scripts and stylesheets compressed to clients that accept it, plain otherwise', async () => {
    const assets = assetsOf(await pageHtml(site, '/'));
    expect(assets.some((url) => url.endsWith('.js')) && assets.some((url) => url.endsWith('.css'))).toBe(
      true,
    );
    const smaller: string[] = [];
    for (const url of assets) {
      const plain = await site.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      for (const encoding of ['br', 'gzip'] as const) {
        const packed = await site.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(packed.statusCode, url).toBe(200);
        expect(packed.headers['content-encoding'], url).toBe(encoding);
        expect(packed.headers.vary, url).toMatch(/accept-encoding/i);
        // A file of a few hundred bytes may come out no smaller: the size is no promise there.
        if (plain.rawPayload.length > 1024) {
          expect(Number(packed.headers['content-length']), url).toBeLessThan(
            Number(plain.headers['content-length']),
          );
          smaller.push(url);
        }
        // Still the same file once decoded.
        expect(DECODE[encoding](packed.rawPayload).equals(plain.rawPayload), url).toBe(true);
      }
    }
    expect(smaller.some((url) => url.endsWith('.js')) && smaller.some((url) => url.endsWith('.css'))).toBe(
      true,
    );
  });

  it('puts the nonce of its response on every inline script of every page', async () => {
    const variant = await createVariant(ctx.db, { name: 'ZX200' });
    const article = await createNews(ctx.db, { published: true });
    for (const url of ['/', '/products', `/products/${variant.id}`, '/news', `/news?article=${article.id}`]) {
      const res = await site.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(
        String(res.headers['content-security-policy']),
      )?.[1];
      expect(nonce, url).toBeTruthy();
      const scripts = [...res.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const attrs of scripts) expect(attrs, url).toContain(`nonce="${nonce}"`);
    }
  });

  it('answers unknown API routes with a JSON 404, not the site', async () => {
    for (const url of ['/api/no-such-route', '/api/public/no-such-route']) {
      const res = await site.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json().message, url).toContain('not found');
    }
  });

  it.each(['/no/such/page', '/nothing', '/products/1/extra', '/about/us'])(
    'an unknown path %s redirects to the home page',
    async (url) => {
      const res = await site.inject({ url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
      expect((await site.inject({ url: res.headers.location })).statusCode).toBe(200);
    },
  );

  describe('the /units action', () => {
    const post = (form: Record<string, string>) =>
      site.inject({
        method: 'POST',
        url: '/units',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });

    it('sets the cookie and sends the visitor back to the page they were on', async () => {
      const res = await post({ units: 'imperial', back: '/products?category=Excavators' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/products?category=Excavators');
      expect(String(res.headers['set-cookie'])).toMatch(/^units=imperial;/);
    });

    it('sends only to this site, and ignores unknown systems', async () => {
      for (const back of [
        '//evil.example/x',
        'https://evil.example/',
        '/\\evil.example',
        '/products\r\nSet-Cookie: x=1',
      ]) {
        const res = await post({ units: 'imperial', back });
        expect(res.statusCode, back).toBe(303);
        expect(res.headers.location, back).toBe('/');
      }
      const odd = await post({ units: '<b>imperial</b>', back: '/about' });
      expect(odd.statusCode).toBe(303);
      expect(odd.headers.location).toBe('/about');
      expect(odd.headers['set-cookie']).toBeUndefined();
      const get = await site.inject({ url: '/units' });
      expect(get.statusCode).toBe(302);
      expect(get.headers.location).toBe('/');
    });
  });
});
