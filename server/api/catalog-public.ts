import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicBrandSchema } from '#common/schemas/brand';
import { publicCategoryQuery, publicCategorySchema } from '#common/schemas/category';
import { listEnvelope } from '#common/schemas/envelopes';
import { publicProductQuery, publicProductSchema } from '#common/schemas/product';
import { publicReads } from '../caching/cached-reads';
import { ok } from './replies';

// Anonymous reads for the navigation dropdown, footer and listing filters: active records only.
const tags = ['public: catalogue'];

export const publicCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/brands',
    { config: { shareable: true }, schema: { tags, response: { 200: listEnvelope(publicBrandSchema) } } },
    async () => ok(await publicReads.brands(app.db)),
  );

  app.get(
    '/categories',
    {
      config: { shareable: true },
      schema: {
        tags,
        querystring: publicCategoryQuery,
        response: { 200: listEnvelope(publicCategorySchema) },
      },
    },
    async (request) => ok(await publicReads.categories(app.db, request.query.brand)),
  );

  app.get(
    '/products',
    {
      config: { shareable: true },
      schema: { tags, querystring: publicProductQuery, response: { 200: listEnvelope(publicProductSchema) } },
    },
    async (request) => ok(await publicReads.products(app.db, request.query)),
  );
};
