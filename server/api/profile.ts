import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mfaDisableSchema,
  mfaEnableSchema,
  mfaSetupResponseSchema,
  mfaSetupSchema,
  mfaStatusSchema,
  passwordChangeSchema,
  recoveryCodesSchema,
  sessionListSchema,
} from '#common/schemas/auth';
import { messageSchema } from '#common/schemas/envelopes';
import { idParams } from '#common/schemas/shared';
import { requireUser } from '../plugins/auth';
import * as auth from '../services/auth';
import { perMinute, routeOptions } from './route-options';

/**
 * /api/profile: the signed-in account's password, two-factor sign-in and sessions. The whole
 * prefix needs a token, checked before the body is validated (anonymous callers get 401); admins
 * whom Settings require to use two-factor can still reach it to set it up.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const idleHours = app.config.TOKEN_IDLE_HOURS;
  // Password and code guesses count against the sign-in limit.
  const limited = perMinute(app.config.RATE_LIMIT_AUTH_PER_MINUTE);
  const route = routeOptions(['profile']);
  app.addHook('onRequest', requireUser);

  app.put(
    '/password',
    route({ body: passwordChangeSchema, response: { 200: messageSchema } }, limited),
    async (request) => {
      await auth.changePassword(app.db, request.user!.id, request.tokenId!, request.body);
      return { message: 'Password updated successfully!' };
    },
  );

  app.get('/mfa', route({ response: { 200: mfaStatusSchema } }), async (request) =>
    auth.mfaStatus(app.db, request.user!.id),
  );

  app.post(
    '/mfa/setup',
    route({ body: mfaSetupSchema, response: { 200: mfaSetupResponseSchema } }, limited),
    async (request) => auth.startMfaSetup(app.db, request.user!.id, request.body.current_password),
  );

  app.post(
    '/mfa/enable',
    route({ body: mfaEnableSchema, response: { 200: recoveryCodesSchema } }, limited),
    async (request) => auth.enableMfa(app.db, request.user!.id, request.body.code, request.tokenId!),
  );

  app.post(
    '/mfa/disable',
    route({ body: mfaDisableSchema, response: { 200: messageSchema } }, limited),
    async (request) => {
      await auth.disableMfa(app.db, request.user!.id, request.body, request.tokenId!);
      return { message: 'Two-factor sign-in is off.' };
    },
  );

  app.post(
    '/mfa/recovery-codes',
    route({ body: mfaEnableSchema, response: { 200: recoveryCodesSchema } }, limited),
    async (request) => auth.regenerateRecoveryCodes(app.db, request.user!.id, request.body.code),
  );

  app.get('/sessions', route({ response: { 200: sessionListSchema } }), async (request) => ({
    data: await auth.listSessions(app.db, request.user!.id, request.tokenId!, idleHours),
    // The owner's view of guesses at their second factor, beside where they are signed in.
    second_factor: await auth.mfaFailureReport(app.db, request.user!.id),
  }));

  app.delete(
    '/sessions/:id',
    route({ params: idParams, response: { 200: messageSchema } }),
    async (request) => {
      await auth.revokeSession(app.db, request.user!.id, request.params.id, idleHours);
      return { message: 'Signed out.' };
    },
  );

  app.post('/sessions/revoke-others', route({ response: { 200: messageSchema } }), async (request) => {
    const n = await auth.revokeUserTokens(app.db, request.user!.id, request.tokenId!);
    return { message: n === 1 ? 'Signed out 1 other session.' : `Signed out ${n} other sessions.` };
  });
};
