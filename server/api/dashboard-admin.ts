import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_DASHBOARD_MESSAGE } from '#common/constants';
import { dashboardResponseSchema } from '#common/schemas/dashboard';
import * as dashboard from '../services/dashboard';

const tags = ['dashboard'];

/** The admin dashboard (prefix /admin). */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', { schema: { tags, response: { 200: dashboardResponseSchema } } }, async (request) => {
    const { id, name, role } = request.user!;
    return {
      message: DEFAULT_DASHBOARD_MESSAGE,
      user: { id, name, role },
      counts: await dashboard.dashboardCounts(app.db),
    };
  });
};
