import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope, savedEnvelope } from '#common/schemas/envelopes';
import { groupedSettingsSchema, settingsUpdateSchema } from '#common/schemas/settings';
import * as settingsService from '../services/settings';
import { ok, saved } from './replies';

const tags = ['settings'];

/** Admin settings (prefix /admin): every tab, grouped, validated by type on save. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags,
        response: { 200: okEnvelope(groupedSettingsSchema) },
      },
    },
    async () => ok(await settingsService.groupedSettings(app.db)),
  );

  app.put(
    '/settings',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        body: settingsUpdateSchema,
        response: {
          200: savedEnvelope(groupedSettingsSchema),
        },
      },
    },
    async (request) =>
      saved('Settings saved successfully!', await settingsService.saveSettings(app.db, request.body)),
  );
};
