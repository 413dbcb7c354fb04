import type { FastifyReply, FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * onSend hook of the admin scope: every admin write is the "global refresh" of docs/product.md §4, so public
 * reads are read afresh on every instance. It runs before the response leaves, so whoever saw the
 * save succeed sees it on the next read. A 4xx changed nothing (refused, invalid, not found, and
 * anonymous callers cannot flush the cache); a 5xx may have written part of a change, so it counts.
 */
export async function invalidateAfterAdminWrite(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const refused = reply.statusCode >= 400 && reply.statusCode < 500;
  // A POST that only reads (a preview) says so in its route config: { readOnly: true }.
  const readOnly = (request.routeOptions.config as { readOnly?: boolean } | undefined)?.readOnly === true;
  if (!READS.has(request.method) && !refused && !readOnly) await request.server.readCache.invalidate();
  return payload;
}
