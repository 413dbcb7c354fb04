import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { previewLinkQuery, previewLinkResponse } from '#common/schemas/publication';
import { PRIVATE_CACHE_CONTROL } from '../caching/http-cache';
import { pageOrigin } from '../plugins/page-origin';
import { getVariant } from '../services/catalog/variants';
import { getAny } from '../services/news';
import { previewKey, previewPath, signPreview } from '../services/preview-link';
import { errorsFor, routeOptions } from './route-options';

const route = routeOptions(['admin: preview']);

/** A signed link that opens a draft at its public address for an hour (docs/product.md §29; prefix /admin). */
export const adminPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/preview-link',
    route.needs('catalog.read', {
      summary: 'A signed link to a variant or article at its public address, draft or not, valid for 1 hour',
      querystring: previewLinkQuery,
      response: { 200: previewLinkResponse, ...errorsFor(403, 404, 422) },
    }),
    async (request, reply) => {
      const { entity, id } = request.query;
      // 404 for a record that does not exist.
      await (entity === 'variant' ? getVariant(app.db, id) : getAny(app.db, id));
      const { token, expiresAt } = signPreview(await previewKey(app.config), entity, id);
      reply.header('cache-control', PRIVATE_CACHE_CONTROL).header('x-robots-tag', 'noindex');
      return {
        url: `${pageOrigin(request, app.config.PUBLIC_URL)}${previewPath(entity, id, token)}`,
        expires_at: expiresAt.toISOString(),
      };
    },
  );
};
