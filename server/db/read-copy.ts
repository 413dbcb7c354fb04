import { execFile } from 'node:child_process';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { PGlite, PGliteInterface, QueryOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Db } from './client';
import type { CopyOpen, CopyQuery, CopyReply } from './read-copy-worker';
import * as schema from './schema';

// Public reads while a long transaction holds the embedded database (decision 078). PGlite runs
// one statement at a time on one session, so a statement asked for while a catalogue import's
// transaction is open waits for its commit (tens of seconds for 5,000 rows). Such work runs
// `withReadCopy`: first a copy of the database is taken online (a base backup of the data
// directory, as pg_basebackup would, while the database keeps answering), opened read-only
// beside it, and the public reads (server/caching/cached-reads.ts, the one place they go through)
// are answered from the copy until the work ends. The copy shows the catalogue as it was before
// the transaction, which is what the public pages show until it commits anyway. PostgreSQL needs
// none of this: its readers never wait for a writer.

export interface ReadCopy {
  db: Db;
  close(): Promise<void>;
}

interface Reading {
  db: Db;
  /** Reads running on it, and who waits for them to end. */
  running: number;
  drained: (() => void)[];
}

const primaryReads = new WeakMap<Db, Reading>();
const copyReads = new WeakMap<Db, Reading>();

function reading(map: WeakMap<Db, Reading>, db: Db): Reading {
  let r = map.get(db);
  if (!r) {
    r = { db, running: 0, drained: [] };
    map.set(db, r);
  }
  return r;
}

async function counted<T>(r: Reading, read: (db: Db) => Promise<T>): Promise<T> {
  r.running++;
  try {
    return await read(r.db);
  } finally {
    r.running--;
    if (r.running === 0) for (const done of r.drained.splice(0)) done();
  }
}

const drained = (r: Reading) =>
  r.running === 0 ? Promise.resolve() : new Promise<void>((resolve) => r.drained.push(resolve));

/** Runs a public read on `db`, or on its read copy while one stands. */
export function readingFrom<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  const copy = copyReads.get(db);
  return copy ? counted(copy, read) : counted(reading(primaryReads, db), read);
}

/** Whether public reads of `db` go to a read copy now (once the work ends they no longer do). */
export const readsFromCopy = (db: Db): boolean => copyReads.has(db);

/**
 * Runs `work` while public reads of `db` are answered by a copy `open` takes and `warm` has read
 * from; without `open` (the
 * database needs none, or cannot make one) `work` simply runs. A copy that cannot be taken is
 * reported to `onError` and the work runs without it, as it did before.
 */
export async function withReadCopy<T>(
  db: Db,
  open: (() => Promise<ReadCopy>) | undefined,
  work: () => Promise<T>,
  onError: (err: unknown) => void,
  warm: (db: Db) => Promise<unknown> = async () => {},
): Promise<T> {
  if (!open) return work();
  let copy: ReadCopy;
  try {
    copy = await open();
    // A fresh instance's first reads load its catalogue caches (about a second): taken here, while
    // the database itself still answers, not by the first visitor sent to the copy.
    await warm(copy.db);
  } catch (err) {
    onError(err);
    return work();
  }
  copyReads.set(db, { db: copy.db, running: 0, drained: [] });
  try {
    // Reads already running on the database end there before the work takes it.
    await drained(reading(primaryReads, db));
    return await work();
  } finally {
    const r = copyReads.get(db)!;
    copyReads.delete(db);
    await drained(r);
    await copy.close().catch(onError);
  }
}

// Not copied: the WAL (only the segments the backup spans are, below), the running server's pid
// and options files, and statistics being written.
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts']);
const SKIPPED_DIRS = new Set(['pg_wal', 'pg_stat_tmp', 'pg_replslot']);
const run = promisify(execFile);
const COPY_PREFIX = 'read-copy-';

/**
 * Removes copies a stopped or crashed process left in `dataDir` (read-copy-*): opened by one
 * process at a time (dir-lock.ts), so any found when it opens is nobody's.
 */
export async function removeStaleReadCopies(dataDir: string): Promise<void> {
  for (const name of await readdir(dataDir).catch(() => [] as string[]))
    if (name.startsWith(COPY_PREFIX)) await rm(join(dataDir, name), { recursive: true, force: true });
}

/**
 * A read-only copy of the embedded database in `dataPath`, taken online: pg_backup_start, the
 * files copied while the database keeps answering, pg_backup_stop, then the WAL written meanwhile
 * and the backup label, so that opening the copy replays the WAL to a consistent state.
 */
export async function pgliteReadCopy(client: PGliteInterface, dataPath: string): Promise<ReadCopy> {
  const dir = join(dirname(dataPath), `${COPY_PREFIX}${process.pid}-${Date.now()}`);
  await rm(dir, { recursive: true, force: true });
  // The copy's thread starts now and opens the copy once it is complete: its start (loading
  // PGlite, and under tsx the thread's own loader) is not waited for after the files are copied.
  let copied: (dir: string) => void = () => {};
  let notCopied: (err: unknown) => void = () => {};
  const files = new Promise<string>((resolve, reject) => {
    copied = resolve;
    notCopied = reject;
  });
  // A copy that fails while the thread still starts (the process's first: PGlite's WebAssembly
  // being compiled) rejects this before the thread awaits it; unhandled, that would end the process.
  files.catch(() => {});
  const thread = copyThread(files);
  // Its failure is this function's, thrown below; until then it has no other handler.
  thread.catch(() => {});
  try {
    await client.query(`select pg_backup_start('ironsite read copy', true)`);
    let label: string;
    let lastWal: string;
    try {
      // cp(1) in a process of its own: Node's fs.cp takes a turn of the loop per file, and the
      // loop is busy answering (4.7–12 s for the bench's 10k catalogue, against about a second).
      const sources = (await readdir(dataPath)).filter(
        (name) => !SKIPPED.has(name) && !SKIPPED_DIRS.has(name),
      );
      await mkdir(dir);
      await run('cp', ['-a', ...sources.map((name) => join(dataPath, name)), dir]);
      for (const name of SKIPPED_DIRS) await mkdir(join(dir, name), { recursive: true });
    } finally {
      const stop = await client.query<{ labelfile: string; last: string }>(
        'select labelfile, pg_walfile_name(lsn) as last from pg_backup_stop(false)',
      );
      label = stop.rows[0].labelfile;
      lastWal = stop.rows[0].last;
    }
    const first = /\(file ([0-9A-F]{24})\)/.exec(label)?.[1];
    if (!first) throw new Error('read copy: the backup label names no WAL file');
    const wal = join(dir, 'pg_wal');
    await mkdir(join(wal, 'archive_status'), { recursive: true });
    for (const name of await readdir(join(dataPath, 'pg_wal'))) {
      if (/^[0-9A-F]{24}$/.test(name) && name >= first && name <= lastWal)
        await copyFile(join(dataPath, 'pg_wal', name), join(wal, name));
    }
    await writeFile(join(dir, 'backup_label'), label);
    copied(dir);
    const copy = await thread;
    return {
      db: drizzlePglite({ client: copy.client, schema }) as unknown as Db,
      async close() {
        try {
          await copy.close();
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (err) {
    notCopied(err);
    await thread.catch(() => {});
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}

let compiled: Promise<WebAssembly.Module> | undefined;
/** PGlite's WebAssembly, compiled once for the process and handed to each copy's thread. */
const pgliteModule = () => {
  compiled ??= readFile(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm')).then(
    (bytes) => WebAssembly.compile(bytes),
  );
  return compiled;
};

/** The copy's thread (read-copy-worker.ts): from source (tsx, Vitest) or the production bundle. */
function spawnCopyWorker(module: WebAssembly.Module): Worker {
  if (import.meta.url.endsWith('.ts')) {
    // As the PDF threads do (services/documents/pdf-pool.ts): a loader in execArgv does not reach
    // a worker's entry on Node 20, so the thread registers tsx itself.
    const entry = new URL('./read-copy-worker.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
    return new Worker(boot, { eval: true, workerData: { module } });
  }
  return new Worker(new URL('./read-copy-worker.js', import.meta.url), { workerData: { module } });
}

/**
 * The copy opened on a thread of its own, and a client with PGlite's `query` that drizzle's
 * PGlite driver can use: each statement goes to the thread and its rows come back.
 */
async function copyThread(copied: Promise<string>) {
  const worker = spawnCopyWorker(await pgliteModule());
  const pending = new Map<number, { resolve: (r: unknown) => void; reject: (e: Error) => void }>();
  let next = 0;
  let failed: Error | null = null;
  const fail = (err: Error) => {
    failed = err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  let closed: () => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: CopyReply | { ready: boolean; message?: string } | { closed: true }) => {
      if ('ready' in message) {
        if (message.ready) resolve();
        else reject(new Error(`read copy: ${message.message}`));
      } else if ('closed' in message) closed();
      else {
        const p = pending.get(message.id);
        pending.delete(message.id);
        if (message.ok) p?.resolve(message.result);
        else p?.reject(Object.assign(new Error(message.message), { code: message.code }));
      }
    });
    worker.on('error', (err) => {
      reject(err);
      fail(err);
    });
    worker.on('exit', () => fail(new Error('read copy: its thread ended')));
  });
  // The thread may fail while the copy is still being made, before `ready` is awaited.
  ready.catch(() => {});
  try {
    worker.postMessage({ open: await copied } satisfies CopyOpen);
    await ready;
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  const client = {
    query(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
      if (failed) return Promise.reject(failed);
      const id = next++;
      const message: CopyQuery = {
        id,
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        rawTypes: Object.keys(options.parsers ?? {}).map(Number),
      };
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage(message);
      });
    },
  } as unknown as PGlite;
  return {
    client,
    async close() {
      const done = new Promise<void>((resolve) => {
        closed = resolve;
      });
      worker.postMessage({ close: true });
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      await worker.terminate();
    },
  };
}
