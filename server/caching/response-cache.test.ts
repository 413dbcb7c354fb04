import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerHttpCache, SHARED_CACHE_CONTROL } from './http-cache';
import { fillPage, pageTemplate } from './page-template';
import { ReadCache } from './read-cache';
import { RESPONSE_CACHE_HEADER, registerResponseCache } from './response-cache';

// The kept responses with the plugins in app.ts's order (index.ts) and stand-in routes: an API read that
// counts its runs, a page that carries this response's nonces as entry.server.tsx renders them.
// tests/api/http-cache.test.ts and tests/e2e/compression.spec.ts cover the real app.

let app: FastifyInstance;
let runs: number;
let live: boolean;
let version: string;

async function start({
  rateLimitMax = 1_000,
  maxBytes,
  keep,
}: {
  rateLimitMax?: number;
  maxBytes?: number;
  keep?: boolean;
} = {}) {
  runs = 0;
  live = true;
  version = 'v1';
  app = Fastify({ logger: false });
  app.decorate(
    'readCache',
    new ReadCache({
      bus: { live: () => live, publish: async () => {}, onInvalidate: () => {}, close: async () => {} },
      keep,
    }),
  );
  registerHttpCache(app);
  // As @fastify/cors does when CORS_ORIGINS is set: every response varies on Origin.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('vary', 'Origin');
  });
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], styleSrc: ["'self'"] },
    },
  });
  await app.register(rateLimit, { global: true, max: rateLimitMax, timeWindow: '1 minute' });
  registerResponseCache(app, maxBytes === undefined ? {} : { maxBytes });
  await app.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
  // Public reads and the site's pages flag themselves (shareable.ts); /api/me and /missing do not.
  const shareable = { config: { shareable: true } };
  app.get('/api/public/things', shareable, async () => {
    runs++;
    return { version, items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Excavator ${i}` })) };
  });
  // A read during which an admin saves: what it read may predate the save.
  app.get('/api/public/racing', shareable, async () => {
    runs++;
    await app.readCache.invalidate();
    return { version };
  });
  // A read that also depends on a header of its own.
  app.get('/api/public/greeting', shareable, async (_request, reply) => {
    runs++;
    reply.header('vary', `${reply.getHeader('vary')}, Accept-Language`);
    return { hello: 'mabuhay' };
  });
  // Bodies under 1 KB, so no compressed copy changes their size behind the test's back.
  app.get<{ Params: { id: string } }>('/api/public/items/:id', shareable, async (request) => {
    runs++;
    return { id: request.params.id, text: 'x'.repeat(800) };
  });
  app.get('/api/me', async () => ({ runs: ++runs }));
  app.get('/missing', async (_request, reply) => reply.code(404).send({ message: 'Not found' }));
  // The site's catch-all (plugins/web.ts) renders every page path.
  app.get('/*', shareable, async (_request, reply: FastifyReply) => {
    runs++;
    const { script, style } = reply.cspNonce;
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><meta name="csp-style-nonce" content="${style}"><p>${version}</p><p>${'Wheel loaders, cranes and batching plants. '.repeat(50)}</p><script nonce="${script}">hydrate()</script>`;
  });
  await app.ready();
}

afterEach(() => app?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('kept public API responses', () => {
  it('are sent again without running the route, with the same body and ETag', async () => {
    await start();
    const first = await get('/api/public/things');
    const second = await get('/api/public/things');
    expect(runs).toBe(1);
    expect(first.headers[RESPONSE_CACHE_HEADER]).toBeUndefined();
    expect(second.headers[RESPONSE_CACHE_HEADER]).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
  });

  it('are dropped by an invalidation (an admin write), so the next read runs the route', async () => {
    await start();
    await get('/api/public/things');
    version = 'v2';
    await app.readCache.invalidate();
    const after = await get('/api/public/things');
    expect(runs).toBe(2);
    expect(after.json().version).toBe('v2');
    expect(after.headers[RESPONSE_CACHE_HEADER]).toBeUndefined();
  });

  it('are not kept when a write lands while the read runs', async () => {
    await start();
    await get('/api/public/racing');
    await get('/api/public/racing');
    expect(runs).toBe(2);
  });

  it('are neither kept nor served while invalidations might not arrive', async () => {
    await start();
    live = false;
    await get('/api/public/things');
    await get('/api/public/things');
    expect(runs).toBe(2);
    live = true;
    await get('/api/public/things');
    live = false;
    expect((await get('/api/public/things')).headers[RESPONSE_CACHE_HEADER]).toBeUndefined();
  });

  it('are neither kept nor served by a read cache told to keep nothing (the bench uncached)', async () => {
    await start({ keep: false });
    await get('/api/public/things');
    const second = await get('/api/public/things');
    expect(runs).toBe(2);
    expect(second.headers[RESPONSE_CACHE_HEADER]).toBeUndefined();
  });

  it('are not served to a signed-in caller, nor kept for private, failed or HEAD responses', async () => {
    await start();
    await get('/api/public/things');
    expect(
      (await get('/api/public/things', { authorization: 'Bearer x'.repeat(5) })).headers[
        RESPONSE_CACHE_HEADER
      ],
    ).toBeUndefined();
    await get('/api/me');
    expect((await get('/api/me')).json().runs).toBe(4);
    await get('/missing');
    expect((await get('/missing')).headers[RESPONSE_CACHE_HEADER]).toBeUndefined();
    expect(
      (await app.inject({ method: 'HEAD', url: '/api/public/things' })).headers[RESPONSE_CACHE_HEADER],
    ).toBeUndefined();
  });

  it('answer a matching If-None-Match with an empty 304', async () => {
    await start();
    const { headers } = await get('/api/public/things');
    const res = await get('/api/public/things', { 'if-none-match': String(headers.etag) });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers[RESPONSE_CACHE_HEADER]).toBe('hit');
  });

  it('are sent compressed, from a copy made once, to clients that accept it', async () => {
    await start();
    const plain = await get('/api/public/things');
    let hit = await get('/api/public/things', { 'accept-encoding': 'gzip, deflate, br' });
    // The kept copies are made in the background; until then the body is compressed per response.
    for (let i = 0; i < 50 && hit.headers[RESPONSE_CACHE_HEADER] !== 'hit'; i++) {
      hit = await get('/api/public/things', { 'accept-encoding': 'gzip, deflate, br' });
    }
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(hit.rawPayload).toString()).toBe(plain.body);
    const gzipped = await get('/api/public/things', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    expect(runs).toBe(1);
  });

  it('keep every Vary the response had, and add Accept-Encoding once', async () => {
    await start();
    const names = (vary: unknown) =>
      String(vary)
        .toLowerCase()
        .split(/\s*,\s*/)
        .sort();
    for (const url of ['/api/public/things', '/api/public/greeting']) {
      const first = await get(url);
      const kept = await get(url, { 'accept-encoding': 'gzip' });
      expect(kept.headers[RESPONSE_CACHE_HEADER], url).toBe('hit');
      const expected = url.endsWith('greeting')
        ? ['accept-encoding', 'accept-language', 'origin']
        : ['accept-encoding', 'origin'];
      expect(names(first.headers.vary), url).toEqual(expected);
      expect(names(kept.headers.vary), url).toEqual(expected);
    }
  });

  it('hold at most maxBytes, forgetting the least recently used first', async () => {
    // Each item's body is about 830 bytes: two fit in 2,000, a third pushes one out.
    await start({ maxBytes: 2_000 });
    const hit = async (id: number) =>
      (await get(`/api/public/items/${id}`)).headers[RESPONSE_CACHE_HEADER] === 'hit';
    expect([await hit(1), await hit(2), await hit(1)]).toEqual([false, false, true]);
    // 2 is now the least recently used: keeping 3 drops it, and 1 stays.
    expect(await hit(3)).toBe(false);
    expect([await hit(1), await hit(3)]).toEqual([true, true]);
    expect(await hit(2)).toBe(false);
    expect(runs).toBe(4);
  });

  it('still count against the rate limit', async () => {
    await start({ rateLimitMax: 2 });
    await get('/api/public/things');
    expect((await get('/api/public/things')).statusCode).toBe(200);
    expect((await get('/api/public/things')).statusCode).toBe(429);
  });
});

describe('kept pages', () => {
  const nonceOf = (csp: string, directive: string) =>
    new RegExp(`${directive} [^;]*'nonce-([^']+)'`).exec(csp)?.[1];

  it("carry the nonces of this response's own CSP header, never the first render's", async () => {
    await start();
    const first = await get('/products');
    const second = await get('/products');
    expect(runs).toBe(1);
    expect(second.headers[RESPONSE_CACHE_HEADER]).toBe('hit');
    const csp = String(second.headers['content-security-policy']);
    const script = nonceOf(csp, 'script-src');
    const style = nonceOf(csp, 'style-src');
    expect(script).toBeTruthy();
    expect(script).not.toBe(nonceOf(String(first.headers['content-security-policy']), 'script-src'));
    expect(second.body).toContain(`<script nonce="${script}">`);
    expect(second.body).toContain(`content="${style}"`);
    expect(second.body.replace(script!, 'S').replace(style!, 's')).toBe(
      first.body
        .replace(nonceOf(String(first.headers['content-security-policy']), 'script-src')!, 'S')
        .replace(nonceOf(String(first.headers['content-security-policy']), 'style-src')!, 's'),
    );
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('are compressed per response, with their fresh nonces, when the client accepts it', async () => {
    await start();
    await get('/products');
    const hit = await get('/products', { 'accept-encoding': 'br' });
    expect(hit.headers[RESPONSE_CACHE_HEADER]).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('br');
    const script = nonceOf(String(hit.headers['content-security-policy']), 'script-src');
    expect(brotliDecompressSync(hit.rawPayload).toString()).toContain(`<script nonce="${script}">`);
  });
});

describe('page templates', () => {
  it('put the new nonces wherever the old ones were, at the edges and side by side included', () => {
    const old = { script: 'aa11', style: 'bb22' };
    const page = 'aa11<script nonce="aa11">x</script><meta content="bb22">bb22aa11 – é ✓bb22';
    const filled = fillPage(pageTemplate(page, old), { script: 'cc33', style: 'dd44' });
    expect(filled.toString()).toBe(
      'cc33<script nonce="cc33">x</script><meta content="dd44">dd44cc33 – é ✓dd44',
    );
    expect(fillPage(pageTemplate('no nonce here', old), old).toString()).toBe('no nonce here');
  });
});
