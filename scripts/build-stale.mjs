// Whether a production build must be made before it is served: `npm start` and the resilience
// tests both build first when the build is missing or older than anything it is made from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SOURCES = [
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

/** True when `outDir` (relative to `root`, or absolute) holds no finished build or an older one. */
export function buildIsStale(outDir, root = process.cwd()) {
  const out = resolve(root, outDir);
  const stamp = join(out, '.stamp');
  return (
    !existsSync(stamp) ||
    !existsSync(join(out, 'server/main.js')) ||
    Math.max(...SOURCES.map((source) => newestMtime(resolve(root, source)))) > statSync(stamp).mtimeMs
  );
}
