import Fastify from 'fastify';

export interface CapturedResponse {
  contentType: string;
  body: Buffer;
}

/**
 * The ceiling (docs/product.md §15): the same bytes an endpoint answers with, served by a bare Fastify app
 * with no plugins, no database and no rendering — what this machine can do for that body at all.
 * Each captured response gets its own path, /ceiling/<index>.
 */
export async function startCeiling(responses: CapturedResponse[]) {
  const app = Fastify({ logger: false });
  responses.forEach((response, index) => {
    app.get(`/ceiling/${index}`, (_request, reply) => {
      reply.header('content-type', response.contentType).send(response.body);
    });
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin, close: () => app.close() };
}
