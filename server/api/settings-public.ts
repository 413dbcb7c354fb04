import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '#common/schemas/envelopes';
import { settingValueSchema } from '#common/schemas/settings';
import { publicReads } from '../caching/cached-reads';
import { ok } from './replies';
import { routeOptions } from './route-options';

const route = routeOptions(['settings']);

/** GET /public/settings: typed values of the public tabs, flat by key. */
export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    route.shareable({
      response: {
        200: okEnvelope(z.record(z.string(), settingValueSchema)),
      },
    }),
    async () => ok(await publicReads.publicSettings(app.db)),
  );
};
