import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '#common/schemas/shared';
import {
  userCreateSchema,
  userPasswordResetSchema,
  userSavedSchema,
  usersResponseSchema,
  userUpdateSchema,
} from '#common/schemas/users';
import * as auth from '../services/auth';
import { inviteMailContext } from '../services/mail/invite-mail';
import { created, done, ok, saved } from './replies';
import { routeOptions } from './route-options';

// Staff accounts appear on no public page: a write leaves the kept pages.
const route = routeOptions(['users'], { publicContent: false });
const noContent = { 204: z.null().describe('Done') };

/** The Users section (prefix /admin): accounts, their roles and access (docs/product.md §23). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = inviteMailContext(app.config);

  app.get('/users', route.needs('users.read', { response: { 200: usersResponseSchema } }), async () =>
    ok(await auth.listStaff(app.db)),
  );

  app.post(
    '/users',
    route.needs('users.write', { body: userCreateSchema, response: { 201: userSavedSchema } }),
    async (request, reply) => {
      const user = await auth.createStaffUser(app.db, request.body, mail);
      // Without SMTP_URL the invitation waits in the outbox: say so rather than "sent" (decision 052).
      const message = !user.invitation_pending
        ? 'User created.'
        : app.config.SMTP_URL
          ? `User created. An invitation to choose a password was sent to ${user.email}.`
          : `User created. E-mail is not set up on this server (SMTP_URL), so the invitation to ${user.email} cannot be sent: give a temporary password instead.`;
      return created(reply, message, user);
    },
  );

  app.patch(
    '/users/:id',
    route.needs('users.write', {
      params: idParams,
      body: userUpdateSchema,
      response: { 200: userSavedSchema },
    }),
    async (request) => {
      const user = await auth.updateStaffUser(app.db, request.params.id, request.body, {
        id: request.user!.id,
        name: request.user!.name,
        tokenId: request.tokenId ?? undefined,
      });
      return saved('User updated.', user);
    },
  );

  app.delete(
    '/users/:id',
    route.needs('users.write', { params: idParams, response: noContent }),
    async (request, reply) => done(reply, auth.deleteStaffUser(app.db, request.params.id, request.user!.id)),
  );

  // A temporary password: the account is signed out and must change it before the back office opens.
  app.post(
    '/users/:id/password',
    route.needs('users.write', { params: idParams, body: userPasswordResetSchema, response: noContent }),
    async (request, reply) =>
      done(reply, auth.resetPassword(app.db, request.params.id, request.user!.id, request.body.password)),
  );

  app.post(
    '/users/:id/reset-two-factor',
    route.needs('users.write', { params: idParams, response: noContent }),
    async (request, reply) => done(reply, auth.resetTwoFactor(app.db, request.params.id, request.user!.id)),
  );
};
