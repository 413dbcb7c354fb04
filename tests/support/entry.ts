import { join } from 'node:path';
import { buildIsStale } from '../../scripts/build-stale.mjs';

// How a test starts one of the server's entry points in a child process: from the production
// build when it is up to date (`npm test` builds before the API tests), else from the source
// through tsx. Transpiling the whole server costs seconds of CPU for every process a test starts.
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const ENTRIES = { main: 'server/main.ts', 'create-admin': 'server/cli/create-admin.ts' } as const;
let fresh: boolean | undefined;

/** The node arguments that run `entry`: `[script]` or `['--import', 'tsx', source]`. */
export function entryArgs(entry: keyof typeof ENTRIES): string[] {
  fresh ??= !buildIsStale(BUILD_DIR);
  return fresh ? [join(BUILD_DIR, 'server', `${entry}.js`)] : ['--import', 'tsx', ENTRIES[entry]];
}
