import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache } from './read-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What the site shows has changed: the "global refresh" of docs/product.md §4. The read cache
 * moves to a new generation, which drops the kept responses (pages and API answers) with it, here
 * and, through the bus, on every other instance. The one way to say so: the admin scope's hook
 * below, and anything else that writes public content (the demo seed, the spec backfill, a job or
 * an import) calls this after its write.
 */
export function publicContentChanged(app: { readCache: ReadCache }): Promise<void> {
  return app.readCache.invalidate();
}

/**
 * onSend hook of the admin scope: a write that changes public content (a machine, a price, a news
 * article, the site's settings) empties the kept pages. It runs before the response leaves, so
 * whoever saw the save succeed sees it on the next read. A 4xx changed nothing (refused, invalid,
 * not found, and anonymous callers cannot flush the cache); a 5xx may have written part of a
 * change, so it counts. A write that changes nothing the site shows (a preview, a lead and its
 * notes and replies, a quotation, the lead desk's settings, users, privacy requests) says so in its
 * route config, `{ publicContent: false }` (server/api/route-options.ts), and leaves them kept.
 */
export async function invalidateAfterAdminWrite(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const refused = reply.statusCode >= 400 && reply.statusCode < 500;
  const config = request.routeOptions.config as { publicContent?: boolean } | undefined;
  if (!READS.has(request.method) && !refused && config?.publicContent !== false)
    await publicContentChanged(request.server);
  return payload;
}
