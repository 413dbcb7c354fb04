import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIsStale } from '../../scripts/build-stale.mjs';
import { BUILD_DIR, type Fixtures, PORT_BASE, PROJECT_ROOT } from './support/env';
import { createDatabase, databaseUrl, dropDatabases } from './support/postgres';
import { flushPrefix, redisPrefix } from './support/redis';
import { startServer } from './support/server';

// Once per run: a current production build, then one demo-seeded embedded DATA_DIR and one
// demo-seeded PostgreSQL database that the scenarios copy, so no scenario pays for the demo seed
// (about 15 s of image rendering each).

/** Builds when the build is missing or older than the sources (as `npm start` does). */
function ensureBuild() {
  if (!buildIsStale(BUILD_DIR, PROJECT_ROOT)) return;
  console.log(`resilience: building into ${relative(PROJECT_ROOT, BUILD_DIR)}/`);
  const res = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: relative(PROJECT_ROOT, BUILD_DIR) },
  });
  if (res.status !== 0) throw new Error('resilience: the build failed');
}

/** Starts a server that seeds the demo content, waits until it is ready, and stops it cleanly. */
async function seededTemplate(port: number, dataDir: string, url?: string) {
  const started = Date.now();
  const server = await startServer({ port, dataDir, databaseUrl: url, seed: true, readyWithin: 120_000 });
  // The scenarios load server-rendered pages too: the build's site must be there.
  const home = await fetch(`${server.url}/`);
  if (home.status !== 200) throw new Error(`GET / answered ${home.status}: is ${BUILD_DIR}/web complete?`);
  const exit = await server.stop('SIGTERM');
  if (exit.code !== 0) throw new Error(`template server exited with ${exit.code}:\n${server.output()}`);
  console.log(`resilience: ${url ? 'PostgreSQL' : 'embedded'} template seeded in ${Date.now() - started} ms`);
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  ensureBuild();
  const root = mkdtempSync(join(tmpdir(), 'ironsite-resilience-'));
  const run = `r${process.pid}`;
  const prefix = `ironsite_resil_${process.pid}_`;
  const fixtures: Fixtures = {
    root,
    run,
    pgliteTemplate: join(root, 'template-pglite'),
    pgPrefix: prefix,
    pgTemplateDb: `${prefix}template`,
    pgTemplateUploads: join(root, 'template-pg'),
  };
  await createDatabase(fixtures.pgTemplateDb);
  await seededTemplate(PORT_BASE + 18, fixtures.pgliteTemplate);
  // The demo pictures are named by content: with them in place the second seed renders none.
  cpSync(join(fixtures.pgliteTemplate, 'uploads'), join(fixtures.pgTemplateUploads, 'uploads'), {
    recursive: true,
  });
  await seededTemplate(PORT_BASE + 19, fixtures.pgTemplateUploads, databaseUrl(fixtures.pgTemplateDb));
  project.provide('fixtures', fixtures);
  console.log(`resilience: templates ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${root})`);

  return async () => {
    await dropDatabases(prefix);
    // The Redis scenario deletes its keys itself; this catches a run that stopped halfway.
    await flushPrefix(redisPrefix(run)).catch(() => {});
    if (!process.env.RESILIENCE_KEEP) rmSync(root, { recursive: true, force: true });
  };
}
