import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessLogQuery, accessLogSchema, leadAccessSchema } from '#common/schemas/access-log';
import { errorSchema } from '#common/schemas/envelopes';
import { idParams } from '#common/schemas/shared';
import { accessLog, leadAccess } from '../services/privacy/access-log';
import { ok } from './replies';
import { routeOptions } from './route-options';

const route = routeOptions(['admin: access log']);

/** Who opened whose personal data (docs/product.md §23; prefix /admin): admins and managers. */
export const adminAccessLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leads/:id/access',
    route.needs('access_log.read', {
      summary: 'Who opened this lead, newest first',
      params: idParams,
      response: { 200: leadAccessSchema, 404: errorSchema, 422: errorSchema },
    }),
    async (request) => ok(await leadAccess(app.db, request.params.id)),
  );

  app.get(
    '/access-log',
    route.needs('access_log.read', {
      summary: 'The access record, newest first; dates are business dates, inclusive',
      querystring: accessLogQuery,
      response: { 200: accessLogSchema, 422: errorSchema },
    }),
    async (request) => accessLog(app.db, request.query),
  );
};
