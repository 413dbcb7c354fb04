import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeTurns, turnTaker } from './turns';

/** Counts turns of the event loop until stopped (an immediate scheduled from an immediate runs a turn later). */
function turnCounter() {
  let turns = 0;
  let running = true;
  const tick = () => {
    turns++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    get turns() {
      return turns;
    },
    stop() {
      running = false;
    },
  };
}

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

describe('takeTurns (the embedded database)', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = takeTurns(await PGlite.create('memory://'));
  });
  afterAll(async () => {
    await client.close();
  });

  it('starts one statement per turn: the loop turns between statements asked for together', async () => {
    const counter = turnCounter();
    const finished: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, () =>
        client.query('select 1 as one').then(() => finished.push(counter.turns)),
      ),
    );
    counter.stop();
    // Eight statements, each in a turn of its own (without turns they all finish in one).
    expect(new Set(finished).size).toBe(8);
  });

  it('keeps every way in: query, sql, exec and transaction still answer', async () => {
    expect((await client.query<{ n: number }>('select 2 as n')).rows).toEqual([{ n: 2 }]);
    expect((await client.sql<{ n: number }>`select ${3}::int as n`).rows).toEqual([{ n: 3 }]);
    await client.exec('create table t (n int)');
    await client.transaction(async (tx) => {
      await tx.query('insert into t values (1), (2)');
    });
    expect((await client.query<{ n: number }>('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t values (3)');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await client.query<{ n: number }>('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
  });
});
