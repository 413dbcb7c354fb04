import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '#common/schemas/shared';
import { TRASH_MESSAGES, trashListSchema, trashQuery, trashRestoreSchema } from '#common/schemas/trash';
import { NotFound } from '../errors';
import { listTrash, purgeTrashItem, restoreFromTrash } from '../services/trash';
import { done, saved } from './replies';
import { errorsFor, routeOptions } from './route-options';

const route = routeOptions(['admin: trash']);

/** Deleted records kept for TRASH_DAYS: list, restore, purge (docs/product.md §26; prefix /admin). */
export const adminTrashRoutes: FastifyPluginAsyncZod = async (app) => {
  const days = app.config.TRASH_DAYS;

  app.get(
    '/trash',
    route.needs('catalog.read', {
      summary: 'Deleted records, most recent first, each with when it is removed for good',
      querystring: trashQuery,
      response: { 200: trashListSchema, ...errorsFor(403, 422) },
    }),
    async (request) => listTrash(app.db, request.query, days),
  );

  app.post(
    '/trash/:id/restore',
    route.needs('catalog.write', {
      summary: 'Brings a record back with its id and public address; 409 while what it hangs under is gone',
      params: idParams,
      response: { 200: trashRestoreSchema, ...errorsFor(403, 404, 409, 422) },
    }),
    async (request) => saved(TRASH_MESSAGES.restored, await restoreFromTrash(app.db, request.params.id)),
  );

  app.delete(
    '/trash/:id',
    route.needs(
      'trash.purge',
      {
        summary: 'Removes a record from the trash for good, now (admins only)',
        params: idParams,
        response: { 204: z.null().describe('Purged'), ...errorsFor(403, 404, 422) },
      },
      // The record left the site when it was deleted; purging it changes nothing shown.
      { publicContent: false },
    ),
    async (request, reply) =>
      done(
        reply,
        purgeTrashItem(app.db, request.params.id).then((found) => {
          if (!found) throw new NotFound(TRASH_MESSAGES.notFound);
        }),
      ),
  );
};
