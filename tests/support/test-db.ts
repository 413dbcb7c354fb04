import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/db/client';

// TEST_DB=postgres runs the API tests on the PostgreSQL server (TEST_DATABASE_URL, default the
// local `test` database); each test file gets its own fresh database, dropped afterwards, so runs
// never collide. Otherwise each file gets its own in-memory PGlite.
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: where a second handle (another instance) can connect. */
  url?: string;
  reset(): Promise<void>;
  destroy(): Promise<void>;
}

async function withAdminClient<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  let database: Database;
  let drop = async () => {};
  let url: URL | undefined;
  if (TEST_DB_KIND === 'postgres') {
    const name = `ironsite_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`));
    url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString(), poolSize: 5 });
    drop = () =>
      withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {});
  } else {
    const template = process.env.IRONSITE_PGLITE_TEMPLATE;
    database = await openDatabase(
      template && existsSync(template)
        ? { memory: true, template: new Blob([readFileSync(template)]) }
        : { memory: true },
    );
  }
  const tables = (
    (await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] }
  ).rows.map((r) => `"${r.tablename}"`);

  return {
    database,
    url: url?.toString(),
    async reset() {
      await database.db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
    },
    async destroy() {
      await database.close().catch(() => {}); // may already be closed by the test
      await drop();
    },
  };
}
