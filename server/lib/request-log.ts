import type { FastifyRequest } from 'fastify';

// What the request log says of a request: Fastify's own fields, with the secret part of a private
// link's address replaced. A quote list's summary (/quote/summary/<token>.pdf) carries the buyer's
// name, e-mail, phone and TIN to whoever holds the token (decision 027), and a staff invitation
// (/invitation/<token>, /api/invitations/<token>) lets its holder choose the account's password
// (docs/product.md §23), so neither token may reach log files, their backups or whoever reads them
// (decision 033).

/** Paths whose last segment opens a private document or account: kept up to the prefix. */
const PRIVATE_LINKS = [/^(\/quote\/summary\/)[^?#]*/, /^(\/(?:api\/)?invitations?\/)[^?#]*/];

function redactUrl(url: string): string {
  for (const link of PRIVATE_LINKS) {
    if (link.test(url)) return url.replace(link, '$1[redacted]');
  }
  return url;
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
