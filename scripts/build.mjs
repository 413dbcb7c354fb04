#!/usr/bin/env node
// Production build: the React Router site (vite → build/web) and the Fastify server bundle
// (esbuild → build/server; dependencies stay in node_modules). build/.stamp records when it was
// made; scripts/start.mjs rebuilds when the sources are newer.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { build } from 'esbuild';

const out = process.env.BUILD_DIR ?? 'build'; // see react-router.config.ts

const site = spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
  stdio: 'inherit',
});
if (site.status !== 0) process.exit(site.status ?? 1);

const assets = `${out}/web/client/assets`;

// vite.config.ts groups modules into chunks by hand. Chunks that import each other in a circle
// can run one before the other is ready (a blank page with "Cannot read properties of undefined"):
// refuse such a build. Static imports only (`import … from"./x.js"`, `import"./x.js"`).
const chunkImports = new Map();
for (const name of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
  const code = readFileSync(`${assets}/${name}`, 'utf8');
  chunkImports.set(
    name,
    [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]),
  );
}
const settled = new Set();
const cycleFrom = (name, path = []) => {
  if (path.includes(name)) return [...path.slice(path.indexOf(name)), name];
  if (settled.has(name)) return null;
  for (const next of chunkImports.get(name) ?? []) {
    const cycle = cycleFrom(next, [...path, name]);
    if (cycle) return cycle;
  }
  settled.add(name);
  return null;
};
for (const name of chunkImports.keys()) {
  const cycle = cycleFrom(name);
  if (cycle) {
    console.error(`build: chunks import each other in a circle: ${cycle.join(' → ')}`);
    process.exit(1);
  }
}

// Hashed scripts and stylesheets, compressed once here rather than on every request: the server
// sends the .br or .gz beside each file to browsers that accept it (plugins/web.ts).
for (const name of readdirSync(assets).filter((n) => /\.(js|css)$/.test(n))) {
  const body = readFileSync(`${assets}/${name}`);
  writeFileSync(`${assets}/${name}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${assets}/${name}.br`,
    brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

// The admin scope's route modules, found by their names (server/api/admin-routes.ts): the bundle
// cannot read its sources' folder, so it is told their names here; esbuild bundles each of them
// through that module's import().
const adminRouteModules = readdirSync('server/api')
  .flatMap((file) => /^([a-z0-9-]+)-admin\.ts$/.exec(file)?.[1] ?? [])
  .sort();

await build({
  // The PDF drawing threads' entry beside main.js, where services/documents/pdf-pool.ts looks.
  entryPoints: {
    main: 'server/main.ts',
    'create-admin': 'server/cli/create-admin.ts',
    'prepare-first-start': 'server/cli/prepare-first-start.ts',
    'pdf-worker': 'server/services/documents/pdf-worker.ts',
    'read-copy-worker': 'server/db/read-copy-worker.ts',
  },
  outdir: `${out}/server`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  define: { __ADMIN_ROUTE_MODULES__: JSON.stringify(adminRouteModules) },
});
mkdirSync(out, { recursive: true });
writeFileSync(`${out}/.stamp`, new Date().toISOString());
// The demo's pictures and the migrated embedded database, which the first start copies
// (server/cli/prepare-first-start.ts); never fails the build.
spawnSync(process.execPath, [`${out}/server/prepare-first-start.js`], { stdio: 'inherit' });
console.log(`build: site in ${out}/web, server in ${out}/server`);
