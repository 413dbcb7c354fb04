import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify 5 takes a bare number to mean "trust nobody"
 * (it cannot check that the peer is a proxy), so a hop count becomes proxy-addr's own rule: the
 * connection's peer and the next n − 1 addresses of X-Forwarded-For are proxies, the address
 * before them is the client. That holds only when the server is reachable through the proxies
 * alone (README: Running in production); addresses are the safer setting.
 */
export function trustProxyOption(value: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}

/**
 * The client's address as something worth storing: an IPv4 or IPv6 address, or null. A trusted
 * proxy passes on whatever X-Forwarded-For held at the client's position ("unknown", markup, a
 * header smuggled after CR/LF), and Fastify hands that on as `request.ip`; a session list or a
 * failure record must not show it as an address.
 */
export function validAddress(value: string | undefined | null): string | null {
  return value && isIP(value) !== 0 ? value : null;
}
