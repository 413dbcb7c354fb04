import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#common/schemas/envelopes';
import { quoteListResponseSchema, quoteListSchema } from '#common/schemas/quote-list';
import { leadMailContext } from '../services/leads/notify';
import { createQuoteList } from '../services/leads/quote-list';
import { clientOf } from './client-info';
import { perMinute, routeOptions } from './route-options';

const route = routeOptions(['contact']);

/** POST /contact/quote-list: several machines in one quote request (docs/product.md §19). */
export const quoteListRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = leadMailContext(app.config);
  app.post(
    '/quote-list',
    route(
      {
        summary: 'Quote list: several machines, the buyer, the delivery place and date',
        body: quoteListSchema,
        response: { 201: quoteListResponseSchema, 422: errorSchema, 429: errorSchema },
      },
      perMinute(app.config.RATE_LIMIT_CONTACT_PER_MINUTE),
    ),
    async (request, reply) => {
      const meta = { ...clientOf(request), receivedAt: new Date() };
      return reply.status(201).send(await createQuoteList(app.db, request.body, meta, mail));
    },
  );
};
