import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from './client';
import { pgliteReadCopy, readingFrom, removeStaleReadCopies, withReadCopy } from './read-copy';
import { rowsOf } from './rows';
import { takeTurns } from './turns';

const dir = mkdtempSync(join(tmpdir(), 'ironsite-read-copy-'));
const dataPath = join(dir, 'pgdata');
let client: PGlite;
let db: Db;

beforeAll(async () => {
  client = takeTurns(await PGlite.create(dataPath));
  // Every insert into `item` adds one to `tally` in the same transaction: a copy taken in the
  // middle of a write is consistent only if the two agree.
  await client.exec(`
    create table item (n int primary key);
    create table tally (total int not null);
    insert into tally values (0);
    insert into item select g from generate_series(1, 2000) g;
    update tally set total = 2000;
  `);
  db = drizzle(client) as unknown as Db;
}, 60_000);
afterAll(async () => {
  await client.close();
  rmSync(dir, { recursive: true, force: true });
});

const counts = async (c: { query: PGlite['query'] }) =>
  (
    await c.query<{ items: number; total: number }>(
      'select (select count(*)::int from item) as items, (select total from tally) as total',
    )
  ).rows[0];

describe('a read copy of the embedded database', () => {
  it('is taken while writes go on, consistent, read-only, and removed when closed', async () => {
    let writing = true;
    let next = 2001;
    const writer = (async () => {
      while (writing) {
        await client.transaction(async (tx) => {
          await tx.query('insert into item values ($1)', [next]);
          await tx.query('update tally set total = total + 1');
        });
        next++;
      }
    })();
    const before = (await counts(client)).items;
    const copy = await pgliteReadCopy(client, dataPath);
    writing = false;
    await writer;
    const after = (await counts(client)).items;
    expect(after).toBeGreaterThan(before); // writes went on while the copy was taken
    const seen = rowsOf<{ items: number; total: number }>(
      await copy.db.execute(
        sql`select (select count(*)::int from item) as items, (select total from tally) as total`,
      ),
    )[0];
    expect(seen.items).toBe(seen.total);
    expect(seen.items).toBeGreaterThanOrEqual(before);
    expect(seen.items).toBeLessThanOrEqual(after);
    const refused = await copy.db.execute(sql`insert into item values (0)`).catch((err: Error) => err);
    expect(String((refused as Error).cause)).toMatch(/read-only transaction/);
    const copies = readdirSync(dir).filter((name) => name.startsWith('read-copy-'));
    expect(copies).toHaveLength(1);
    await copy.close();
    expect(existsSync(join(dir, copies[0]))).toBe(false);
  }, 60_000);

  it('that cannot be taken fails as one error, its thread ended and nothing left behind', async () => {
    // A data directory that is not there: the copy fails after its thread has started.
    const missing = join(dir, 'not-there', 'pgdata');
    const failed = await pgliteReadCopy(client, missing).catch((err: Error) => err);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as NodeJS.ErrnoException).code).toBe('ENOENT');
    expect(readdirSync(dir).filter((name) => name.startsWith('read-copy-'))).toEqual([]);
    // The database is out of backup mode: the next copy is taken.
    const copy = await pgliteReadCopy(client, dataPath);
    expect((await counts(client)).items).toBeGreaterThan(0);
    await copy.close();
  }, 60_000);

  it("that fails before its thread has started (the process's first copy) leaves no rejection unhandled", async () => {
    // A fresh module: PGlite's WebAssembly not yet compiled, so the thread is still starting when
    // the copy fails. Node ends a process on an unhandled rejection (and Vitest fails the run).
    vi.resetModules();
    const fresh = await import('./read-copy');
    const failed = await fresh
      .pgliteReadCopy(client, join(dir, 'not-there-either', 'pgdata'))
      .catch((err: Error) => err);
    expect((failed as NodeJS.ErrnoException).code).toBe('ENOENT');
    // Unhandled rejections are reported after a turn of the loop.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }, 60_000);

  it('answers public reads while a transaction holds the database, with what was there before it', async () => {
    const read = () =>
      readingFrom(
        db,
        async (from) => rowsOf<{ total: number }>(await from.execute(sql`select total from tally`))[0].total,
      );
    const before = await read();
    // Without the copy the read waits for the transaction, which waits for the read: given up after 5 s.
    const givenUp = () => new Promise<undefined>((resolve) => globalThis.setTimeout(resolve, 5_000));
    let answeredDuring: number | undefined;
    await withReadCopy(
      db,
      () => pgliteReadCopy(client, dataPath),
      () =>
        client.transaction(async (tx) => {
          await tx.query('update tally set total = -1');
          // A read asked for now would wait for this transaction on the database itself.
          answeredDuring = await Promise.race([read(), givenUp()]);
        }),
      (err) => {
        throw err;
      },
    );
    expect(answeredDuring).toBe(before);
    expect(await read()).toBe(-1); // back on the database once the work ended
    // The tally agrees with the items again, as the other tests of this file expect in any order.
    await client.query('update tally set total = (select count(*) from item)');
  }, 60_000);

  it('left behind by a process that stopped during an import, is removed when the database is opened again', async () => {
    const other = mkdtempSync(join(tmpdir(), 'ironsite-stale-copy-'));
    mkdirSync(join(other, 'read-copy-123-456', 'base'), { recursive: true });
    writeFileSync(join(other, 'read-copy-123-456', 'base', 'x'), 'x');
    mkdirSync(join(other, 'pgdata'));
    await removeStaleReadCopies(other);
    expect(readdirSync(other)).toEqual(['pgdata']);
    rmSync(other, { recursive: true, force: true });
  });
});
