import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dumpMigratedTemplate } from '../../server/db/client';

// Migrate once: every API test file then loads this dump into its own in-memory
// PGlite (under a second) instead of running the migrations again.
export default async function setup() {
  if (process.env.TEST_DB === 'postgres') return;
  const file = join(tmpdir(), `ironsite-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await dumpMigratedTemplate()).arrayBuffer()));
  process.env.IRONSITE_PGLITE_TEMPLATE = file;
}
