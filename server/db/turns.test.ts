import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnCounter } from '../lib/turn-counter';
import { takeTurns } from './turns';

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

  it('lets the loop turn during a long transaction, between its statements', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    let during = 0;
    await client.transaction(async (tx) => {
      const start = performance.now();
      while (performance.now() - start < 200) await tx.query('select count(*) from generate_series(1, 2000)');
      during = ticks;
    });
    clearInterval(ticker);
    // Every 25 ms: without it no timer runs until the transaction ends.
    expect(during).toBeGreaterThanOrEqual(4);
  });
});
