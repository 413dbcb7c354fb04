// Whether a production build is current: `npm start` and the resilience run both rebuild when it
// is missing or older than any of the files it is built from, listed once here.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What a build is made from, relative to the project root. */
const BUILD_SOURCES = [
  'server',
  'common',
  'app',
  'public',
  'package-lock.json',
  'scripts/build.mjs',
  'vite.config.ts',
  'react-router.config.ts',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when `outDir` holds a complete build (stamp and server) no older than its sources. */
export function buildIsFresh(root, outDir) {
  const stamp = join(outDir, '.stamp');
  return (
    existsSync(stamp) &&
    existsSync(join(outDir, 'server/main.js')) &&
    Math.max(...BUILD_SOURCES.map((s) => newestMtime(join(root, s)))) <= statSync(stamp).mtimeMs
  );
}
