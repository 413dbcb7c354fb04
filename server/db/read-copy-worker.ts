import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

// The read copy's thread (read-copy.ts): opens the copied data directory and answers the main
// thread's statements, one at a time, read-only. Opening a PGlite (its start and the replay of
// the WAL the copy carries) and every statement it runs are WebAssembly on the thread that runs
// it: here, not on the thread that answers requests and runs the import.

/** A statement: drizzle's PGlite driver's options, its type parsers named by OID (all raw). */
export interface CopyQuery {
  id: number;
  sql: string;
  params: unknown[];
  rowMode: 'array' | 'object';
  rawTypes: number[];
}

export type CopyReply =
  | { id: number; ok: true; result: { rows: unknown[]; fields: unknown[]; affectedRows?: number } }
  | { id: number; ok: false; message: string; code?: string };

const SHARED_BUFFERS = '16MB';
const port = parentPort!;
const { module } = workerData as { module: WebAssembly.Module };

/** The data directory to open, sent once the copy is complete (the thread starts while it is made). */
export interface CopyOpen {
  open: string;
}

const openIn = async (dir: string) => {
  const db = await PGlite.create(dir, {
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
    // Compiled once by the main thread (read-copy.ts), not again for every copy.
    pgliteWasmModule: module,
    // Its buffers small: it lives for one import, beside the database's own in the same process.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
  await db.exec('set default_transaction_read_only = on');
  return db;
};
let opened: ReturnType<typeof openIn> | undefined;

port.on('message', async (message: CopyOpen | CopyQuery | { close: true }) => {
  if ('open' in message) {
    opened = openIn(message.open);
    opened.then(
      () => port.postMessage({ ready: true }),
      (err: Error) => port.postMessage({ ready: false, message: err.message }),
    );
    return;
  }
  const db = await (opened as ReturnType<typeof openIn>);
  if ('close' in message) {
    await db.close();
    port.postMessage({ closed: true });
    return;
  }
  const raw = (value: string) => value;
  const options: QueryOptions = {
    rowMode: message.rowMode,
    parsers: Object.fromEntries(message.rawTypes.map((oid) => [oid, raw])),
  };
  try {
    const { rows, fields, affectedRows } = await db.query(message.sql, message.params, options);
    port.postMessage({
      id: message.id,
      ok: true,
      result: { rows, fields, affectedRows },
    } satisfies CopyReply);
  } catch (err) {
    const e = err as Error & { code?: string };
    port.postMessage({ id: message.id, ok: false, message: e.message, code: e.code } satisfies CopyReply);
  }
});
