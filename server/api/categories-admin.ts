import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoryListQuery,
  adminCategorySchema,
  categoryCreateSchema,
  categorySchema,
  categoryUpdateSchema,
} from '#common/schemas/category';
import * as categories from '../services/catalog/categories';
import { crudRouteOptions } from './crud-schemas';
import { deleted, saved } from './replies';

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

  app.get('/categories/:id', routes.get, async (request) =>
    categories.getCategory(app.db, request.params.id),
  );

  app.post('/categories', routes.create, async (request, reply) =>
    reply
      .status(201)
      .send(saved('Category created successfully!', await categories.createCategory(app.db, request.body))),
  );

  app.put('/categories/:id', routes.update, async (request) =>
    saved(
      'Category updated successfully!',
      await categories.updateCategory(app.db, request.params.id, request.body),
    ),
  );

  app.delete('/categories/:id', routes.remove, async (request) => {
    await categories.deleteCategory(app.db, request.params.id);
    return deleted('Category deleted successfully!');
  });
};
