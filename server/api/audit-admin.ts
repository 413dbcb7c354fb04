import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditIdParams,
  auditListSchema,
  auditQuery,
  auditRevertSchema,
  REVERT_MESSAGES,
} from '#common/schemas/audit';
import { revertEntry } from '../services/audit/revert';
import { listAudit } from '../services/audit/trail';
import { saved } from './replies';
import { errorsFor, routeOptions } from './route-options';

const route = routeOptions(['admin: audit trail']);

/** Who changed what, and its revert (docs/product.md §26; prefix /admin). */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    route.needs('audit.read', {
      summary:
        "The audit trail, newest first: only entities the role may read (a lead's changes from its own history, within the leads list's scope); dates are business dates, inclusive",
      querystring: auditQuery,
      response: { 200: auditListSchema, ...errorsFor(403, 422) },
    }),
    async (request) => listAudit(app.db, request.query, request.user!),
  );

  app.post(
    '/audit/:id/revert',
    route.needs('audit.revert', {
      summary: "Writes an update's before values back, as a new entry; 409 when a field changed since",
      params: auditIdParams,
      response: { 200: auditRevertSchema, ...errorsFor(403, 404, 409, 422) },
    }),
    async (request) =>
      saved(REVERT_MESSAGES.reverted, await revertEntry(app.db, request.params.id, request.user!.role)),
  );
};
