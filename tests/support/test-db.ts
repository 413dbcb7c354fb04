import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { type Database, type Db, openDatabase } from '../../server/db/client';
import { databaseOn, withPgClient } from './pg-admin';

// Every API test starts from the seeded template (docs/decisions/037-test-databases-from-a-template.md):
// the migrated schema with the parameter dictionary the app loads at start, and nothing else.
// global-setup.ts builds it once per run: a PGlite data dump, or a PostgreSQL template database.
// A test file gets its own copy (PGlite: the dump loaded into memory; PostgreSQL: CREATE DATABASE
// … TEMPLATE, dropped afterwards, so runs never collide), and reset() before each test puts the
// copy's rows and sequences back to the template's, touching only what the last test changed.
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** Set by global-setup.ts: the PGlite dump file, or the PostgreSQL template database's name. */
export const TEMPLATE_ENV = 'IRONSITE_TEST_TEMPLATE';

export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: where a second handle (another instance) can connect. */
  url?: string;
  /** Back to the seeded template: the rows and sequences of every table, as the file started. */
  reset(): Promise<void>;
  /** From now on reset() puts back the rows as they are now (a block's seed, api.ts seedForBlock). */
  keepRows(): Promise<void>;
  /** reset() puts back the template's rows again. */
  dropKeptRows(): void;
  destroy(): Promise<void>;
}

export const withAdminClient = <T>(fn: (c: pg.Client) => Promise<T>) => withPgClient(ADMIN_URL, fn);

export const databaseUrl = (name: string) => databaseOn(ADMIN_URL, name);

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The seeded state every test starts from, on a migrated database: every table emptied, the
 * sequences restarted, then the dictionary the app seeds at start (as the app's own start would).
 */
export async function seedTemplate(db: Db): Promise<void> {
  const { ensureDictionary } = await import('../../server/services/parameters/seed-dictionary');
  const tables = rowsOf<{ tablename: string }>(
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  ).map((r) => ident(r.tablename));
  await db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
  await ensureDictionary(db);
}

interface Snapshot {
  /** Tables empty in the template: emptied again when they hold a row. */
  empty: string[];
  /** Tables with rows in the template: their rows (JSON) and a digest to tell whether they changed. */
  seeded: { table: string; columns: string; rows: string; digest: string }[];
  /** Each sequence's last value in the template (null: not yet used). */
  sequences: Map<string, { last: string | null; start: string }>;
}

const digestOf = (table: string) =>
  `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t)`;

async function snapshot(db: Db): Promise<Snapshot> {
  const tables = rowsOf<{ tablename: string }>(
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  ).map((r) => ident(r.tablename));
  const filled = rowsOf<Record<string, boolean>>(
    await db.execute(
      sql.raw(`select ${tables.map((t, i) => `exists(select 1 from ${t}) as t${i}`).join(', ')}`),
    ),
  )[0];
  const snap: Snapshot = { empty: [], seeded: [], sequences: new Map() };
  for (const [i, table] of tables.entries()) {
    if (!filled?.[`t${i}`]) {
      snap.empty.push(table);
      continue;
    }
    // Generated columns are computed again on insert; every other column is restored as it was.
    const columns = rowsOf<{ column_name: string }>(
      await db.execute(
        sql`select column_name from information_schema.columns
            where table_schema = 'public' and table_name = ${table.slice(1, -1).replaceAll('""', '"')}
              and is_generated = 'NEVER' order by ordinal_position`,
      ),
    )
      .map((c) => ident(c.column_name))
      .join(', ');
    const [row] = rowsOf<{ rows: string; digest: string }>(
      await db.execute(
        sql.raw(
          `select (select coalesce(json_agg(t), '[]')::text from ${table} t) as rows, ${digestOf(table)} as digest`,
        ),
      ),
    );
    snap.seeded.push({ table, columns, rows: row?.rows ?? '[]', digest: row?.digest ?? '' });
  }
  for (const s of await sequenceStates(db)) {
    snap.sequences.set(s.name, { last: s.last, start: s.start });
  }
  return snap;
}

async function sequenceStates(db: Db) {
  return rowsOf<{ name: string; last: string | null; start: string }>(
    await db.execute(
      sql`select format('%I.%I', schemaname, sequencename) as name, last_value::text as last,
                 start_value::text as start
          from pg_sequences where schemaname = 'public'`,
    ),
  );
}

/**
 * Puts the database back to the snapshot in two or three statements: one query finds the tables
 * that gained rows (or whose seeded rows changed) and the sequences that moved; only those are
 * emptied, refilled and set back. Triggers and foreign keys are off while it does so (replica
 * role), because it writes whole tables back as they were, the triggers' own work included.
 */
async function restore(db: Db, snap: Snapshot): Promise<void> {
  const probes = [
    ...snap.empty.map((t) => `exists(select 1 from ${t})`),
    ...snap.seeded.map((s) => `${digestOf(s.table)} <> '${s.digest}'`),
  ];
  const [changed] = rowsOf<Record<string, boolean>>(
    await db.execute(sql.raw(`select ${probes.map((p, i) => `${p} as c${i}`).join(', ')}`)),
  );
  const dirtyEmpty = snap.empty.filter((_, i) => changed?.[`c${i}`]);
  const dirtySeeded = snap.seeded.filter((_, i) => changed?.[`c${snap.empty.length + i}`]);
  const moved = (await sequenceStates(db)).filter((s) => snap.sequences.get(s.name)?.last !== s.last);
  if (!dirtyEmpty.length && !dirtySeeded.length && !moved.length) return;

  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const t of [...dirtyEmpty, ...dirtySeeded.map((s) => s.table)]) {
      await tx.execute(sql.raw(`delete from ${t}`));
    }
    for (const s of dirtySeeded) {
      await tx.execute(
        sql`${sql.raw(`insert into ${s.table} (${s.columns}) overriding system value select ${s.columns} from json_populate_recordset(null::${s.table}, `)}${s.rows}::json)`,
      );
    }
    for (const s of moved) {
      const was = snap.sequences.get(s.name);
      if (!was) continue;
      await tx.execute(
        was.last === null
          ? sql`select setval(${s.name}::regclass, ${was.start}::bigint, false)`
          : sql`select setval(${s.name}::regclass, ${was.last}::bigint, true)`,
      );
    }
  });
}

/** The PGlite template dump, read once per worker (43 MB: reading it costs half a second). */
let templateBlob: Blob | undefined;
function templateDump(): Blob | undefined {
  const template = process.env[TEMPLATE_ENV];
  if (!template || !existsSync(template)) return undefined;
  templateBlob ??= new Blob([readFileSync(template)]);
  return templateBlob;
}

async function copyOfTemplate(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const template = process.env[TEMPLATE_ENV];
  if (TEST_DB_KIND === 'postgres') {
    const name = `ironsite_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    // Without a template (a file run outside the vitest project) the copy is migrated and seeded here.
    await withAdminClient(async (c) => {
      await c.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
      // A test database is thrown away: its commits need not wait for the disk.
      await c.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
    });
    const url = databaseUrl(name);
    const database = await openDatabase({ url, poolSize: 5 });
    if (!template) await seedTemplate(database.db);
    const drop = () =>
      withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {});
    return { database, url, drop };
  }
  const dump = templateDump();
  const database = await openDatabase(dump ? { memory: true, template: dump } : { memory: true });
  if (!dump) await seedTemplate(database.db);
  return { database, drop: async () => {} };
}

/** A copy of the template of the caller's own, dropped by destroy(). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { database, url, drop } = await copyOfTemplate();
  const template = await snapshot(database.db);
  let kept: Snapshot | undefined;
  return {
    database,
    url,
    reset: () => restore(database.db, kept ?? template),
    async keepRows() {
      kept = await snapshot(database.db);
    },
    dropKeptRows() {
      kept = undefined;
    },
    async destroy() {
      await database.close().catch(() => {}); // may already be closed by the test
      await drop();
    },
  };
}

/**
 * What a test could leave behind that reset() does not put back: the schema (tables, columns,
 * indexes, constraints, triggers, functions) and the migrations recorded.
 */
async function schemaDigest(db: Db): Promise<string> {
  const [row] = rowsOf<{ digest: string }>(
    await db.execute(sql`select md5(string_agg(x, '|' order by x)) as digest from (
      select format('%s %s %s %s', c.relname, c.relkind, a.attname, format_type(a.atttypid, a.atttypmod)) as x
        from pg_class c left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where c.relnamespace = 'public'::regnamespace
      union all select format('%s %s', conrelid::regclass, conname) from pg_constraint
        where connamespace = 'public'::regnamespace
      union all select format('%s %s %s', tgrelid::regclass, tgname, tgenabled) from pg_trigger where not tgisinternal
      union all select p.oid::regprocedure::text from pg_proc p where p.pronamespace = 'public'::regnamespace
      union all select format('migrations %s', count(*)) from drizzle.__drizzle_migrations
    ) s`),
  );
  return row?.digest ?? '';
}

interface WorkerCopy {
  testDb: TestDatabase;
  schema: string;
}
/**
 * The worker's copy: forks with isolate: false run many files in one process, one at a time. Kept
 * on globalThis so that it outlives this module should the runner evaluate it again for a file.
 */
const WORKER_COPY = Symbol.for('ironsite.test.workerCopy');
const held = globalThis as { [WORKER_COPY]?: WorkerCopy };

/**
 * The worker's own copy of the template, put back to it; a new copy only when the last file closed
 * it or changed its schema. PGlite: a copy costs seconds of CPU (loading the 43 MB dump and
 * starting the database), putting one back costs two small queries when little changed, so every
 * file of a worker shares one. PostgreSQL: a copy per file as before (CREATE DATABASE … TEMPLATE
 * is cheap there, and a file may connect other instances to its database by its URL).
 * destroy() leaves the copy open for the next file.
 */
export async function workerTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB_KIND === 'postgres') return createTestDatabase();
  let copy = held[WORKER_COPY];
  if (!copy || !(await stillTheTemplate(copy))) {
    await copy?.testDb.destroy();
    const testDb = await createTestDatabase();
    copy = { testDb, schema: await schemaDigest(testDb.database.db) };
    held[WORKER_COPY] = copy;
  }
  const { testDb } = copy;
  testDb.dropKeptRows();
  // Back to the template before the file's app starts and reads from it (its settings, for one).
  await testDb.reset();
  return { ...testDb, destroy: async () => {} };
}

async function stillTheTemplate(copy: WorkerCopy): Promise<boolean> {
  try {
    return (await schemaDigest(copy.testDb.database.db)) === copy.schema;
  } catch {
    return false; // closed by the file that had it
  }
}
