import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBrandSchema, brandCreateSchema, brandSchema, brandUpdateSchema } from '#common/schemas/brand';
import { adminListQuery } from '#common/schemas/pagination';
import * as brands from '../services/catalog/brands';
import { recordRoutes } from './crud-routes';
import { crudRouteOptions } from './crud-schemas';

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

  recordRoutes(
    app,
    '/brands',
    routes,
    {
      get: brands.getBrand,
      create: brands.createBrand,
      update: brands.updateBrand,
      remove: brands.deleteBrand,
    },
    {
      created: 'Brand created successfully',
      updated: 'Brand updated successfully',
      deleted: 'Brand has been deleted successfully.',
    },
  );
};
