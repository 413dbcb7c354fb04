import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBranchSchema,
  branchCreateSchema,
  branchStaffChoices,
  branchUpdateSchema,
} from '#common/schemas/branches';
import { adminListQuery } from '#common/schemas/pagination';
import * as branches from '../services/branches/branches';
import { recordRoutes } from './crud-routes';
import { crudRouteOptions } from './crud-schemas';
import { ok } from './replies';
import { routeOptions } from './route-options';

// Branches in the back office (docs/product.md §28): every staff role reads them, the catalogue's
// writers change them (decision 064).
const routes = crudRouteOptions(
  ['admin: branches'],
  {
    listQuery: adminListQuery,
    row: adminBranchSchema,
    detail: adminBranchSchema,
    create: branchCreateSchema,
    update: branchUpdateSchema,
    saved: adminBranchSchema,
  },
  { read: 'catalog.read', write: 'catalog.write' },
);
const route = routeOptions(['admin: branches']);

export const adminBranchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/branches', routes.list, async (request) => branches.listBranches(app.db, request.query));
  app.get(
    '/branches/staff',
    route.needs('catalog.read', {
      summary: 'The staff the branch editor offers (names only)',
      response: { 200: branchStaffChoices },
    }),
    async () => ok(await branches.staffChoices(app.db)),
  );

  recordRoutes(
    app,
    '/branches',
    routes,
    {
      get: branches.getBranch,
      create: branches.createBranch,
      update: branches.updateBranch,
      remove: branches.deleteBranch,
    },
    {
      created: 'Branch created successfully',
      updated: 'Branch updated successfully',
      deleted: 'Branch has been deleted successfully.',
    },
  );
};
