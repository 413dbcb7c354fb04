import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminHeroSettingsSchema,
  availableProductSchema,
  availableProductsQuery,
  heroSettingsUpdateSchema,
  publicHeroSettingsSchema,
} from '../../common/schemas/hero';
import { cachedHeroSettings } from '../caching/cached-reads';
import * as hero from '../services/hero';

const tags = ['hero'];
const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** GET /public/hero-settings: texts of the hero tab plus the featured slides. */
export const publicHeroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hero-settings',
    { config: { shareable: true }, schema: { tags, response: { 200: ok(publicHeroSettingsSchema) } } },
    async () => ({ success: true as const, data: await cachedHeroSettings(app.db) }),
  );
};

/** Admin hero settings (prefix /admin): the ordered list of up to 5 featured variants. */
export const adminHeroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hero-settings',
    { schema: { tags, response: { 200: ok(adminHeroSettingsSchema) } } },
    async () => ({ success: true as const, data: { featured_product_ids: await hero.featuredIds(app.db) } }),
  );

  app.put(
    '/hero-settings',
    {
      schema: {
        tags,
        body: heroSettingsUpdateSchema,
        response: { 200: ok(adminHeroSettingsSchema).extend({ message: z.string() }) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Featured products updated successfully',
      data: { featured_product_ids: await hero.saveFeaturedIds(app.db, request.body.featured_product_ids) },
    }),
  );

  app.get(
    '/hero-settings/available-products',
    {
      schema: {
        tags,
        querystring: availableProductsQuery,
        response: { 200: ok(z.array(availableProductSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await hero.availableProducts(app.db, request.query.search),
    }),
  );
};
