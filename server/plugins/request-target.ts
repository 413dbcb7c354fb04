import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { NotFound } from '../errors';

// The request target names a path on this site, never another site: its authority, whatever the
// form, is used neither for routing nor for the page's origin (page-origin.ts).

/** `http://host/path?q`: absolute-form (RFC 9112 §3.2.2), which origin servers must accept. */
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/** Fastify's `rewriteUrl`: an absolute-form target keeps its path and query only. */
export function pathOfTarget(req: IncomingMessage): string {
  const url = req.url ?? '/';
  if (url.startsWith('/') || !ABSOLUTE_FORM.test(url)) return url;
  const rest = url.replace(ABSOLUTE_FORM, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * `//evil.example/x` (and `/\evil.example/x`, which URL parsers read alike) is a network-path
 * reference: resolved against this site it names another one, so no page, link or redirect may
 * be built from it. Nothing on the site links to such a path; it answers 404.
 */
export const isNetworkPath = (url: string) => /^\/[/\\]/.test(url);

export function registerRequestTarget(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (isNetworkPath(request.url)) throw new NotFound();
  });
}
