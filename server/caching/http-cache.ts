import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isShareable, registerShareable } from './shareable';

// HTTP caching for every response that has not chosen its own Cache-Control (decision 011).
// Anonymous reads of shareable routes (shareable.ts: the public API's reads, the public pages) may
// be kept by a CDN for a short while and are revalidated by browsers every time, cheaply, with an
// ETag; everything personal, every write and every error is never stored.

/**
 * Browsers revalidate every time (max-age=0; a 304 costs a few hundred bytes). A CDN serves its
 * copy for 30 s, then for up to 30 s more while it refetches in the background, so an admin's
 * save reaches CDN visitors within a minute; without a CDN it is visible at once.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
export const ERROR_CACHE_CONTROL = 'no-store';

type Policy = 'shared' | 'private' | 'error';

/** Set on a reply this hook sent with the shared policy: the kept responses store only those. */
const SHARED = Symbol('sent with the shared Cache-Control');
type Marked = FastifyReply & { [SHARED]: boolean };

/** Whether this reply went out as shared (its ETag set), read by response-cache.ts after this hook. */
export const sentShared = (reply: FastifyReply) => (reply as Marked)[SHARED];

function policyFor(request: FastifyRequest, reply: FastifyReply): Policy {
  if (reply.statusCode >= 400) return 'error';
  const anonymousRead =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.headers.authorization &&
    !reply.hasHeader('set-cookie');
  if (!anonymousRead || reply.statusCode !== 200) return 'private';
  return isShareable(request, reply) ? 'shared' : 'private';
}

/**
 * A hash of the body. Pages carry this response's CSP nonces, which differ every time: they are
 * left out of the hash. The tag is weak: two responses with one tag may differ in those nonces,
 * or in their Content-Encoding (response-cache.ts and @fastify/compress), which a strong
 * tag would have to tell apart (RFC 9110 §8.8.1).
 */
export function entityTag(body: string | Buffer, nonces?: { script: string; style: string } | null): string {
  let stable = body;
  if (typeof body === 'string' && nonces) {
    for (const nonce of [nonces.script, nonces.style]) {
      if (nonce) stable = (stable as string).replaceAll(nonce, '');
    }
  }
  return `W/"${createHash('sha1').update(stable).digest('base64url')}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes do not matter. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * One onSend hook on the whole app. Hooks of the app run before those a route carries, so this
 * decides (and sets the ETag) before the kept responses' store, whatever the registration order.
 */
export function registerHttpCache(app: FastifyInstance) {
  registerShareable(app);
  app.decorateReply(SHARED, false);
  app.addHook('onSend', async (request, reply, payload) => {
    // Static files, robots.txt, the sitemap and kept responses (response-cache.ts) set their own.
    if (reply.hasHeader('cache-control')) return payload;
    const policy = policyFor(request, reply);
    if (policy !== 'shared') {
      reply.header('cache-control', policy === 'error' ? ERROR_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
      return payload;
    }
    reply.header('cache-control', SHARED_CACHE_CONTROL);
    (reply as Marked)[SHARED] = true;
    // A streamed body cannot be hashed before it is sent (web.ts buffers the pages it can).
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = entityTag(payload, reply.cspNonce);
    reply.header('etag', etag);
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    // The browser keeps the body it has and the CSP header that came with it, whose nonces are the
    // ones in that body; a 304 only replaces the stored headers it carries (RFC 9111 §4.3.4). A
    // fresh policy here would name this response's nonces and block the cached page's scripts.
    reply.removeHeader('content-security-policy');
    return null;
  });
}
