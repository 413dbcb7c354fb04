import type { FastifyRequest } from 'fastify';

// What the request log says of a request: Fastify's own fields, with the secret part of a private
// link's address replaced. A quote list's summary (/quote/summary/<token>.pdf) carries the buyer's
// name, e-mail, phone and TIN to whoever holds the token (decision 027), so the token must not
// reach log files, their backups or whoever reads them (decision 033).

/** Paths whose last segment opens a private document: kept up to the prefix. */
const PRIVATE_LINKS = [/^(\/quote\/summary\/)[^?#]*/];

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
