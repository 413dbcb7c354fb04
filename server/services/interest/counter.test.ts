import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { InterestCounter } from './counter';

// The background writer of the server's own counts: the caller never waits, one statement is under
// way at a time, what arrives meanwhile is summed into the next, and a failure is logged, not thrown.

interface Held {
  rows: { variant_id: number; event: string; channel: string; n: number }[];
  release: () => void;
  fail: (err: Error) => void;
}

/** The counts a statement carries: its one JSON parameter (record.ts's jsonb_to_recordset). */
const countsIn = (query: { queryChunks: unknown[] }) =>
  JSON.parse(query.queryChunks.find((c): c is string => typeof c === 'string') ?? '[]');

/** A database whose every write waits until the test releases (or fails) it. */
function heldDb() {
  const writes: Held[] = [];
  const db = {
    execute: (query: { queryChunks: unknown[] }) =>
      new Promise((resolve, reject) => {
        writes.push({ rows: countsIn(query), release: () => resolve({ rows: [] }), fail: reject });
      }),
  } as unknown as Db;
  return { db, writes };
}

const quietLog = () => {
  const errors: { details: object; message: string }[] = [];
  return { errors, log: { error: (details: object, message: string) => errors.push({ details, message }) } };
};

describe('InterestCounter', () => {
  it('returns at once while the write waits, and settles when it is done', async () => {
    const { db, writes } = heldDb();
    const counter = new InterestCounter(db, quietLog().log);
    expect(counter.count({ variantId: 7, event: 'page_view' })).toBeUndefined();
    expect(writes).toHaveLength(1);
    let settled = false;
    const done = counter.settled().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    writes[0].release();
    await done;
    expect(settled).toBe(true);
  });

  it('sums what arrives during a write into the next statement, one statement at a time', async () => {
    const { db, writes } = heldDb();
    const counter = new InterestCounter(db, quietLog().log);
    const at = new Date('2025-03-03T04:00:00Z');
    counter.count({ variantId: 7, event: 'page_view' }, at);
    for (let i = 0; i < 5; i++) counter.count({ variantId: 7, event: 'page_view' }, at);
    counter.count({ variantId: 8, event: 'page_view' }, at);
    counter.count({ variantId: 7, event: 'quote_request' }, at);
    expect(writes).toHaveLength(1);
    expect(writes[0].rows).toEqual([
      { day: '2025-03-03', variant_id: 7, event: 'page_view', channel: '', n: 1 },
    ]);
    writes[0].release();
    await vi.waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1].rows).toEqual([
      { day: '2025-03-03', variant_id: 7, event: 'page_view', channel: '', n: 5 },
      { day: '2025-03-03', variant_id: 8, event: 'page_view', channel: '', n: 1 },
      { day: '2025-03-03', variant_id: 7, event: 'quote_request', channel: '', n: 1 },
    ]);
    writes[1].release();
    await counter.settled();
    expect(writes).toHaveLength(2);
  });

  it('logs a failed write with no personal detail, and goes on counting', async () => {
    const { db, writes } = heldDb();
    const { errors, log } = quietLog();
    const counter = new InterestCounter(db, log);
    counter.count({ variantId: 7, event: 'page_view' });
    writes[0].fail(new Error('connection lost'));
    await counter.settled();
    expect(errors).toEqual([
      { details: { err: expect.any(Error), counts: 1 }, message: 'interest counts not recorded' },
    ]);
    counter.count({ variantId: 7, event: 'page_view' });
    expect(writes).toHaveLength(2);
    writes[1].release();
    await counter.settled();
    expect(errors).toHaveLength(1);
  });
});
