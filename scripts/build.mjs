#!/usr/bin/env node
// Production build: bundles the server entry points into build/server (dependencies stay in
// node_modules). build/.stamp records when it was made; scripts/start.mjs rebuilds when stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const entryPoints = {
  main: 'server/main.ts',
  'create-admin': 'server/cli/create-admin.ts',
};

await build({
  entryPoints,
  outdir: 'build/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
mkdirSync('build', { recursive: true });
writeFileSync('build/.stamp', new Date().toISOString());
console.log('build: server bundled into build/server');
