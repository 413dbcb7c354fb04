import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.string(), database: z.string().optional() });

/** Liveness (the process answers) and readiness (database reachable, migrations applied). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: statusSchema } }, config: { rateLimit: false } },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/ready',
    {
      schema: { tags: ['health'], response: { 200: statusSchema, 503: statusSchema } },
      config: { rateLimit: false },
    },
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
