import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope, savedEnvelope } from '#common/schemas/envelopes';
import { groupedSettingsSchema, settingsUpdateSchema } from '#common/schemas/settings';
import * as settingsService from '../services/settings';
import { ok, saved } from './replies';
import { routeOptions } from './route-options';

const route = routeOptions(['settings']);

/** Admin settings (prefix /admin): every tab, grouped, validated by type on save. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    route.needs('settings.read', { response: { 200: okEnvelope(groupedSettingsSchema) } }),
    async () => ok(await settingsService.groupedSettings(app.db)),
  );

  app.put(
    '/settings',
    route.needs('settings.write', {
      body: settingsUpdateSchema,
      response: {
        200: savedEnvelope(groupedSettingsSchema),
      },
    }),
    async (request) =>
      saved('Settings saved successfully!', await settingsService.saveSettings(app.db, request.body)),
  );
};
