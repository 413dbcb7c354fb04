import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { can, type Permission, type Role } from '#common/permissions';
import { staffAccepted } from '../services/auth';
import { PERMISSION_KEY } from './permissions';

// The OpenAPI document at /api/docs, generated from the routes' Zod schemas. Everyone may read the
// public API (catalogue, news, settings, contact, sign-in, health); an admin operation is listed
// only for a token the back office itself accepts (the same check, two-factor included: decision
// 015) whose role may call it (its permission, decision 046), unless API_DOCS=public: no need to
// hand a stranger, or a viewer, the map of the back office.

/** Marks the routes of the admin scope (server/api/index.ts), which the public document leaves out. */
export const ADMIN_TAG = 'admin';

/** An onRoute hook for the admin scope: tagged for the filter below, and marked as needing a token. */
export function markAdminRoute(route: RouteOptions) {
  const schema = route.schema ?? {};
  const tags = (schema as { tags?: string[] }).tags ?? [];
  route.schema = { ...schema, tags: [...tags, ADMIN_TAG], security: [{ bearer: [] }] } as typeof schema;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

interface OpenApiDocument {
  paths?: Record<string, Record<string, { tags?: string[] } | unknown>>;
}

interface Operation {
  tags?: string[];
  [PERMISSION_KEY]?: Permission;
}

/** Whether `role` (none: an anonymous or refused caller) may call the operation. */
function shownTo(operation: unknown, role: Role | null) {
  if (typeof operation !== 'object' || operation === null) return true;
  const { tags, [PERMISSION_KEY]: permission } = operation as Operation;
  if (!tags?.includes(ADMIN_TAG)) return true;
  // Every admin route declares its permission (decision 046): one without is shown to no one.
  return role !== null && permission !== undefined && can(role, permission);
}

/** The document with only the operations `role` may call (a new object: the generated one is shared). */
function documentFor<T extends OpenApiDocument>(document: T, role: Role | null): T {
  const paths: NonNullable<OpenApiDocument['paths']> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const kept = Object.entries(item).filter(([, operation]) => shownTo(operation, role));
    if (kept.some(([method]) => METHODS.has(method))) paths[path] = Object.fromEntries(kept);
  }
  return { ...document, paths };
}

export async function registerApiDocs(app: FastifyInstance) {
  // The check reads the database and the transform below cannot wait: a hook answers first.
  const staffRoles = new WeakMap<FastifyRequest, Role>();
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ironsite API', version: '1.0.0', description: 'Catalogue, news, leads and admin API.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiHooks: {
      preHandler: async (request) => {
        if (request.user && (await staffAccepted(app.db, request)))
          staffRoles.set(request, request.user.role);
      },
    },
    // No copy per request: publicDocument builds a new object and never changes the shared one.
    transformSpecificationClone: false,
    transformSpecification: (document, request) =>
      app.config.API_DOCS === 'public'
        ? document
        : documentFor(document as OpenApiDocument, staffRoles.get(request) ?? null),
  });
}
