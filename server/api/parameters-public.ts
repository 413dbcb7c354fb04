import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEnvelope } from '#common/schemas/envelopes';
import { facetsEnvelope, publicParameterSchema, publicParametersQuery } from '#common/schemas/parameters';
import { publicVariantQuery } from '#common/schemas/variant';
import { publicReads } from '../caching/cached-reads';
import { ok } from './replies';
import { routeOptions } from './route-options';

// The public reads of the parameter dictionary (docs/product.md §17): the counts beside the
// listing's filters, and the parameters a category's listed variants use.
const route = routeOptions(['public: catalogue']);

export const publicParameterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/facets',
    route.shareable({ querystring: publicVariantQuery, response: { 200: facetsEnvelope } }),
    async (request) => ok(await publicReads.facets(app.db, request.query)),
  );

  app.get(
    '/parameters',
    route.shareable({
      querystring: publicParametersQuery,
      response: { 200: listEnvelope(publicParameterSchema) },
    }),
    async (request) => ok(await publicReads.parameters(app.db, request.query.category)),
  );
};
