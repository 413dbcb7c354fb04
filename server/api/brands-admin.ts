import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBrandSchema, brandCreateSchema, brandSchema, brandUpdateSchema } from '#common/schemas/brand';
import { adminListQuery } from '#common/schemas/pagination';
import * as brands from '../services/catalog/brands';
import { crudRouteOptions } from './crud-schemas';
import { deleted, saved } from './replies';

const routes = crudRouteOptions(
  ['admin: brands'],
  {
    listQuery: adminListQuery,
    row: adminBrandSchema,
    detail: adminBrandSchema,
    create: brandCreateSchema,
    update: brandUpdateSchema,
    saved: brandSchema,
  },
  { read: 'catalog.read', write: 'catalog.write' },
);

export const adminBrandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/brands', routes.list, async (request) => brands.listBrands(app.db, request.query));

  app.get('/brands/:id', routes.get, async (request) => brands.getBrand(app.db, request.params.id));

  app.post('/brands', routes.create, async (request, reply) =>
    reply
      .status(201)
      .send(saved('Brand created successfully', await brands.createBrand(app.db, request.body))),
  );

  app.put('/brands/:id', routes.update, async (request) =>
    saved('Brand updated successfully', await brands.updateBrand(app.db, request.params.id, request.body)),
  );

  app.delete('/brands/:id', routes.remove, async (request) => {
    await brands.deleteBrand(app.db, request.params.id);
    return deleted('Brand has been deleted successfully.');
  });
};
