import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicHeroSettingsSchema } from '../../common/schemas/hero';
import { cachedHeroSettings } from '../services/read-cache/public-reads';

const tags = ['hero'];
const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** GET /public/hero-settings: texts of the hero tab plus the featured slides. */
export const publicHeroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hero-settings',
    { schema: { tags, response: { 200: ok(publicHeroSettingsSchema) } } },
    async () => ({ success: true as const, data: await cachedHeroSettings(app.db) }),
  );
};
