import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { InterestCounter } from '../services/interest/counter';
import type { Visitor } from '../services/interest/once-a-day';

// Product page views for the staff's interest figures (docs/product.md §20, decision 023), counted
// after the answer through app.interest, which writes them in the background. (Quote requests are
// counted with their lead, services/leads.ts; browser actions by beacon, api/interest-public.ts.)

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts for the staff's interest figures, written in the background (services/interest/counter.ts). */
    interest: InterestCounter;
  }
}

/** Call once in app.ts, before the routes; closing the app waits for the counts still being written. */
export function registerInterest(app: FastifyInstance) {
  const counter = new InterestCounter(app.db, app.log);
  app.decorate('interest', counter);
  app.addHook('onClose', () => counter.settled());
}

/** A product page (`/products/12`) or its data for a navigation in the browser (`/products/12.data`). */
const PRODUCT_PAGE = /^\/products\/([1-9]\d{0,9})(?:\.data)?$/;
const MAX_ID = 2_147_483_647;

/**
 * Whether a person asked for this page. isbot knows the crawlers, previews and monitors by their
 * user agent; a request without one comes from a program. A prefetch (`Sec-Purpose: prefetch`)
 * is the browser guessing, not someone looking.
 */
export function byPerson(request: FastifyRequest): boolean {
  const agent = request.headers['user-agent'];
  if (!agent || isbot(agent)) return false;
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose;
  return !String(purpose ?? '').includes('prefetch');
}

/** Who sent the request, as the interest counts tell visitors apart (services/interest/once-a-day.ts). */
export const visitorOf = (request: FastifyRequest): Visitor => ({
  address: request.ip,
  agent: request.headers['user-agent'] ?? '',
});

/**
 * onResponse hook of the site's route: a GET of a product page answered 200 (rendered, or sent from
 * the kept responses) or 304 (the browser's copy is still good) is a view of that machine, counted
 * once a day per visitor: kept pages and their data cost no rate limit, so a reload loop would
 * otherwise count each time. It runs after the answer has gone, and only queues the count.
 */
export function productViewCounter(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || (reply.statusCode !== 200 && reply.statusCode !== 304)) return;
    const match = PRODUCT_PAGE.exec(request.url.split('?')[0]);
    if (!match || Number(match[1]) > MAX_ID || !byPerson(request)) return;
    app.interest.countOnce(visitorOf(request), { variantId: Number(match[1]), event: 'page_view' });
  };
}
