import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBrandSchema, brandCreateSchema, brandSchema, brandUpdateSchema } from '#common/schemas/brand';
import { deletedEnvelope, errorSchema, savedEnvelope } from '#common/schemas/envelopes';
import { adminListQuery, paginatedSchema } from '#common/schemas/pagination';
import { idParams } from '#common/schemas/shared';
import * as brands from '../services/catalog/brands';

const tags = ['admin: brands'];
const errors = { 404: errorSchema, 409: errorSchema, 422: errorSchema };

export const adminBrandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/brands',
    { schema: { tags, querystring: adminListQuery, response: { 200: paginatedSchema(adminBrandSchema) } } },
    async (request) => brands.listBrands(app.db, request.query),
  );

  app.get(
    '/brands/:id',
    { schema: { tags, params: idParams, response: { 200: adminBrandSchema, ...errors } } },
    async (request) => brands.getBrand(app.db, request.params.id),
  );

  app.post(
    '/brands',
    { schema: { tags, body: brandCreateSchema, response: { 201: savedEnvelope(brandSchema), ...errors } } },
    async (request, reply) => {
      const data = await brands.createBrand(app.db, request.body);
      return reply.status(201).send({ success: true, message: 'Brand created successfully', data });
    },
  );

  app.put(
    '/brands/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: brandUpdateSchema,
        response: { 200: savedEnvelope(brandSchema), ...errors },
      },
    },
    async (request) => {
      const data = await brands.updateBrand(app.db, request.params.id, request.body);
      return { success: true as const, message: 'Brand updated successfully', data };
    },
  );

  app.delete(
    '/brands/:id',
    { schema: { tags, params: idParams, response: { 200: deletedEnvelope, ...errors } } },
    async (request) => {
      await brands.deleteBrand(app.db, request.params.id);
      return { success: true as const, message: 'Brand has been deleted successfully.' };
    },
  );
};
