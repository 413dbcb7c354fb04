import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The project root is found by walking up to package.json, so the same code works from
// server/*.ts (tsx, vitest) and from the bundled build/server/*.js.
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot();
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'server/db/migrations');

/**
 * Demo pictures rendered at a first start, kept for the next data directory of this checkout (an
 * e2e server's, a new DATA_DIR's): rendering them costs seconds of CPU, copying them nothing.
 * Beside the installed packages, so a fresh install starts it afresh; git ignores it.
 */
export const DEMO_IMAGE_CACHE = join(PROJECT_ROOT, 'node_modules/.cache/ironsite-demo-images');

/**
 * A new embedded database's migrated cluster, kept for the next new DATA_DIR of this checkout
 * (server/db/pglite-template.ts): PGlite's initdb and the migrations run once, not at every first
 * start. Beside the installed packages, so a fresh install starts it afresh; git ignores it.
 */
export const DATABASE_TEMPLATE_CACHE = join(PROJECT_ROOT, 'node_modules/.cache/ironsite-pglite');
