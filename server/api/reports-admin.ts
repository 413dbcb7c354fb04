import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#common/schemas/envelopes';
import { responseTimesQuery, responseTimesSchema } from '#common/schemas/lead-desk';
import { quotationFiguresSchema } from '#common/schemas/quotations';
import { responseTimes } from '../services/leads/response-report';
import { quotationFigures } from '../services/quotations/figures';
import { ok } from './replies';
import { routeOptions } from './route-options';

const route = routeOptions(['admin: reports']);

/**
 * Figures about the work itself (prefix /admin): how fast leads are answered (docs/product.md §24),
 * and the quotations sent and accepted (§25).
 */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/response-times',
    route.needs('leads.read', {
      summary: 'Response times over the last 7, 30 or 90 days (a sales rep: their own leads)',
      querystring: responseTimesQuery,
      response: { 200: responseTimesSchema, 422: errorSchema },
    }),
    async (request) => ok(await responseTimes(app.db, request.query.days, request.user!)),
  );

  app.get(
    '/reports/quotations',
    route.needs('leads.read', {
      summary:
        'Quotations sent and accepted over the last 7, 30 or 90 days, per currency (a sales rep: their own leads)',
      // The same period choice as the response times.
      querystring: responseTimesQuery,
      response: { 200: quotationFiguresSchema, 422: errorSchema },
    }),
    async (request) => ok(await quotationFigures(app.db, request.query.days, request.user!)),
  );
};
