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
import { deleted, ok, saved } from './replies';
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

  app.get(
    '/variants/:id',
    route.needs('catalog.read', { params: idParams, response: { 200: adminVariantEnvelope } }),
    async (request) => ok(await service.getVariant(app.db, request.params.id)),
  );

  app.post(
    '/variants',
    route.needs('catalog.write', { body: variantCreateSchema, response: { 201: adminVariantSavedEnvelope } }),
    async (request, reply) =>
      reply
        .status(201)
        .send(saved('Variant created successfully!', await service.createVariant(app.db, request.body))),
  );

  app.put(
    '/variants/:id',
    route.needs('catalog.write', {
      params: idParams,
      body: variantUpdateSchema,
      response: { 200: adminVariantSavedEnvelope },
    }),
    async (request) =>
      saved(
        'Variant updated successfully!',
        await service.updateVariant(app.db, request.params.id, request.body),
      ),
  );

  app.delete(
    '/variants/:id',
    route.needs('catalog.write', { params: idParams, response: { 200: deletedEnvelope } }),
    async (request) => {
      await service.deleteVariant(app.db, request.params.id);
      return deleted('Variant has been deleted successfully.');
    },
  );
};
