import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BULK_ACTIONS,
  BULK_MESSAGES,
  BULK_RESOURCES,
  type BulkInput,
  type BulkResource,
  bulkBodySchema,
  bulkResultSchema,
  changeSetParams,
} from '#common/schemas/bulk';
import { runBulk } from '../services/bulk/actions';
import { revertChangeSet } from '../services/bulk/change-set-revert';
import { errorsFor, routeOptions } from './route-options';

const route = routeOptions(['admin: bulk actions']);

/** Bulk actions on the catalogue and news lists, and a change set's revert (docs/product.md §26, "Bulk actions and undo"; prefix /admin). */
export const adminBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of Object.keys(BULK_RESOURCES) as BulkResource[]) {
    app.post(
      `/${resource}/bulk`,
      // The write permission of the list, once for the request; each row's rules in the service.
      route.needs('catalog.write', {
        summary: `One action on many ${resource} (${BULK_ACTIONS[resource].join(', ')}), by ids or by the list's search, as one change set; nothing is applied when any row is refused`,
        body: bulkBodySchema(resource),
        response: { 200: bulkResultSchema, ...errorsFor(403, 404, 409, 422) },
      }),
      async (request) => {
        const input = request.body as BulkInput;
        const result = await runBulk(app.db, resource, input);
        return { success: true as const, message: BULK_MESSAGES.done(input.action, result.count), ...result };
      },
    );
  }

  app.post(
    '/audit/change-sets/:id/revert',
    route.needs('audit.revert', {
      summary:
        'Reverts every entry of one change set (a bulk action) as one new change set; 409 naming both values when any field changed since, and nothing is reverted',
      params: changeSetParams,
      response: { 200: bulkResultSchema, ...errorsFor(403, 404, 409, 422) },
    }),
    async (request) => ({
      success: true as const,
      message: BULK_MESSAGES.reverted,
      ...(await revertChangeSet(app.db, request.params.id, request.user!.role)),
    }),
  );
};
