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
