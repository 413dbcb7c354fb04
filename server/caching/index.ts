import type { FastifyInstance } from 'fastify';
import { registerHttpCache } from './http-cache';
import { openReadCache } from './open-read-cache';
import type { ReadCache } from './read-cache';
import { releaseReadCache } from './registry';
import { registerResponseCache } from './response-cache';

// Every layer of caching (decisions 011 and 014), outermost first:
// - HTTP (http-cache.ts): Cache-Control on every response; an ETag and 304s for shareable ones.
// - Kept responses (response-cache.ts): whole shareable answers, sent again without a render.
// - Read cache (read-cache.ts, cached-reads.ts): the public reads' results, sparing the database.
// All three hold only what a route or an answer flagged shareable (shareable.ts), and all forget it
// on the next admin write on any instance (after-admin-write.ts, pg-bus.ts or redis-bus.ts).

declare module 'fastify' {
  interface FastifyInstance {
    /** Public reads kept in memory until the next admin write on any instance (decision 011). */
    readCache: ReadCache;
  }
}

/**
 * Call once in app.ts, after helmet and @fastify/rate-limit, before @fastify/compress and before
 * any route. Why that order:
 * - The kept responses hook into each GET route as it is added (onRoute), so the routes come after.
 *   @fastify/rate-limit and @fastify/compress do the same, and onRoute hooks run in the order they
 *   were registered, which sets where each one's hooks land on a route:
 *   - rate limit first: a kept API answer still counts against the limit (its onRequest hook runs
 *     before the lookup). The site's route counts in its preHandler instead, after the lookup, so
 *     a kept page costs nothing (site-route.ts);
 *   - compression last: the store sees the body before it is compressed.
 * - The Cache-Control/ETag hook is the app's own onSend hook. Hooks of the app run before the hooks
 *   a route carries, so the ETag and the shared decision are there when the store reads them.
 * - helmet's nonces (reply.cspNonce, an app onRequest hook) are there for the same reason when the
 *   lookup fills a kept page with this response's own.
 */
export async function registerCaching(app: FastifyInstance) {
  const database = app.database;
  app.decorate('readCache', await openReadCache(database, app.log, app.config));
  app.addHook('onClose', () => releaseReadCache(database.db));
  registerHttpCache(app);
  // RESPONSE_CACHE_MAX_MB bounds the kept responses' memory (docs/performance.md, Memory).
  registerResponseCache(app, { maxBytes: app.config.RESPONSE_CACHE_MAX_MB * 1024 * 1024 });
}
