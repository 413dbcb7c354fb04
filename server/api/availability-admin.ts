import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminVariantAvailabilitySchema,
  branchStockInput,
  branchStockRowSchema,
  variantAvailabilityInput,
} from '#common/schemas/availability';
import { okEnvelope } from '#common/schemas/envelopes';
import { adminListQuery, paginatedSchema } from '#common/schemas/pagination';
import { idParams } from '#common/schemas/shared';
import {
  branchStock,
  getVariantAvailability,
  setBranchStock,
  setVariantAvailability,
} from '../services/catalog/availability';
import { ok } from './replies';
import { errorsFor, routeOptions } from './route-options';

// Availability per variant and branch (docs/product.md §28 "Availability", decision 069): every
// staff role reads it, the people who know the stock (stock.write) set it. A save empties the kept
// pages like every catalogue write.
const variants = routeOptions(['variants']);
const branches = routeOptions(['admin: branches']);
const entries = okEnvelope(z.array(adminVariantAvailabilitySchema));

export const adminAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/variants/:id/availability',
    variants.needs('catalog.read', {
      summary: "A variant's availability at every branch",
      params: idParams,
      response: { 200: entries, ...errorsFor(404) },
    }),
    async (request) => ok(await getVariantAvailability(app.db, request.params.id)),
  );

  app.put(
    '/variants/:id/availability',
    variants.needs('stock.write', {
      summary: "Set a variant's availability at some branches (confirmed now; `none` removes)",
      params: idParams,
      body: variantAvailabilityInput,
      response: { 200: entries, ...errorsFor(404, 422) },
    }),
    async (request) => ok(await setVariantAvailability(app.db, request.params.id, request.body)),
  );

  app.get(
    '/branches/:id/stock',
    branches.needs('catalog.read', {
      summary: "A branch's stock list: a page of variants with their entry there",
      params: idParams,
      querystring: adminListQuery,
      response: { 200: paginatedSchema(branchStockRowSchema), ...errorsFor(404) },
    }),
    async (request) => branchStock(app.db, request.params.id, request.query),
  );

  app.put(
    '/branches/:id/stock',
    branches.needs('stock.write', {
      summary: `Set many variants' availability at a branch at once (one transaction)`,
      params: idParams,
      body: branchStockInput,
      response: { 200: z.object({ updated: z.number() }), ...errorsFor(404, 422) },
    }),
    async (request) => setBranchStock(app.db, request.params.id, request.body),
  );
};
