import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedEnvelope, okEnvelope, savedEnvelope } from '#common/schemas/envelopes';
import {
  adminNewsQuery,
  newsArticleSchema,
  newsCreateSchema,
  newsPageSchema,
  newsUpdateSchema,
} from '#common/schemas/news';
import { idParams } from '#common/schemas/shared';
import * as newsService from '../services/news';
import { recordWriteRoutes } from './crud-routes';
import { ok } from './replies';
import { routeOptions } from './route-options';

const route = routeOptions(['news (admin)']);
const savedArticle = savedEnvelope(newsArticleSchema);

/**
 * News writes. The original client (docs/product.md §13) sends them to /public/news, so this module is registered with
 * that prefix inside the admin scope (api/index.ts): an admin token is required.
 */
export const newsWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  recordWriteRoutes(
    app,
    '/',
    {
      create: route.needs('catalog.write', { body: newsCreateSchema, response: { 201: savedArticle } }),
      update: route.needs('catalog.write', {
        params: idParams,
        body: newsUpdateSchema,
        response: { 200: savedArticle },
      }),
      remove: route.needs('catalog.write', { params: idParams, response: { 200: deletedEnvelope } }),
    },
    {
      create: newsService.createArticle,
      update: newsService.updateArticle,
      remove: newsService.deleteArticle,
    },
    {
      created: 'News article created successfully',
      updated: 'News article updated successfully',
      deleted: 'News article has been deleted.',
    },
  );
};

/** Admin news reads (prefix /admin): drafts included. */
export const adminNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/news',
    route.needs('catalog.read', { querystring: adminNewsQuery, response: { 200: newsPageSchema } }),
    async (request) => ok(await newsService.listAll(app.db, request.query)),
  );

  app.get(
    '/news/:id',
    route.needs('catalog.read', { params: idParams, response: { 200: okEnvelope(newsArticleSchema) } }),
    async (request) => ok(await newsService.getAny(app.db, request.params.id)),
  );
};
