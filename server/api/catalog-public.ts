import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicBrandSchema } from '#common/schemas/brand';
import { publicCategoryQuery, publicCategorySchema } from '#common/schemas/category';
import { listEnvelope } from '#common/schemas/envelopes';
import { publicProductQuery, publicProductSchema } from '#common/schemas/product';
import { publicReads } from '../caching/cached-reads';
import { ok } from './replies';
import { routeOptions } from './route-options';

// Anonymous reads for the navigation dropdown, footer and listing filters: active records only.
const route = routeOptions(['public: catalogue']);

export const publicCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/brands', route.shareable({ response: { 200: listEnvelope(publicBrandSchema) } }), async () =>
    ok(await publicReads.brands(app.db)),
  );

  app.get(
    '/categories',
    route.shareable({
      querystring: publicCategoryQuery,
      response: { 200: listEnvelope(publicCategorySchema) },
    }),
    async (request) => ok(await publicReads.categories(app.db, request.query.brand)),
  );

  app.get(
    '/products',
    route.shareable({
      querystring: publicProductQuery,
      response: { 200: listEnvelope(publicProductSchema) },
    }),
    async (request) => ok(await publicReads.products(app.db, request.query)),
  );
};
