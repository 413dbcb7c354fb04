import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  loginMfaSchema,
  loginResponseSchema,
  loginSchema,
  meResponseSchema,
  registerSchema,
  setupStatusSchema,
} from '#common/schemas/auth';
import { messageSchema } from '#common/schemas/envelopes';
import { requireUser } from '../plugins/auth';
import * as auth from '../services/auth';
import { mailStatus } from '../services/mail/status';
import { clientOf } from './client-info';
import { perMinute, routeOptions } from './route-options';

const route = routeOptions(['auth']);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ttlHours = app.config.TOKEN_TTL_HOURS;
  const limited = perMinute(app.config.RATE_LIMIT_AUTH_PER_MINUTE);

  // Whether the installation still waits for its first admin (the register screen then asks for
  // the setup code). Not under /public: never kept by a cache, always the database's answer.
  app.get('/setup', route({ response: { 200: setupStatusSchema } }), async () => ({
    admin_exists: await auth.adminExists(app.db),
  }));

  app.post(
    '/register',
    route({ body: registerSchema, response: { 201: authResponseSchema } }, limited),
    async (request, reply) =>
      reply
        .status(201)
        .send(await auth.register(app.db, request.body, request, { ttlHours, client: clientOf(request) })),
  );

  app.post(
    '/login',
    route({ body: loginSchema, response: { 200: loginResponseSchema } }, limited),
    async (request) => auth.login(app.db, request.body, { ttlHours, client: clientOf(request) }),
  );

  // The second step for an account with two-factor on (decision 015).
  app.post(
    '/login/mfa',
    route({ body: loginMfaSchema, response: { 200: authResponseSchema } }, limited),
    async (request) => auth.completeMfaChallenge(app.db, request.body, ttlHours, clientOf(request)),
  );

  app.post(
    '/logout',
    { ...route({ response: { 200: messageSchema } }), onRequest: requireUser },
    async (request) => {
      await auth.revokeToken(app.db, request.tokenId!);
      return { message: 'Logged out successfully' };
    },
  );

  app.get(
    '/me',
    { ...route({ response: { 200: meResponseSchema } }), onRequest: requireUser },
    // The flag lets the back office send a temporary password to Profile (docs/product.md §23);
    // `mail`: whether replies, quotations and invitations can be e-mailed, so a screen says so
    // before anyone writes one (decision 052).
    async (request) => ({
      user: request.user!,
      password_change_required: request.passwordChangeRequired,
      mail: mailStatus(app.config),
    }),
  );
};
