import type { FastifyInstance } from 'fastify';
import { runAs } from '../db/acting-user';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

// A signed-in person's writes name them to the audit trail (decision 060): the rest of the
// request, its handler and every hook after this one, runs as them (db/acting-user.ts). A
// callback hook, so the handler runs inside the context `runAs` opens.
export function registerActingUser(app: FastifyInstance) {
  app.addHook('preHandler', (request, _reply, done) => {
    const user = request.user;
    if (!user || READS.has(request.method)) return done();
    runAs({ id: user.id, name: user.name }, done);
  });
}
