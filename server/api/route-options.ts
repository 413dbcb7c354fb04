import type { FastifySchema } from 'fastify';
import type { Permission } from '#common/permissions';
import { errorSchema } from '#common/schemas/envelopes';

// The options a route file writes for each of its routes, said once: every route's schema carries
// the file's `tags` (its group in the API docs), a back-office route names the permission it needs
// (decision 046: one that does not fails to register), and a public read says whether shared
// caches may keep it (decision 019).

type Config = {
  permission?: Permission;
  shareable?: boolean;
  /**
   * `false` on a back-office write that changes nothing the site shows (a preview, a lead, a
   * quotation, a user): the read cache and the kept pages stay (caching/after-admin-write.ts).
   */
  publicContent?: boolean;
  rateLimit?: { max: number; timeWindow: string } | false;
};

/**
 * The options of one file's routes, all under `tags`; `defaults` is every route's config unless the
 * route says otherwise (`{ publicContent: false }` for a file whose writes the site never shows).
 */
export function routeOptions(tags: string[], defaults: Pick<Config, 'publicContent'> = {}) {
  /** A route's schema and its config (a rate limit, say). */
  const route = <S extends FastifySchema, C extends Config = Config>(schema: S, config: C = {} as C) => ({
    config: { ...defaults, ...config },
    schema: { tags, ...schema },
  });
  return Object.assign(route, {
    /** A back-office route and the permission it needs (common/permissions.ts). */
    needs: <S extends FastifySchema>(permission: Permission, schema: S, config: Config = {}) =>
      route(schema, { ...config, permission }),
    /** A public read whose anonymous answers are the same for everyone until the next admin write. */
    shareable: <S extends FastifySchema>(schema: S) => route(schema, { shareable: true }),
  });
}

/** At most `max` requests a minute from one address (a child of the global limit, plugins/rate-limit.ts). */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** A response schema's error bodies for these statuses (the error handler's one shape). */
export function errorsFor<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<
    Status,
    typeof errorSchema
  >;
}
