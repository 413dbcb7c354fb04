import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { created, deleted, saved } from './replies';

// The record routes of an admin record (GET, PUT and DELETE /:id, POST to the list), which brands,
// categories, products, parameters, branches, variants and news answer alike: the service's record,
// or the saved record in its envelope with the editor's message (201 for a create). The options
// are each file's own (`crudRouteOptions`, or `route.needs` where the answers differ), so every
// route still names its permission where it is declared (decision 046). The list stays in each
// file, beside the routes it is registered with.

/** A route's options as `crudRouteOptions` and `route.needs` give them. */
interface Options {
  config: object;
  schema: FastifySchema;
}

/** The options of the writes; the bodies' schemas type what the service is given. */
interface WriteOptions<Create extends z.ZodType, Update extends z.ZodType> {
  create: Options & { schema: { body: Create } };
  update: Options & { schema: { body: Update } };
  remove: Options;
}

/** What a record's service does for the writes; the bodies are the route schemas' output. */
interface WriteService<Create, Update> {
  create(db: Db, input: Create): Promise<unknown>;
  update(db: Db, id: number, input: Update): Promise<unknown>;
  remove(db: Db, id: number): Promise<void>;
}

/** The messages the admin editors show after each write (docs/product.md §13). */
interface RecordMessages {
  created: string;
  updated: string;
  deleted: string;
}

type IdRequest = FastifyRequest<{ Params: { id: number } }>;

/** `path`/:id, also for a module whose list is its prefix (`/`). */
const recordPath = (path: string) => `${path.replace(/\/$/, '')}/:id`;

/** Registers POST `path`, and PUT and DELETE `path`/:id. */
export function recordWriteRoutes<Create extends z.ZodType, Update extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  routes: WriteOptions<Create, Update>,
  service: WriteService<z.output<Create>, z.output<Update>>,
  messages: RecordMessages,
) {
  app.post(path, routes.create, async (request: FastifyRequest, reply: FastifyReply) =>
    created(reply, messages.created, await service.create(app.db, request.body as z.output<Create>)),
  );
  app.put(recordPath(path), routes.update, async (request: IdRequest) =>
    saved(
      messages.updated,
      await service.update(app.db, request.params.id, request.body as z.output<Update>),
    ),
  );
  app.delete(recordPath(path), routes.remove, async (request: IdRequest) => {
    await service.remove(app.db, request.params.id);
    return deleted(messages.deleted);
  });
}

/** Registers GET, PUT and DELETE `path`/:id and POST `path`. */
export function recordRoutes<Create extends z.ZodType, Update extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  routes: WriteOptions<Create, Update> & { get: Options },
  service: WriteService<z.output<Create>, z.output<Update>> & { get(db: Db, id: number): Promise<unknown> },
  messages: RecordMessages,
) {
  app.get(recordPath(path), routes.get, async (request: IdRequest) => service.get(app.db, request.params.id));
  recordWriteRoutes(app, path, routes, service, messages);
}
