import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductListQuery,
  productCreateSchema,
  productDetailSchema,
  productSchema,
  productUpdateSchema,
} from '#common/schemas/product';
import * as products from '../services/catalog/products';
import { crudRouteOptions } from './crud-schemas';
import { deleted, saved } from './replies';

const routes = crudRouteOptions(
  ['admin: products'],
  {
    listQuery: adminProductListQuery,
    row: productSchema,
    detail: productDetailSchema,
    create: productCreateSchema,
    update: productUpdateSchema,
    saved: productSchema,
  },
  { read: 'catalog.read', write: 'catalog.write' },
);

export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/products', routes.list, async (request) => products.listProducts(app.db, request.query));

  app.get('/products/:id', routes.get, async (request) => products.getProduct(app.db, request.params.id));

  app.post('/products', routes.create, async (request, reply) =>
    reply
      .status(201)
      .send(saved('Product created successfully!', await products.createProduct(app.db, request.body))),
  );

  app.put('/products/:id', routes.update, async (request) =>
    saved(
      'Product updated successfully!',
      await products.updateProduct(app.db, request.params.id, request.body),
    ),
  );

  app.delete('/products/:id', routes.remove, async (request) => {
    await products.deleteProduct(app.db, request.params.id);
    return deleted('Product deleted successfully!');
  });
};
