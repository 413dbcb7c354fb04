import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '#common/schemas/shared';
import { NotFound } from '../errors';
import { openPhoto } from '../services/after-sales/photo-access';
import { photoDir } from '../services/after-sales/photos';
import { errorsFor, routeOptions } from './route-options';

const route = routeOptions(['admin: leads'], { publicContent: false });

/**
 * GET /admin/leads/{id}/photos/{photoId}: a parts or service request's photo (docs/product.md §30),
 * for whoever may read the lead; each opening is recorded in the access log, as opening the lead is.
 */
export const adminLeadPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const dir = photoDir(app.config.DATA_DIR);
  app.get(
    '/leads/:id/photos/:photoId',
    route.needs('leads.read', {
      summary: "A request's photo (WebP); opening it is recorded in the access log",
      params: idParams.extend({ photoId: z.uuid('Photo not found.') }),
      produces: ['image/webp'],
      response: { 200: z.string().describe('WebP image'), ...errorsFor(404, 422) },
    }),
    async (request, reply) => {
      const path = await openPhoto(app.db, dir, request.params.id, request.params.photoId, request.user!);
      const bytes = await readFile(path).catch(() => {
        throw new NotFound('Photo not found.');
      });
      return reply
        .type('image/webp')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(bytes as unknown as string); // a Buffer: fastify sends it as it is, unserialised
    },
  );
};
