import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INTEREST_BODY_LIMIT_BYTES, interestBeaconSchema } from '#common/schemas/interest';
import { visitorOf } from '../plugins/interest';
import { recordBeacon } from '../services/interest/record';
import { errorsFor, perMinute, routeOptions } from './route-options';

const route = routeOptions(['interest']);

/**
 * POST /public/interest: a public page says a person added a machine to the comparison or the quote
 * list, or opened a chat about it (docs/product.md §20), counted once a day per visitor. Nothing of
 * the request but the body's three fields is stored: the address and browser only as a keyed hash
 * in memory for the day (services/interest/once-a-day.ts).
 */
export const publicInterestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/interest',
    {
      bodyLimit: INTEREST_BODY_LIMIT_BYTES,
      ...route(
        {
          summary: 'Count a compare add, a quote-list add or a chat click for a machine (sendBeacon)',
          body: interestBeaconSchema,
          response: { 204: z.null().describe('Counted'), ...errorsFor(413, 422, 429) },
        },
        perMinute(app.config.RATE_LIMIT_INTEREST_PER_MINUTE),
      ),
    },
    async (request, reply) => {
      await recordBeacon(app.db, request.body, {
        visitors: app.interest.visitors,
        visitor: visitorOf(request),
      });
      return reply.status(204).send(null);
    },
  );
};
