#!/usr/bin/env node
// `npm start`: serve the production build, building first when it is missing or older than the
// sources, so `npm install && npm start` is all a fresh machine needs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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
const OUT = process.env.BUILD_DIR ?? 'build';
const STAMP = `${OUT}/.stamp`;

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

const stale =
  !existsSync(STAMP) ||
  !existsSync(`${OUT}/server/main.js`) ||
  Math.max(...SOURCES.map(newestMtime)) > statSync(STAMP).mtimeMs;
if (stale) {
  console.log('start: the build is missing or stale, building first');
  const res = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

// Run the server in this process's place so signals reach it directly.
process.env.NODE_ENV ??= 'production';
await import(new URL(`../${OUT}/server/main.js`, import.meta.url).href);
