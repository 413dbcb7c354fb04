import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductListQuery,
  productCreateSchema,
  productDetailSchema,
  productSchema,
  productUpdateSchema,
} from '#common/schemas/product';
import * as products from '../services/catalog/products';
import { recordRoutes } from './crud-routes';
import { crudRouteOptions } from './crud-schemas';

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

  recordRoutes(
    app,
    '/products',
    routes,
    {
      get: products.getProduct,
      create: products.createProduct,
      update: products.updateProduct,
      remove: products.deleteProduct,
    },
    {
      created: 'Product created successfully!',
      updated: 'Product updated successfully!',
      deleted: 'Product deleted successfully!',
    },
  );
};
