import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponseSchema } from '#common/schemas/auth';
import { invitationAcceptSchema, invitationParams, invitationResponseSchema } from '#common/schemas/users';
import * as auth from '../services/auth';
import { clientOf } from './client-info';
import { ok } from './replies';
import { perMinute, routeOptions } from './route-options';

/**
 * /api/invitations/{token}: the invited person's link (Users → Add user without a password). No
 * sign-in needed; limited like sign-in, since a token is a secret someone could guess at.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = perMinute(app.config.RATE_LIMIT_AUTH_PER_MINUTE);
  const route = routeOptions(['auth']);

  app.get(
    '/invitations/:token',
    route({ params: invitationParams, response: { 200: invitationResponseSchema } }, limited),
    async (request) => ok(await auth.invitationInfo(app.db, request.params.token)),
  );

  app.post(
    '/invitations/:token',
    route(
      { params: invitationParams, body: invitationAcceptSchema, response: { 200: authResponseSchema } },
      limited,
    ),
    async (request) =>
      auth.acceptInvitation(app.db, request.params.token, request.body, {
        ttlHours: app.config.TOKEN_TTL_HOURS,
        client: clientOf(request),
      }),
  );
};
