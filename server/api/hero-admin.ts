import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEnvelope, okEnvelope, savedEnvelope } from '#common/schemas/envelopes';
import {
  adminHeroSettingsSchema,
  availableProductSchema,
  availableProductsQuery,
  heroSettingsUpdateSchema,
} from '#common/schemas/hero';
import * as hero from '../services/hero';
import { ok, saved } from './replies';
import { routeOptions } from './route-options';

const route = routeOptions(['hero']);

/** Admin hero settings (prefix /admin): the ordered list of up to 5 featured variants. */
export const adminHeroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hero-settings',
    route.needs('catalog.read', { response: { 200: okEnvelope(adminHeroSettingsSchema) } }),
    async () => ok({ featured_product_ids: await hero.featuredIds(app.db) }),
  );

  app.put(
    '/hero-settings',
    route.needs('catalog.write', {
      body: heroSettingsUpdateSchema,
      response: { 200: savedEnvelope(adminHeroSettingsSchema) },
    }),
    async (request) =>
      saved('Featured products updated successfully', {
        featured_product_ids: await hero.saveFeaturedIds(app.db, request.body.featured_product_ids),
      }),
  );

  app.get(
    '/hero-settings/available-products',
    route.needs('catalog.read', {
      querystring: availableProductsQuery,
      response: { 200: listEnvelope(availableProductSchema) },
    }),
    async (request) => ok(await hero.availableProducts(app.db, request.query.search)),
  );
};
