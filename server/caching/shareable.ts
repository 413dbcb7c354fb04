import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Which answers are the same for everyone, said where they are made: a route flags itself with
// `config: { shareable: true }`, and a handler may take the flag back for one answer with
// `reply.shareable(false)` (the site's route does for the pages of one signed-in person). Only a
// flagged answer gets the shared Cache-Control and an ETag (http-cache.ts) and is kept whole
// (response-cache.ts); everything else is private. Nothing here reads a path or a header a
// route has set, so a new public read is cached by saying so, and a forgotten flag costs speed,
// never privacy.

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This route's successful anonymous reads (GET or HEAD, no token, no cookie set) are the same
     * for every visitor until the next admin write: shared caches may keep them (decision 011) and
     * this server keeps them whole (decision 014).
     */
    shareable?: boolean;
  }
  interface FastifyReply {
    /** This answer only, over its route's `shareable`: `false` for a page of one signed-in person. */
    shareable(value: boolean): FastifyReply;
  }
}

const OVERRIDE = Symbol('shareable: this answer over its route');
type WithOverride = FastifyReply & { [OVERRIDE]: boolean | null };

export function registerShareable(app: FastifyInstance) {
  app.decorateReply(OVERRIDE, null);
  app.decorateReply('shareable', function (this: FastifyReply, value: boolean) {
    (this as WithOverride)[OVERRIDE] = value;
    return this;
  });
}

/** Whether the route, or this answer itself, says it is the same for everyone. */
export function isShareable(request: FastifyRequest, reply: FastifyReply): boolean {
  return (reply as WithOverride)[OVERRIDE] ?? request.routeOptions.config.shareable === true;
}
