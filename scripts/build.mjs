#!/usr/bin/env node
// Production build: the React Router site (vite → build/web) and the Fastify server bundle
// (esbuild → build/server; dependencies stay in node_modules). build/.stamp records when it was
// made; scripts/start.mjs rebuilds when the sources are newer.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const out = process.env.BUILD_DIR ?? 'build'; // see react-router.config.ts

const site = spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
  stdio: 'inherit',
});
if (site.status !== 0) process.exit(site.status ?? 1);

await build({
  entryPoints: { main: 'server/main.ts', 'create-admin': 'server/cli/create-admin.ts' },
  outdir: `${out}/server`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
mkdirSync(out, { recursive: true });
writeFileSync(`${out}/.stamp`, new Date().toISOString());
console.log(`build: site in ${out}/web, server in ${out}/server`);
