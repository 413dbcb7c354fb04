import type { FastifyReply } from 'fastify';

// The bodies of the envelopes in common/schemas/envelopes.ts (docs/product.md §13), built one way
// by every route: the original client reads `success` and `data`, and `message` after a write.

/** `{success, data}`: a read. */
export const ok = <T>(data: T) => ({ success: true as const, data });

/** `{success, message, data}`: a save, with the message the admin editors show. */
export const saved = <T>(message: string, data: T) => ({ success: true as const, message, data });

/** 201 with `{success, message, data}`: a create. */
export const created = <T>(reply: FastifyReply, message: string, data: T) =>
  reply.status(201).send(saved(message, data));

/** `{success, message}`: a delete. */
export const deleted = (message: string) => ({ success: true as const, message });

/** 204 without a body once `write` is done: a delete or an action with nothing to answer. */
export async function done(reply: FastifyReply, write: Promise<unknown>) {
  await write;
  return reply.status(204).send(null);
}
