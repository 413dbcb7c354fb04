import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '#common/schemas/envelopes';
import { publicHeroSettingsSchema } from '#common/schemas/hero';
import { publicReads } from '../caching/cached-reads';
import { ok } from './replies';
import { routeOptions } from './route-options';

const route = routeOptions(['hero']);

/** GET /public/hero-settings: texts of the hero tab plus the featured slides. */
export const publicHeroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hero-settings',
    route.shareable({ response: { 200: okEnvelope(publicHeroSettingsSchema) } }),
    async () => ok(await publicReads.heroSettings(app.db)),
  );
};
