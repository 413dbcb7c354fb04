import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compareQuery, comparisonEnvelope } from '#common/schemas/compare';
import { publicReads } from '../caching/cached-reads';
import { ok } from './replies';
import { routeOptions } from './route-options';

// Products side by side (docs/product.md §18); registered under /public.
const route = routeOptions(['public: catalogue']);

export const publicCompareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/compare',
    route.shareable({ querystring: compareQuery, response: { 200: comparisonEnvelope } }),
    async (request) => ok(await publicReads.comparison(app.db, request.query.ids, request.query.units)),
  );
};
