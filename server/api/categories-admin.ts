import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoryListQuery,
  adminCategorySchema,
  categoryCreateSchema,
  categorySchema,
  categoryUpdateSchema,
} from '#common/schemas/category';
import { deletedEnvelope, errorSchema, savedEnvelope } from '#common/schemas/envelopes';
import { paginatedSchema } from '#common/schemas/pagination';
import { idParams } from '#common/schemas/shared';
import * as categories from '../services/catalog/categories';

const tags = ['admin: categories'];
const errors = { 404: errorSchema, 409: errorSchema, 422: errorSchema };

export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags,
        querystring: adminCategoryListQuery,
        response: { 200: paginatedSchema(adminCategorySchema) },
      },
    },
    async (request) => categories.listCategories(app.db, request.query),
  );

  app.get(
    '/categories/:id',
    { schema: { tags, params: idParams, response: { 200: adminCategorySchema, ...errors } } },
    async (request) => categories.getCategory(app.db, request.params.id),
  );

  app.post(
    '/categories',
    {
      schema: {
        tags,
        body: categoryCreateSchema,
        response: { 201: savedEnvelope(categorySchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await categories.createCategory(app.db, request.body);
      return reply.status(201).send({ success: true, message: 'Category created successfully!', data });
    },
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: categoryUpdateSchema,
        response: { 200: savedEnvelope(categorySchema), ...errors },
      },
    },
    async (request) => {
      const data = await categories.updateCategory(app.db, request.params.id, request.body);
      return { success: true as const, message: 'Category updated successfully!', data };
    },
  );

  app.delete(
    '/categories/:id',
    { schema: { tags, params: idParams, response: { 200: deletedEnvelope, ...errors } } },
    async (request) => {
      await categories.deleteCategory(app.db, request.params.id);
      return { success: true as const, message: 'Category deleted successfully!' };
    },
  );
};
