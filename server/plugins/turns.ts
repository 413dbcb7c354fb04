import type { FastifyInstance } from 'fastify';
import { turnTaker } from '../lib/turns';

// Each request starts in a turn of the event loop of its own (decision 032): Node accepts one
// connection per turn, and a turn that ran every request read in it left new connections
// waiting for the whole batch's work, each.
export function registerTurns(app: FastifyInstance) {
  const turn = turnTaker();
  app.addHook('onRequest', async () => {
    await turn();
  });
}
