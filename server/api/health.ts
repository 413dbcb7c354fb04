import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from './route-options';

const statusSchema = z.object({ status: z.string(), database: z.string().optional() });

const route = routeOptions(['health']);

/** Liveness (the process answers) and readiness (database reachable, migrations applied). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', route({ response: { 200: statusSchema } }, { rateLimit: false }), async () => ({
    status: 'ok',
  }));

  app.get(
    '/ready',
    route({ response: { 200: statusSchema, 503: statusSchema } }, { rateLimit: false }),
    async (_request, reply) => {
      try {
        await app.database.ping();
        if (!(await app.database.migrationsApplied())) {
          return reply.status(503).send({ status: 'migrations pending', database: app.database.kind });
        }
        return { status: 'ready', database: app.database.kind };
      } catch {
        return reply.status(503).send({ status: 'database unreachable', database: app.database.kind });
      }
    },
  );
};
