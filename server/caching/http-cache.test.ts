import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  entityTag,
  matchesIfNoneMatch,
  PRIVATE_CACHE_CONTROL,
  registerHttpCache,
  SHARED_CACHE_CONTROL,
} from './http-cache';

// The page rules with stand-ins for the React Router handler: a page that carries this
// response's CSP nonces, as entry.server.tsx renders them. tests/api/http-cache.test.ts covers the
// API and, when a build exists, the real pages.
const app = Fastify({ logger: false });

beforeAll(async () => {
  registerHttpCache(app);
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], styleSrc: ["'self'"] },
    },
  });
  const page = (body: string) => (_request: unknown, reply: import('fastify').FastifyReply) => {
    const { script, style } = reply.cspNonce;
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><meta name="csp-style-nonce" content="${style}"><p>${body}</p><script nonce="${script}">hydrate()</script>`;
  };
  // One route for all pages flags itself shareable, as the site's does (site-route.ts), and takes
  // the flag back for the pages of one signed-in person.
  const shareable = { config: { shareable: true } };
  const personal =
    (handler: ReturnType<typeof page>) => (request: unknown, reply: import('fastify').FastifyReply) =>
      handler(request, reply.shareable(false));
  app.get('/products', shareable, page('Excavators'));
  app.get('/admin/brands', shareable, personal(page('Admin')));
  app.get('/login', shareable, personal(page('Sign in')));
  app.get('/moved', shareable, (_request, reply) => reply.redirect('/products'));
  app.get('/gone', shareable, (_request, reply) =>
    reply.status(404).type('text/html').send('<p>Not found</p>'),
  );
  app.get('/not-flagged', page('Excavators'));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('public pages', () => {
  it('carry a weak ETag that ignores the per-response nonces, and the shared Cache-Control', async () => {
    const first = await get('/products');
    const second = await get('/products');
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
    expect(first.body).not.toBe(second.body);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
  });

  it('answer a matching If-None-Match with an empty 304 that leaves the cached CSP header alone', async () => {
    const { headers } = await get('/products');
    const res = await get('/products', { 'if-none-match': String(headers.etag) });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(headers.etag);
    expect(res.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['content-type']).toBeUndefined();
  });

  it('answer in full when the tag does not match', async () => {
    const res = await get('/products', { 'if-none-match': 'W/"something-else"' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain('nonce-');
  });
});

describe('never stored', () => {
  it.each(['/admin/brands', '/login'])('%s is private', async (url) => {
    const res = await get(url);
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(res.headers.etag).toBeUndefined();
  });

  it('a page whose route is not flagged shareable', async () => {
    const res = await get('/not-flagged');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(res.headers.etag).toBeUndefined();
  });

  it('a public page asked for with a token', async () => {
    const res = await get('/products', { authorization: 'Bearer abc' });
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(res.headers.etag).toBeUndefined();
  });

  it('redirects and errors', async () => {
    expect((await get('/moved')).headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const gone = await get('/gone');
    expect(gone.headers['cache-control']).toBe('no-store');
    expect(gone.headers.etag).toBeUndefined();
  });
});

describe('entityTag and If-None-Match', () => {
  it('is weak, since a compressed and a plain body share it, and ignores the nonces', () => {
    expect(entityTag('{"a":1}', { script: 'n1', style: 'n2' })).toMatch(/^W\/"[\w-]+"$/);
    expect(entityTag('<p nonce="n1">', { script: 'n1', style: 'n2' })).toBe(
      entityTag('<p nonce="n3">', { script: 'n3', style: 'n2' }),
    );
    expect(entityTag(Buffer.from('x'))).toBe(entityTag('x'));
  });

  it('compares weakly, in lists, and honours *', () => {
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});
