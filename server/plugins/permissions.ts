import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { PERMISSIONS, type Permission } from '#common/permissions';
import { assertStaffAccepted } from '../services/auth';

// Decision 046: every back-office route says, where it is declared, which permission of
// common/permissions.ts it needs (`config: { permission: 'leads.read' }`); this file is the one
// place that enforces it. A route of the back-office scope without a declaration stops the server
// at start, so none can be added unguarded.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a back-office route needs (common/permissions.ts). */
    permission?: Permission;
  }
}

/** The OpenAPI extension that names a route's permission: the role-matrix test reads it. */
export const PERMISSION_KEY = 'x-permission';

/** onRoute hook of the back-office scope: refuses an undeclared route, and documents the declared one. */
export function declaredPermission(route: RouteOptions) {
  const permission = (route.config as { permission?: unknown } | undefined)?.permission;
  if (typeof permission !== 'string' || !(PERMISSIONS as readonly string[]).includes(permission)) {
    const methods = [route.method].flat().join(',');
    throw new Error(`${methods} ${route.url} declares no permission (config.permission; decision 046)`);
  }
  const schema = route.schema ?? {};
  const description = (schema as { description?: string }).description;
  route.schema = {
    ...schema,
    description: [description, `Needs \`${permission}\`.`].filter(Boolean).join(' '),
    [PERMISSION_KEY]: permission,
  } as typeof schema;
}

/** onRequest hook of the back-office scope: 401 without a token, 403 for a role without the permission. */
export async function requirePermission(request: FastifyRequest, _reply: FastifyReply) {
  await assertStaffAccepted(request.server.db, request, request.routeOptions.config.permission);
}
