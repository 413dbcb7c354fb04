import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedEnvelope } from '#common/schemas/envelopes';
import { adminListQuery, paginatedSchema } from '#common/schemas/pagination';
import { idParams } from '#common/schemas/shared';
import {
  adminVariantEnvelope,
  adminVariantSavedEnvelope,
  adminVariantSchema,
  variantCreateSchema,
  variantUpdateSchema,
} from '#common/schemas/variant';
import * as service from '../services/catalog/variants';
import { recordRoutes } from './crud-routes';
import { ok } from './replies';
import { routeOptions } from './route-options';

const route = routeOptions(['variants']);

/** Admin CRUD for variants; registered under /admin, where the admin check is already applied. */
export const adminVariantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/variants',
    route.needs('catalog.read', {
      querystring: adminListQuery,
      response: { 200: paginatedSchema(adminVariantSchema) },
    }),
    async (request) => service.listAdminVariants(app.db, request.query),
  );

  recordRoutes(
    app,
    '/variants',
    {
      get: route.needs('catalog.read', { params: idParams, response: { 200: adminVariantEnvelope } }),
      create: route.needs('catalog.write', {
        body: variantCreateSchema,
        response: { 201: adminVariantSavedEnvelope },
      }),
      update: route.needs('catalog.write', {
        params: idParams,
        body: variantUpdateSchema,
        response: { 200: adminVariantSavedEnvelope },
      }),
      remove: route.needs('catalog.write', { params: idParams, response: { 200: deletedEnvelope } }),
    },
    {
      get: async (db, id) => ok(await service.getVariant(db, id)),
      create: service.createVariant,
      update: service.updateVariant,
      remove: service.deleteVariant,
    },
    {
      created: 'Variant created successfully!',
      updated: 'Variant updated successfully!',
      deleted: 'Variant has been deleted successfully.',
    },
  );
};
