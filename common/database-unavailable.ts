import { type ErrorLike, errorChain } from './pg-errors';

// "The database cannot be reached" (down, restarting, unreachable, out of connections), as opposed
// to "the database refused this query". The first is the service's state, not the request's
// fault, and answers 503 so load balancers, CDNs and clients retry; the second keeps its own mapping.
// Pure (no driver imported), so the API's error handler and the site's render share this one test
// without the site bundling server code.

/** Socket errors of node-postgres connecting to, or losing, its server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** SQLSTATEs: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 starting up, 53300 too many connections. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool raise these as plain Errors, without a code. */
const MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /is not queryable/];

function matches(e: ErrorLike): boolean {
  if (typeof e.code === 'string') {
    // Class 08: connection exception.
    if (NETWORK_CODES.has(e.code) || SERVER_CODES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return typeof e.message === 'string' && MESSAGES.some((re) => re.test(e.message as string));
}

/** True when the error, or one it wraps (Drizzle's `cause`, an AggregateError's `errors`), says the database is unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of errorChain(err)) if (matches(e)) return true;
  return false;
}
