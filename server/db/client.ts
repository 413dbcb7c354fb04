import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/paths';
import { namingActorInPglite, namingActorInPool, namingActorInTransactions } from './acting-user';
import { acquireDirLock } from './dir-lock';
import { copyTemplateCluster } from './pglite-template';
import { pgliteReadCopy, type ReadCopy, removeStaleReadCopies } from './read-copy';
import { rowsOf } from './rows';
import * as schema from './schema';
import { takeTurns } from './turns';

/**
 * The database, or a transaction on it: `db.transaction((tx) => …)` hands over a `tx` that is a Db
 * too, so a service helper takes a Db and runs the same inside or outside a transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** True when every committed migration has been applied. */
  migrationsApplied(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Embedded on disk only: a read-only copy of the database as it is now, to answer public reads
   * while a long transaction holds it (read-copy.ts, decision 078).
   */
  openReadCopy?: () => Promise<ReadCopy>;
  /** PostgreSQL only: a new connection outside the pool, for a session of its own (LISTEN). */
  dedicatedClient?: (options?: pg.ClientConfig) => pg.Client;
}

type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string; templateCache?: string } // embedded, on disk, locked (pglite-template.ts)
  | { memory: true; template?: Blob }; // embedded, in memory (tests), optionally from a dumped data dir

// The contrib extensions the migrations create (search: decision 036).
const extensions = { pg_trgm, unaccent, fuzzystrmatch };

function journalLength(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  return journal.entries.length;
}

function helpers(db: Db) {
  return {
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrationsApplied() {
      const res = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const rows = rowsOf<{ n: number }>(res);
      return Number(rows[0]?.n ?? 0) >= journalLength();
    },
  };
}

/** A migrated, empty embedded database as a tarball: tests start from it instead of migrating each time. */
export async function dumpMigratedTemplate(): Promise<Blob> {
  const client = await PGlite.create('memory://', { extensions });
  await migratePglite(drizzlePglite(client, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
  const blob = await client.dumpDataDir('none');
  await client.close();
  return blob;
}

// Instances that start together on one database (a deploy, a scale-out) would race to apply the
// same migrations, and the loser stops on a duplicate (CREATE EXTENSION …). Under this session
// lock they migrate one at a time; the later ones find nothing left to do.
const MIGRATION_LOCK = 7_301_010; // arbitrary advisory-lock key for migrations
async function migrateOneAtATime(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg(client, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

// Connections per instance. Requests beyond it wait in Node, which is cheap; more connections
// than the database has cores to run them only make them queue for the CPU inside PostgreSQL
// (decision 013: at 50 concurrent listing requests on 2 cores, 50 connections gave a worse p99
// than 10). Several instances share the server's max_connections (100 by default).
export const DEFAULT_POOL_SIZE = 10;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if ('url' in opts) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? DEFAULT_POOL_SIZE,
      // An unreachable server (or a pool busy for this long) fails the request with a 503 instead
      // of holding it open; keep-alive notices a server that vanished without closing the socket.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    // An idle client that loses its server emits 'error'; without a listener the process dies.
    pool.on('error', () => {});
    // The audit trail's acting person rides on every write (acting-user.ts).
    const db = namingActorInTransactions(drizzleNodePg(namingActorInPool(pool), { schema }) as unknown as Db);
    await migrateOneAtATime(pool);
    return {
      db,
      kind: 'postgres',
      ...helpers(db),
      close: () => pool.end(),
      dedicatedClient: (options) => new pg.Client({ ...options, connectionString: opts.url }),
    };
  }
  const release = 'dataDir' in opts ? acquireDirLock(opts.dataDir) : () => {};
  try {
    const dataPath = 'dataDir' in opts ? join(opts.dataDir, 'pgdata') : 'memory://';
    if ('dataDir' in opts) await removeStaleReadCopies(opts.dataDir);
    const loadDataDir = 'template' in opts ? opts.template : undefined;
    const migrated = async (path: string, load?: Blob) => {
      const client = await PGlite.create(path, { extensions, loadDataDir: load });
      await migratePglite(drizzlePglite(client, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
      return client;
    };
    // A new data directory starts as a copy of the migrated cluster kept in the cache, when given.
    if ('dataDir' in opts && opts.templateCache)
      await copyTemplateCluster(dataPath, {
        cache: opts.templateCache,
        migrationsDir: MIGRATIONS_DIR,
        extensions,
        create: (path) => migrated(path),
      });
    const raw = takeTurns(await migrated(dataPath, loadDataDir));
    const client = namingActorInPglite(raw);
    // The audit trail's acting person rides on every write (acting-user.ts).
    const db = namingActorInTransactions(drizzlePglite(client, { schema }) as unknown as Db);
    return {
      db,
      kind: 'pglite',
      ...helpers(db),
      ...('dataDir' in opts ? { openReadCopy: () => pgliteReadCopy(raw, dataPath) } : {}),
      async close() {
        try {
          if (!client.closed) {
            await client.exec('CHECKPOINT');
            await client.close();
          }
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
