import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEnvelope, okEnvelope } from '#common/schemas/envelopes';
import {
  latestNewsQuery,
  publicNewsArticleSchema,
  publicNewsPageSchema,
  publicNewsQuery,
} from '#common/schemas/news';
import { idParams } from '#common/schemas/shared';
import { publicReads } from '../caching/cached-reads';
import { ok } from './replies';
import { routeOptions } from './route-options';

const route = routeOptions(['news']);

/** Public news reads (prefix /public/news): published articles only, no auth. */
export const publicNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    route.shareable({ querystring: publicNewsQuery, response: { 200: publicNewsPageSchema } }),
    async (request) => ok(await publicReads.newsPage(app.db, request.query)),
  );

  app.get(
    '/latest',
    route.shareable({
      querystring: latestNewsQuery,
      response: { 200: listEnvelope(publicNewsArticleSchema) },
    }),
    async (request) => ok(await publicReads.latestNews(app.db, request.query.limit)),
  );

  app.get(
    '/featured',
    route.shareable({ response: { 200: okEnvelope(publicNewsArticleSchema.nullable()) } }),
    async () => ok(await publicReads.featuredArticle(app.db)),
  );

  app.get(
    '/:id',
    route.shareable({ params: idParams, response: { 200: okEnvelope(publicNewsArticleSchema) } }),
    async (request) => ok(await publicReads.article(app.db, request.params.id)),
  );
};
