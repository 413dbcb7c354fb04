import type { FastifyRequest } from 'fastify';
import { BadRequest } from '../errors';

/**
 * The origin of the site's pages: canonical links, og:url, JSON-LD, robots.txt and the sitemap
 * are built on it. PUBLIC_URL when set; otherwise the Host header and the connection's protocol,
 * which Fastify replaces by X-Forwarded-Host/-Proto only when they come from a trusted proxy
 * (TRUST_PROXY). Never the request target's authority (request-target.ts).
 */
export function pageOrigin(
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  publicUrl: string | undefined,
): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const { protocol, host } = request;
  let url: URL | undefined;
  if ((protocol === 'http' || protocol === 'https') && host) {
    try {
      url = new URL(`${protocol}://${host}`);
    } catch {
      url = undefined;
    }
  }
  // A host and nothing else: no user info, path, query or fragment smuggled in after it.
  if (!url || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw new BadRequest('Bad Host header.');
  }
  return url.origin;
}
