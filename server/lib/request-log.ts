import type { FastifyRequest, RouteOptions } from 'fastify';

// What the request log says of a request: Fastify's own fields, with the secret part of a private
// link's address replaced. Whoever holds such a link opens what it guards: a quote list's summary
// (/quote/summary/<token>.pdf: the buyer's name, e-mail, phone and TIN, decision 027), a staff
// invitation (/invitation/<token>: the account's password, docs/product.md §23), a buyer's
// quotation (/quotation/<token>, its PDF, .data and /newest, and the answers under
// /api/public/quotations/<token>/: accepting it in the buyer's name, §25). So no token may reach
// log files, their backups or whoever reads them (decisions 033, 049).

/**
 * Every private link, the API's and the site's (app/routes.ts) alike, by the address its token
 * follows. A route with a `:token` parameter that is not under one of these stops the server at
 * start (assertTokenRedacted), and tests/api/security-request-log.test.ts walks both route tables.
 */
export const PRIVATE_LINKS = [
  '/quote/summary/',
  '/invitation/',
  '/api/invitations/',
  '/quotation/',
  '/api/public/quotations/',
] as const;

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The token is the path segment after the prefix, up to its extension (`.pdf`, `.data`), kept so
 * the log still says what was asked. Case-insensitive and after any run of slashes, as the site's
 * router matches paths without regard to case.
 */
const PRIVATE_LINK = new RegExp(
  `^([/\\\\]*(?:${PRIVATE_LINKS.map((p) => literal(p.slice(1))).join('|')}))[^/?#.]*`,
  'i',
);

/**
 * A signed preview link (docs/product.md §29) opens a draft at its public address: its token is a
 * query parameter, `preview=`, on any page (and its .data request), redacted wherever it appears.
 */
const PREVIEW_TOKEN = /([?&]preview=)[^&#]*/gi;

const redactUrl = (url: string): string =>
  url.replace(PRIVATE_LINK, '$1[redacted]').replace(PREVIEW_TOKEN, '$1[redacted]');

/** onRoute hook: a route whose `:token` is not redacted by the list above must not exist. */
export function assertTokenRedacted(route: RouteOptions) {
  if (!route.url.includes(':token')) return;
  const example = route.url.replace(':token', 'x'.repeat(43));
  if (redactUrl(example) === example) {
    throw new Error(`${route.url} takes a :token but is not in PRIVATE_LINKS (server/lib/request-log.ts)`);
  }
}

/** Fastify's request serializer (fastify/lib/logger-pino.js) with the address redacted. */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
