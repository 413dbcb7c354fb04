import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminHeroSettingsSchema,
  availableProductSchema,
  availableProductsQuery,
  heroSettingsUpdateSchema,
} from '../../common/schemas/hero';
import * as hero from '../services/hero';

const tags = ['hero'];
const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

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
