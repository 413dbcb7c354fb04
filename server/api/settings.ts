import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  groupedSettingsSchema,
  settingsUpdateSchema,
  settingValueSchema,
} from '../../common/schemas/settings';
import { cachedPublicSettings } from '../caching/cached-reads';
import * as settingsService from '../services/settings';

const tags = ['settings'];

/** GET /public/settings: typed values of the public tabs, flat by key. */
export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      config: { shareable: true },
      schema: {
        tags,
        response: {
          200: z.object({ success: z.literal(true), data: z.record(z.string(), settingValueSchema) }),
        },
      },
    },
    async () => ({ success: true as const, data: await cachedPublicSettings(app.db) }),
  );
};

/** Admin settings (prefix /admin): every tab, grouped, validated by type on save. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags,
        response: { 200: z.object({ success: z.literal(true), data: groupedSettingsSchema }) },
      },
    },
    async () => ({ success: true as const, data: await settingsService.groupedSettings(app.db) }),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        body: settingsUpdateSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), data: groupedSettingsSchema }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Settings saved successfully!',
      data: await settingsService.saveSettings(app.db, request.body),
    }),
  );
};
