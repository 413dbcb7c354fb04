import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#common/schemas/shared';
import { specGridEnvelope, specGridInputSchema, specGridSavedEnvelope } from '#common/schemas/spec-grid';
import { adminVariantSavedEnvelope } from '#common/schemas/variant';
import { getSpecGrid, saveSpecGrid } from '../services/catalog/spec-grid';
import { cloneVariant } from '../services/catalog/variant-clone';
import { created, ok, saved } from './replies';
import { routeOptions } from './route-options';

// Each route is listed in the API docs beside what it edits.
const variants = routeOptions(['variants']);
const products = routeOptions(['products']);

/**
 * Editing many variants at once (docs/product.md §17): clone one, and the specification grid of a
 * product. Registered under /admin, where the admin check is already applied.
 */
export const adminVariantToolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/variants/:id/clone',
    variants.needs('catalog.write', { params: idParams, response: { 201: adminVariantSavedEnvelope } }),
    async (request, reply) =>
      created(reply, 'Variant cloned successfully!', await cloneVariant(app.db, request.params.id)),
  );

  app.get(
    '/products/:id/spec-grid',
    products.needs('catalog.read', { params: idParams, response: { 200: specGridEnvelope } }),
    async (request) => ok(await getSpecGrid(app.db, request.params.id)),
  );

  app.put(
    '/products/:id/spec-grid',
    products.needs('catalog.write', {
      params: idParams,
      body: specGridInputSchema,
      response: { 200: specGridSavedEnvelope },
    }),
    async (request) =>
      saved(
        'Specifications saved successfully!',
        await saveSpecGrid(app.db, request.params.id, request.body),
      ),
  );
};
