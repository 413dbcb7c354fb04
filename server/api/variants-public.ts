import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginatedSchema } from '#common/schemas/pagination';
import { publicUnitsQuery } from '#common/schemas/parameters';
import { idParams } from '#common/schemas/shared';
import {
  publicVariantQuery,
  variantEnvelope,
  variantListEnvelope,
  variantSchema,
} from '#common/schemas/variant';
import { countsAsMiss, publicReads } from '../caching/cached-reads';
import { ok } from './replies';
import { routeOptions } from './route-options';

const route = routeOptions(['variants']);

/** The public catalogue: listing (/products), detail and related products; registered under /public. */
export const publicVariantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/variants',
    route.shareable({ querystring: publicVariantQuery, response: { 200: paginatedSchema(variantSchema) } }),
    async (request, reply) => {
      const page = await publicReads.variantPage(app.db, request.query);
      // A search that found nothing is counted per request (services/search/misses.ts), so it is
      // neither kept whole nor shared with caches on the way.
      if (countsAsMiss(request.query, page)) reply.shareable(false);
      return page;
    },
  );

  app.get(
    '/variants/:id',
    route.shareable({ params: idParams, querystring: publicUnitsQuery, response: { 200: variantEnvelope } }),
    async (request) => ok(await publicReads.variant(app.db, request.params.id, request.query.units)),
  );

  app.get(
    '/variants/:id/related',
    route.shareable({
      params: idParams,
      querystring: publicUnitsQuery,
      response: { 200: variantListEnvelope },
    }),
    async (request) => ok(await publicReads.relatedVariants(app.db, request.params.id, request.query.units)),
  );
};
