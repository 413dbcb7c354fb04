import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandSearchQuery, commandSearchSchema } from '#common/schemas/command-search';
import { commandSearch } from '../services/command-search';
import { errorsFor, routeOptions } from './route-options';

const route = routeOptions(['admin: search'], { publicContent: false });

/**
 * Cmd+K (docs/product.md §26, decision 068; prefix /admin): every staff role may ask (they all read
 * the catalogue); what each kind answers is filtered by the role in the service. Beside
 * /admin/search-synonyms (search-admin.ts), a different feature.
 */
export const adminCommandSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    route.needs('catalog.read', {
      summary: 'Records by name across the back office, within what the role may read',
      querystring: commandSearchQuery,
      response: { 200: commandSearchSchema, ...errorsFor(422) },
    }),
    async (request) => ({ data: await commandSearch(app.db, request.query, request.user!) }),
  );
};
