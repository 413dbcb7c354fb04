import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Unauthorized } from '../errors';
import { type AuthUser, userForToken } from '../services/auth';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    tokenId: number | null;
    /** The signed-in account has two-factor sign-in on. */
    mfaEnabled: boolean;
    /** The account must change a temporary password an admin set before using the back office. */
    passwordChangeRequired: boolean;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  // The scheme name is case-insensitive (RFC 7235); anything else malformed means anonymous.
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match ? match[1] : null;
}

/** Resolves the bearer token (if any) to request.user; it never rejects on its own. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenId', null);
  app.decorateRequest('mfaEnabled', false);
  app.decorateRequest('passwordChangeRequired', false);
  app.addHook('onRequest', async (request) => {
    // Anonymous requests (every public read) stop here: no database work.
    const token = bearer(request);
    if (!token) return;
    const found = await userForToken(app.db, token, app.config.TOKEN_IDLE_HOURS);
    if (found) {
      request.user = found.user;
      request.tokenId = found.tokenId;
      request.mfaEnabled = found.mfaEnabled;
      request.passwordChangeRequired = found.passwordChangeRequired;
    }
  });
});

// Both run as onRequest hooks, before the body is validated: an anonymous call gets 401 whatever
// it sends, and learns nothing about the route's schema.
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw new Unauthorized();
}
