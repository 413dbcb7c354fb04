import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedEnvelope, errorSchema, savedEnvelope } from '#common/schemas/envelopes';
import { paginatedSchema } from '#common/schemas/pagination';
import {
  adminProductListQuery,
  productCreateSchema,
  productDetailSchema,
  productSchema,
  productUpdateSchema,
} from '#common/schemas/product';
import { idParams } from '#common/schemas/shared';
import * as products from '../services/catalog/products';

const tags = ['admin: products'];
const errors = { 404: errorSchema, 409: errorSchema, 422: errorSchema };

export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: { tags, querystring: adminProductListQuery, response: { 200: paginatedSchema(productSchema) } },
    },
    async (request) => products.listProducts(app.db, request.query),
  );

  app.get(
    '/products/:id',
    { schema: { tags, params: idParams, response: { 200: productDetailSchema, ...errors } } },
    async (request) => products.getProduct(app.db, request.params.id),
  );

  app.post(
    '/products',
    {
      schema: { tags, body: productCreateSchema, response: { 201: savedEnvelope(productSchema), ...errors } },
    },
    async (request, reply) => {
      const data = await products.createProduct(app.db, request.body);
      return reply.status(201).send({ success: true, message: 'Product created successfully!', data });
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: productUpdateSchema,
        response: { 200: savedEnvelope(productSchema), ...errors },
      },
    },
    async (request) => {
      const data = await products.updateProduct(app.db, request.params.id, request.body);
      return { success: true as const, message: 'Product updated successfully!', data };
    },
  );

  app.delete(
    '/products/:id',
    { schema: { tags, params: idParams, response: { 200: deletedEnvelope, ...errors } } },
    async (request) => {
      await products.deleteProduct(app.db, request.params.id);
      return { success: true as const, message: 'Product deleted successfully!' };
    },
  );
};
