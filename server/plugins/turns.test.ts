import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { turnCounter } from '../lib/turn-counter';
import { registerTurns } from './turns';

describe('registerTurns', () => {
  it('starts each request in a turn of the event loop of its own, in arrival order', async () => {
    const app = Fastify();
    registerTurns(app);
    const counter = turnCounter();
    const started: { n: string; turn: number }[] = [];
    app.get('/:n', async (request) => {
      const { n } = request.params as { n: string };
      started.push({ n, turn: counter.turns });
      return { n };
    });
    await app.ready();
    const answers = await Promise.all(['1', '2', '3', '4', '5'].map((n) => app.inject({ url: `/${n}` })));
    counter.stop();
    await app.close();
    expect(answers.map((a) => a.json().n)).toEqual(['1', '2', '3', '4', '5']);
    expect(started.map((s) => s.n)).toEqual(['1', '2', '3', '4', '5']);
    // Without the hook all five start in the turn that read them.
    expect(new Set(started.map((s) => s.turn)).size).toBe(5);
  });
});
