#!/usr/bin/env node
// `npm start`: serve the production build, building first when it is missing or older than the
// sources, so `npm install && npm start` is all a fresh machine needs.
import { spawnSync } from 'node:child_process';
import { buildIsFresh } from './build-freshness.mjs';

const OUT = process.env.BUILD_DIR ?? 'build';

const stale = !buildIsFresh('.', OUT);
if (stale) {
  console.log('start: the build is missing or stale, building first');
  const res = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

// Run the server in this process's place so signals reach it directly.
process.env.NODE_ENV ??= 'production';
await import(new URL(`../${OUT}/server/main.js`, import.meta.url).href);
