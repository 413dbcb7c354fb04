import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#common/schemas/envelopes';
import { paginatedSchema } from '#common/schemas/pagination';
import {
  parameterCreateSchema,
  parameterListQuery,
  parameterMergeSchema,
  parameterReviewQuery,
  parameterSavedEnvelope,
  parameterSchema,
  parsePreviewEnvelope,
  parsePreviewSchema,
  reviewRowSchema,
} from '#common/schemas/parameters';
import { idParams } from '#common/schemas/shared';
import * as dictionary from '../services/parameters/dictionary';
import { mergeParameter } from '../services/parameters/merge';
import { listReview, previewRows } from '../services/parameters/review';
import { recordRoutes } from './crud-routes';
import { crudRouteOptions } from './crud-schemas';
import { ok, saved } from './replies';
import { errorsFor, routeOptions } from './route-options';

// The parameter dictionary's admin API (docs/product.md §17); registered under /admin.

const tags = ['admin: parameters'];
const route = routeOptions(tags);
const routes = crudRouteOptions(
  tags,
  {
    listQuery: parameterListQuery,
    row: parameterSchema,
    detail: parameterSchema,
    create: parameterCreateSchema,
    update: parameterCreateSchema, // the whole entry again
    saved: parameterSchema,
  },
  { read: 'catalog.read', write: 'catalog.write' },
);
const errors = errorsFor(404, 422);

export const adminParameterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/parameters', routes.list, async (request) => dictionary.listParameters(app.db, request.query));

  app.get(
    '/parameters/review',
    route.needs('catalog.read', {
      querystring: parameterReviewQuery,
      response: { 200: paginatedSchema(reviewRowSchema) },
    }),
    async (request) => listReview(app.db, request.query),
  );

  // Reads only: the read cache and kept pages stay (server/caching/after-admin-write.ts).
  app.post(
    '/parameters/parse',
    route.needs(
      'catalog.write',
      { body: parsePreviewSchema, response: { 200: parsePreviewEnvelope, 422: errorSchema } },
      { publicContent: false },
    ),
    async (request) => ok(await previewRows(app.db, request.body)),
  );

  recordRoutes(
    app,
    '/parameters',
    routes,
    {
      get: dictionary.getParameter,
      create: dictionary.createParameter,
      update: dictionary.updateParameter,
      remove: dictionary.deleteParameter,
    },
    {
      created: 'Parameter created successfully',
      updated: 'Parameter updated successfully',
      deleted: 'Parameter has been deleted successfully.',
    },
  );

  app.post(
    '/parameters/:id/merge',
    route.needs('catalog.write', {
      params: idParams,
      body: parameterMergeSchema,
      response: { 200: parameterSavedEnvelope, ...errors },
    }),
    async (request) =>
      saved(
        'Parameters merged successfully',
        await mergeParameter(app.db, request.params.id, request.body.into),
      ),
  );
};
