import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedBulk } from '../server/db/seed/bulk';
import { seedDemoIfEmpty } from '../server/db/seed/demo';

// npm run bench -- [--variants 1000] [--seconds 5] [--connections 10]
// Throughput and latency of the public API on a fresh catalogue: embedded PGlite in a temporary
// directory, or the empty PostgreSQL database named by BENCH_DATABASE_URL. Results go to
// bench/results/api-<db>-<variants>.json.
const { values } = parseArgs({
  options: {
    variants: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});
const variants = Number(values.variants);
const url = process.env.BENCH_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'ironsite-bench-'));
const database = await openDatabase(url ? { url, poolSize: Number(values.connections) } : { dataDir });
const kind = database.kind;

console.log(`bench: seeding demo content and ${variants} bulk variants on ${kind}…`);
await seedDemoIfEmpty(database.db, { uploadsDir: join(dataDir, 'uploads') });
const bulk = await seedBulk(database.db, { variants });
console.log(`bench: bulk seed took ${bulk.ms} ms`);

const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
});
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const sample = (
  await app.inject({ url: '/api/public/variants?per_page=1&sort_by=created_at&sort_order=desc' })
).json();
const anyId = sample.data[0].id;
const first = sample.data[0];
const endpoints: [string, string][] = [
  ['listing, first page', '/api/public/variants'],
  ['listing, page 50', '/api/public/variants?page=50'],
  [
    'listing, brand + category',
    `/api/public/variants?brand=${encodeURIComponent(first.product.brand.name)}&category=${encodeURIComponent(first.product.category.name)}`,
  ],
  ['listing, search', '/api/public/variants?search=loader'],
  ['listing, sort by price', '/api/public/variants?sort_by=price&sort_order=desc'],
  ['product detail', `/api/public/variants/${anyId}`],
  ['related products', `/api/public/variants/${anyId}/related`],
  ['news list', '/api/public/news'],
  ['hero settings', '/api/public/hero-settings'],
];

const rows = [];
for (const [name, path] of endpoints) {
  const result = await autocannon({
    url: `${address}${path}`,
    connections: Number(values.connections),
    duration: Number(values.seconds),
  });
  const row = {
    name,
    path,
    requests_per_second: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    errors: result.errors,
  };
  rows.push(row);
  console.log(
    `${name.padEnd(28)} ${String(row.requests_per_second).padStart(6)} req/s  p50 ${row.latency_p50_ms} ms  p99 ${row.latency_p99_ms} ms  non-2xx ${row.non_2xx}`,
  );
}

await app.close();
await database.close();
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/api-${kind}-${variants}.json`;
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), database: kind, variants: bulk.variants + 80, node: process.version, connections: Number(values.connections), seconds: Number(values.seconds), rows }, null, 2)}\n`,
);
console.log(`bench: results written to ${file}`);
