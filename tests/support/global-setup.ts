import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { type Db, dumpMigratedTemplate, openDatabase } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { databaseUrl, seedTemplate, TEMPLATE_ENV, withAdminClient } from './test-db';

// Migrate and seed once per run (docs/decisions/037-test-databases-from-a-template.md): every API
// test file then starts from a copy of this template instead of migrating and seeding its own.
export default async function setup() {
  if (process.env.TEST_DB === 'postgres') return postgresTemplate();
  const client = await PGlite.create('memory://', {
    extensions: { pg_trgm },
    loadDataDir: await dumpMigratedTemplate(),
  });
  await seedTemplate(drizzle(client, { schema }) as unknown as Db);
  // Without a checkpoint the copy would start by replaying the log, which moves each sequence on
  // by the values PostgreSQL logs ahead (the next parameter id would be 100, not 77).
  await client.exec('CHECKPOINT');
  const file = join(tmpdir(), `ironsite-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  process.env[TEMPLATE_ENV] = file;
}

/** A template database on the server; dropped when the run ends. */
async function postgresTemplate() {
  const name = `ironsite_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({ url: databaseUrl(name), poolSize: 1 });
  try {
    await seedTemplate(database.db);
  } finally {
    await database.close();
  }
  process.env[TEMPLATE_ENV] = name;
  return async () => {
    await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
}
