import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoryListQuery,
  adminCategorySchema,
  categoryCreateSchema,
  categorySchema,
  categoryUpdateSchema,
} from '#common/schemas/category';
import * as categories from '../services/catalog/categories';
import { recordRoutes } from './crud-routes';
import { crudRouteOptions } from './crud-schemas';

const routes = crudRouteOptions(
  ['admin: categories'],
  {
    listQuery: adminCategoryListQuery,
    row: adminCategorySchema,
    detail: adminCategorySchema,
    create: categoryCreateSchema,
    update: categoryUpdateSchema,
    saved: categorySchema,
  },
  { read: 'catalog.read', write: 'catalog.write' },
);

export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/categories', routes.list, async (request) => categories.listCategories(app.db, request.query));

  recordRoutes(
    app,
    '/categories',
    routes,
    {
      get: categories.getCategory,
      create: categories.createCategory,
      update: categories.updateCategory,
      remove: categories.deleteCategory,
    },
    {
      created: 'Category created successfully!',
      updated: 'Category updated successfully!',
      deleted: 'Category deleted successfully!',
    },
  );
};
