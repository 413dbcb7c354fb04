import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { crudRouteOptions } from './crud-schemas';
import { deleted, saved } from './replies';

// The record routes of an admin catalogue record (GET, PUT and DELETE /:id, POST to the list),
// which brands, categories, products and parameters answer alike: the service's record, or the
// saved record in its envelope with the editor's message (201 for a create). The list stays in
// each file, beside the routes it is registered with.

type Options = ReturnType<
  typeof crudRouteOptions<z.ZodType, z.ZodType, z.ZodType, z.ZodType, z.ZodType, z.ZodType>
>;

/** What a record's service does for these routes; the bodies are the route schemas' output. */
interface RecordService<Create, Update> {
  get(db: Db, id: number): Promise<unknown>;
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

/** Registers GET, PUT and DELETE `path`/:id and POST `path`, with the route options of `crudRouteOptions`. */
export function recordRoutes<Create extends z.ZodType, Update extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  routes: Pick<Options, 'get' | 'remove'> & {
    create: Options['create'] & { schema: { body: Create } };
    update: Options['update'] & { schema: { body: Update } };
  },
  service: RecordService<z.output<Create>, z.output<Update>>,
  messages: RecordMessages,
) {
  app.get(`${path}/:id`, routes.get, async (request: IdRequest) => service.get(app.db, request.params.id));
  app.post(path, routes.create, async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(201)
      .send(saved(messages.created, await service.create(app.db, request.body as z.output<Create>))),
  );
  app.put(`${path}/:id`, routes.update, async (request: IdRequest) =>
    saved(
      messages.updated,
      await service.update(app.db, request.params.id, request.body as z.output<Update>),
    ),
  );
  app.delete(`${path}/:id`, routes.remove, async (request: IdRequest) => {
    await service.remove(app.db, request.params.id);
    return deleted(messages.deleted);
  });
}
