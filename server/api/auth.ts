import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  loginSchema,
  passwordChangeSchema,
  registerSchema,
  userSchema,
} from '../../common/schemas/auth';
import { messageSchema } from '../../common/schemas/shared';
import { requireUser } from '../plugins/auth';
import * as auth from '../services/auth';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ttl = app.config.TOKEN_TTL_HOURS;
  const limited = { rateLimit: { max: app.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } };

  app.post(
    '/register',
    {
      schema: { tags: ['auth'], body: registerSchema, response: { 201: authResponseSchema } },
      config: limited,
    },
    async (request, reply) =>
      reply.status(201).send(await auth.register(app.db, request.body, request.user, ttl)),
  );

  app.post(
    '/login',
    { schema: { tags: ['auth'], body: loginSchema, response: { 200: authResponseSchema } }, config: limited },
    async (request) => auth.login(app.db, request.body.email, request.body.password, ttl),
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], response: { 200: messageSchema } }, preHandler: requireUser },
    async (request) => {
      await auth.revokeToken(app.db, request.tokenId!);
      return { message: 'Logged out successfully' };
    },
  );

  app.get(
    '/me',
    {
      schema: { tags: ['auth'], response: { 200: z.object({ user: userSchema }) } },
      preHandler: requireUser,
    },
    async (request) => ({ user: request.user! }),
  );

  app.put(
    '/profile/password',
    {
      schema: { tags: ['auth'], body: passwordChangeSchema, response: { 200: messageSchema } },
      preHandler: requireUser,
      config: limited,
    },
    async (request) => {
      await auth.changePassword(app.db, request.user!.id, request.tokenId!, request.body);
      return { message: 'Password updated successfully!' };
    },
  );
};
