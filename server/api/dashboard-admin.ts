import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_DASHBOARD_MESSAGE } from '#common/constants';
import { can } from '#common/permissions';
import { dashboardResponseSchema, searchMissesSchema } from '#common/schemas/dashboard';
import { interestFiguresQuery, interestFiguresSchema } from '#common/schemas/interest';
import * as dashboard from '../services/dashboard';
import { interestFigures } from '../services/interest/figures';
import { mailStatus } from '../services/mail/status';
import { publishFailures } from '../services/publication';
import { MISSES_DAYS, topMisses } from '../services/search/misses';
import { routeOptions } from './route-options';

const route = routeOptions(['dashboard']);

/** The admin dashboard (prefix /admin). */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    route.needs('dashboard.read', { response: { 200: dashboardResponseSchema } }),
    async (request) => {
      const { id, name, role } = request.user!;
      return {
        message: DEFAULT_DASHBOARD_MESSAGE,
        user: { id, name, role },
        counts: await dashboard.dashboardCounts(app.db, request.user!),
        publish_failures: await publishFailures(app.db),
        // E-mail and routing health: the admins' to fix (settings.write), so only they are shown it.
        ...(can(role, 'settings.write')
          ? { health: await dashboard.dashboardHealth(app.db, mailStatus(app.config)) }
          : {}),
      };
    },
  );

  // Interest in each machine over the last 7 or 30 days (docs/product.md §20).
  app.get(
    '/dashboard/interest',
    route.needs('dashboard.read', {
      querystring: interestFiguresQuery,
      response: { 200: interestFiguresSchema },
    }),
    async (request) => interestFigures(app.db, request.query.days),
  );

  // What buyers looked for and did not find (docs/product.md; services/search/misses.ts).
  app.get(
    '/dashboard/search-misses',
    route.needs('dashboard.read', { response: { 200: searchMissesSchema } }),
    async () => ({ days: MISSES_DAYS, misses: await topMisses(app.db) }),
  );
};
