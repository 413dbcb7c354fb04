import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_DASHBOARD_MESSAGE, ROLES } from '../../common/constants';
import { userSchema } from '../../common/schemas/auth';
import * as dashboard from '../services/dashboard';

const tags = ['dashboard'];

const dashboardSchema = z.object({
  message: z.string(),
  user: z.object({ id: z.number(), name: z.string(), role: z.enum(ROLES) }),
  counts: z.object({
    products: z.number(),
    brands: z.number(),
    categories: z.number(),
    variants: z.number(),
    news: z.number(),
    leads_new: z.number(),
  }),
});

/** Admin dashboard and users list (prefix /admin). */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', { schema: { tags, response: { 200: dashboardSchema } } }, async (request) => {
    const { id, name, role } = request.user!;
    return {
      message: DEFAULT_DASHBOARD_MESSAGE,
      user: { id, name, role },
      counts: await dashboard.dashboardCounts(app.db),
    };
  });

  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        response: { 200: z.object({ success: z.literal(true), data: z.array(userSchema.required()) }) },
      },
    },
    async () => ({ success: true as const, data: await dashboard.listUsers(app.db) }),
  );
};
