import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  loginMfaSchema,
  loginResponseSchema,
  loginSchema,
  registerSchema,
  setupStatusSchema,
  userSchema,
} from '#common/schemas/auth';
import { messageSchema } from '#common/schemas/envelopes';
import { requireUser } from '../plugins/auth';
import * as auth from '../services/auth';
import { clientOf } from './client-info';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ttlHours = app.config.TOKEN_TTL_HOURS;
  const limited = { rateLimit: { max: app.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } };

  // Whether the installation still waits for its first admin (the register screen then asks for
  // the setup code). Not under /public: never kept by a cache, always the database's answer.
  app.get('/setup', { schema: { tags: ['auth'], response: { 200: setupStatusSchema } } }, async () => ({
    admin_exists: await auth.adminExists(app.db),
  }));

  app.post(
    '/register',
    {
      schema: { tags: ['auth'], body: registerSchema, response: { 201: authResponseSchema } },
      config: limited,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await auth.register(app.db, request.body, request, { ttlHours, client: clientOf(request) })),
  );

  app.post(
    '/login',
    {
      schema: { tags: ['auth'], body: loginSchema, response: { 200: loginResponseSchema } },
      config: limited,
    },
    async (request) => auth.login(app.db, request.body, { ttlHours, client: clientOf(request) }),
  );

  // The second step for an account with two-factor on (decision 015).
  app.post(
    '/login/mfa',
    {
      schema: { tags: ['auth'], body: loginMfaSchema, response: { 200: authResponseSchema } },
      config: limited,
    },
    async (request) => auth.completeMfaChallenge(app.db, request.body, ttlHours, clientOf(request)),
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], response: { 200: messageSchema } }, onRequest: requireUser },
    async (request) => {
      await auth.revokeToken(app.db, request.tokenId!);
      return { message: 'Logged out successfully' };
    },
  );

  app.get(
    '/me',
    {
      schema: { tags: ['auth'], response: { 200: z.object({ user: userSchema }) } },
      onRequest: requireUser,
    },
    async (request) => ({ user: request.user! }),
  );
};
