import { describe, expect, it } from 'vitest';
import { turnCounter } from './turn-counter';
import { turnTaker } from './turns';

describe('turnTaker', () => {
  it('lets one waiter go per turn of the event loop, first come first served', async () => {
    const turn = turnTaker();
    const counter = turnCounter();
    const seen: { i: number; turn: number }[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => turn().then(() => seen.push({ i, turn: counter.turns }))),
    );
    counter.stop();
    expect(seen.map((s) => s.i)).toEqual([0, 1, 2, 3, 4, 5]);
    const turns = seen.map((s) => s.turn);
    expect(new Set(turns).size).toBe(6);
  });

  it('lets other work of the loop run between two waiters', async () => {
    const turn = turnTaker();
    const order: string[] = [];
    const waiting = [1, 2, 3].map((n) => turn().then(() => order.push(`statement ${n}`)));
    setImmediate(() => order.push('a connection accepted'));
    await Promise.all(waiting);
    expect(order).toEqual(['statement 1', 'a connection accepted', 'statement 2', 'statement 3']);
  });
});
