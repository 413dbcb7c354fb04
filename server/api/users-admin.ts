import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersResponseSchema } from '#common/schemas/users';
import { listUsers } from '../services/auth';
import { ok } from './replies';

/** The accounts list of the Users section (prefix /admin). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { permission: 'users.read' },
      schema: { tags: ['users'], response: { 200: usersResponseSchema } },
    },
    async () => ok(await listUsers(app.db)),
  );
};
