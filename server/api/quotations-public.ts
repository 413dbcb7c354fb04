import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '#common/schemas/envelopes';
import { quotationAcceptedSchema, quotationTokenParams } from '#common/schemas/quotation-page';
import {
  QUOTATION_MESSAGES,
  quotationAcceptSchema,
  quotationQuestionSchema,
} from '#common/schemas/quotations';
import { leadMailContext } from '../services/leads/notify';
import { acceptQuotation, askAboutQuotation } from '../services/quotations/public';
import { errorsFor, perMinute, routeOptions } from './route-options';

/** The buyer's answers to a quotation, by its private link's token (prefix /public; docs/product.md §25). */
export const publicQuotationRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = leadMailContext(app.config);
  const route = routeOptions(['public: quotations']);
  // Each writes a history entry and queues a mail: an address gets the contact forms' share.
  const limited = perMinute(app.config.RATE_LIMIT_CONTACT_PER_MINUTE);

  app.post(
    '/quotations/:token/accept',
    route(
      {
        summary: 'Accept a quotation: the buyer types their name (again changes nothing)',
        params: quotationTokenParams,
        body: quotationAcceptSchema,
        response: { 200: quotationAcceptedSchema, ...errorsFor(404, 409, 410, 422) },
      },
      limited,
    ),
    async (request) => ({
      success: true as const,
      message: QUOTATION_MESSAGES.accepted,
      data: await acceptQuotation(app.db, request.params.token, request.body.name, mail),
    }),
  );

  app.post(
    '/quotations/:token/question',
    route(
      {
        summary: 'Ask about a quotation: stored on the lead, staff are e-mailed',
        params: quotationTokenParams,
        body: quotationQuestionSchema,
        response: { 201: messageSchema, 404: errorSchema, 422: errorSchema },
      },
      limited,
    ),
    async (request, reply) => {
      await askAboutQuotation(app.db, request.params.token, request.body.message, mail);
      return reply.status(201).send({ message: QUOTATION_MESSAGES.questionSent });
    },
  );
};
