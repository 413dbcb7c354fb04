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

const tags = ['variants'];

/** Admin CRUD for variants; registered under /admin, where the admin check is already applied. */
export const adminVariantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/variants',
    {
      config: { permission: 'catalog.read' },
      schema: { tags, querystring: adminListQuery, response: { 200: paginatedSchema(adminVariantSchema) } },
    },
    async (request) => service.listAdminVariants(app.db, request.query),
  );

  app.get(
    '/variants/:id',
    {
      config: { permission: 'catalog.read' },
      schema: { tags, params: idParams, response: { 200: adminVariantEnvelope } },
    },
    async (request) => ok(await service.getVariant(app.db, request.params.id)),
  );

  app.post(
    '/variants',
    {
      config: { permission: 'catalog.write' },
      schema: { tags, body: variantCreateSchema, response: { 201: adminVariantSavedEnvelope } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(saved('Variant created successfully!', await service.createVariant(app.db, request.body))),
  );

  app.put(
    '/variants/:id',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        params: idParams,
        body: variantUpdateSchema,
        response: { 200: adminVariantSavedEnvelope },
      },
    },
    async (request) =>
      saved(
        'Variant updated successfully!',
        await service.updateVariant(app.db, request.params.id, request.body),
      ),
  );

  app.delete(
    '/variants/:id',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags,
        params: idParams,
        response: { 200: deletedEnvelope },
      },
    },
    async (request) => {
      await service.deleteVariant(app.db, request.params.id);
      return deleted('Variant has been deleted successfully.');
    },
  );
};
