import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { ReadCache } from '../server/caching/read-cache';
import { holdReadCache, releaseReadCache } from '../server/caching/registry';
import { loadConfig } from '../server/config';
import { DEFAULT_POOL_SIZE, openDatabase } from '../server/db/client';
import { seedBulk } from '../server/db/seed/bulk';
import { seedDemoIfEmpty } from '../server/db/seed/demo';
import { WEB_BUILD_DIR, webBuildExists } from '../server/plugins/web';
import { checkAnswer, describeVerdict, judge } from './lib/answers';
import { benchCatalogExport } from './lib/catalog-export';
import { benchCatalogImport } from './lib/catalog-import';
import { type CapturedResponse, startCeiling } from './lib/ceiling';
import { benchCommandSearch } from './lib/command-search';
import { benchDocuments, type DocumentRow } from './lib/documents';
import { inFlight, type LoadRow, load } from './lib/load';
import { measureServerMemory } from './lib/memory';
import { MIX_OPTIONS, mixFromArgs } from './lib/mix-args';
import { type ProfileRow, printProfile, startProfile, stopProfile } from './lib/profile';
import { benchQuotationPdf } from './lib/quotation-pdf';
import { machine, writeResults } from './lib/report';
import { benchResponseTimes } from './lib/response-times';
import { benchSearchCpu } from './lib/search-cpu';
import { benchSheetsFlood, distinctComparisons, type FloodRow } from './lib/sheets-flood';

// npm run bench -- [--variants 10000 | --scale N] [--seconds 5] [--connections 10] [--uncached-connections 10]
//                   [--phases uncached,documents,warm,ceiling,flood] [--pool N] [--profile]
//                   [--sheets-flood] [--flood-sheets 30] [--flood-connections 10]
// npm run bench -- --response-times [--leads 100000]: the lead desk's response-time report, the
// dashboard's health and the lead clock at scale, alone on a fresh database (bench/lib/response-times.ts).
// npm run bench -- --quotation-pdf [--runs 30]: a 3-line quotation's PDF through the PDF worker pool,
// its p50/p95 and size against the budgets, alone on a fresh database (bench/lib/quotation-pdf.ts).
// npm run bench -- --catalog-import [--variants 10000] [--import-rows 5000]: the catalogue import
// (dry run and apply of a CSV of the first rows), time and memory (bench/lib/catalog-import.ts).
// npm run bench -- --catalog-export [--variants 10000]: the catalogue export (XLSX and CSV) of the
// whole fresh catalogue, time and memory, alone (bench/lib/catalog-export.ts).
// npm run bench -- --search-cpu [--rounds 6] [--seconds 5]: a search's server CPU per request
// against the listing's first page, one connection, in turning rounds (bench/lib/search-cpu.ts).
// npm run bench -- --command-search [--variants 10000] [--leads 50000]: the back office's Cmd+K
// search, p95 per kind of term as an admin and a sales rep, alone (bench/lib/command-search.ts).
// npm run bench -- --mix [--duration 60] [--connections 20] …: the mixed-traffic benchmark
// alone on the same fresh catalogue (bench/lib/mix.ts, its options in bench/lib/mix-args.ts).
//
// Throughput and latency of the public API and the server-rendered pages on a fresh catalogue:
// embedded PGlite in a temporary directory, or the empty PostgreSQL database named by
// BENCH_DATABASE_URL. Build the site first (`npm run build`; BUILD_DIR is honoured) or the page
// rows are skipped. Three phases, one process, one machine:
//  1. uncached: the listing and search with the read cache stepping aside (every read goes to the
//     database), at --uncached-connections (the p99 targets are for 10), each row after a
//     discarded second of the same load and on an idle server, its answer checked first and
//     its p99 held against the target of its scale (bench/lib/answers.ts);
//  2. warm: every endpoint with the read cache on, at --connections;
//  3. ceiling: each endpoint's own response body served by a bare Fastify route, same load —
//     each warm row reports its throughput as a share of that.
// Results go to bench/results/api-<db>-<variants>.json; a run of only some phases (--phases, for
// iterating on one of them) goes to api-<db>-<variants>-<phases>.json, so it never overwrites the
// full run's file. The ceiling phase needs the warm one (it serves the bodies warm captured).
// flood: another visitor's cached reads (an API read, a page) alone and while one address asks
// for --flood-sheets distinct comparison sheets over --flood-connections as fast as it can, with
// the per-address limit of fresh drawings and without it (bench/lib/sheets-flood.ts).
// --sheets-flood runs that phase alone.
// --profile samples the server's CPU during each uncached endpoint's run (bench/lib/profile.ts):
// the .cpuprofile files go to bench/results/profiles/<db>-<variants>/, the summary by module to the
// results file; the profiler slows the server, so its throughput is not the unprofiled one.
const { values } = parseArgs({
  options: {
    variants: { type: 'string', default: '10000' },
    scale: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string' },
    'uncached-connections': { type: 'string', default: '10' },
    phases: { type: 'string', default: 'uncached,documents,warm,ceiling' },
    pool: { type: 'string' },
    profile: { type: 'boolean', default: false },
    'sheets-flood': { type: 'boolean', default: false },
    'flood-sheets': { type: 'string', default: '30' },
    'flood-connections': { type: 'string', default: '10' },
    mix: { type: 'boolean', default: false },
    'response-times': { type: 'boolean', default: false },
    leads: { type: 'string' },
    'command-search': { type: 'boolean', default: false },
    'quotation-pdf': { type: 'boolean', default: false },
    'catalog-export': { type: 'boolean', default: false },
    'catalog-import': { type: 'boolean', default: false },
    'search-cpu': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '6' },
    'import-rows': { type: 'string', default: '5000' },
    runs: { type: 'string', default: '30' },
    ...MIX_OPTIONS,
  },
});
const PHASES = ['uncached', 'documents', 'warm', 'ceiling', 'flood'] as const;
const phases = new Set((values['sheets-flood'] ? 'flood' : values.phases).split(',').map((p) => p.trim()));
for (const p of phases) {
  if (!(PHASES as readonly string[]).includes(p))
    throw new Error(`bench: unknown phase "${p}" (${PHASES.join(', ')})`);
}
if (phases.has('ceiling') && !phases.has('warm'))
  throw new Error('bench: the ceiling phase needs the warm phase');
const allPhases = PHASES.every((p) => phases.has(p));
const variants = Number(values.scale ?? values.variants);
const seconds = Number(values.seconds);
const connections = Number(values.connections ?? (values.mix ? 20 : 10));
const uncachedConnections = Number(values['uncached-connections']);
const url = process.env.BENCH_DATABASE_URL;
// PostgreSQL: the pool the server runs with (server/db/client.ts) unless --pool says otherwise.
// One connection per autocannon connection (as before) measured worse: 50 busy backends on two
// cores queue for the CPU instead of in Node (decision 013).
const poolSize = values.pool ? Number(values.pool) : DEFAULT_POOL_SIZE;
const dataDir = mkdtempSync(join(tmpdir(), 'ironsite-bench-'));
const database = await openDatabase(url ? { url, poolSize } : { dataDir });
const kind = database.kind;
const loadBefore = loadavg();

if (values['response-times'] || values['quotation-pdf'] || values['command-search']) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
  });
  if (values['quotation-pdf']) await benchQuotationPdf({ database, config, runs: Number(values.runs) });
  else if (values['command-search'])
    await benchCommandSearch({ database, config, dataDir, variants, leads: Number(values.leads ?? 50_000) });
  else await benchResponseTimes({ database, config, leads: Number(values.leads ?? 100_000) });
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit();
}

console.log(`bench: seeding demo content and ${variants} bulk variants on ${kind}…`);
await seedDemoIfEmpty(database.db, { uploadsDir: join(dataDir, 'uploads') });
const bulk = await seedBulk(database.db, { variants });
console.log(`bench: bulk seed took ${bulk.ms} ms`);
// A catalogue just written in bulk has no planner statistics and no visibility map until
// autovacuum gets to it; a live one has both. Without this the spec filters' first minutes are
// measured with blind plans and without index-only scans.
await database.db.execute(sql`vacuum analyze`);

const web = webBuildExists();
if (!web) console.warn(`bench: no site build in ${WEB_BUILD_DIR}; server-rendered pages are skipped`);
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
});

if (values['catalog-import']) {
  await benchCatalogImport({ database, config, rows: Number(values['import-rows']), web });
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit();
}

if (values['search-cpu']) {
  await benchSearchCpu({
    database,
    config,
    rounds: Number(values.rounds),
    seconds,
    variants,
    profile: values.profile,
  });
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit();
}

if (values['catalog-export']) {
  await benchCatalogExport({ database, config });
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit();
}

if (values.mix) {
  await mixFromArgs(values, { database, config, web, connections, variants, dataDir });
  process.exit(0);
}

const print = (phase: string, name: string, row: LoadRow, extra = '') =>
  console.log(
    `${phase.padEnd(9)} ${name.padEnd(28)} ${String(row.requests_per_second).padStart(6)} req/s  p50 ${row.latency_p50_ms} ms  p99 ${row.latency_p99_ms} ms  ${row.server_cpu_us_per_request} µs CPU/req  non-2xx ${row.non_2xx}${extra}`,
  );

// Phase 1: uncached. A cache that keeps nothing (read-cache.ts `keep: false`): every read goes to
// the database, none joins another in flight. Its bus is live, so what production keeps beside
// the answers — the parameter dictionary — is kept here too,
// and read again after a write as there. (Until 25 Nov 2026 the bus was never live here, so the
// dictionary was read for every request.) The app takes this cache because it is already held.
const bypass = await holdReadCache(database.db, async () => new ReadCache({ keep: false }));
let app = await buildApp({ config, database, logger: false, web });
let origin = await app.listen({ port: 0, host: '127.0.0.1' });
// Every row starts on an idle server (bench/lib/load.ts inFlight; since 25 Nov 2026).
let answering = inFlight(app.server);

const sample = (
  await app.inject({ url: '/api/public/variants?per_page=1&sort_by=created_at&sort_order=desc' })
).json();
const first = sample.data[0];
const anyId = first.id;
// The flood's comparisons: distinct sets of the first machines written (bench/lib/sheets-flood.ts).
const floodMachines = (
  await app.inject({ url: '/api/public/variants?per_page=24&sort_by=created_at&sort_order=asc' })
).json().data as { id: number }[];
const brandAndCategory = `brand=${encodeURIComponent(first.product.brand.name)}&category=${encodeURIComponent(first.product.category.name)}`;

// Spec filters (docs/product.md §17): the largest category with two numeric filters, each from
// its lowest value to the middle of its range (metric display units, as the facets give them).
type BenchFacet = { key: string; min?: number | null; max?: number | null };
const facetsOf = async (query: string) =>
  (await app.inject({ url: `/api/public/facets?${query}` })).json().data as {
    categories: { name: string; count: number }[];
    parameters: BenchFacet[];
  };
const ranged = (f: BenchFacet): f is BenchFacet & { min: number; max: number } =>
  typeof f.min === 'number' && typeof f.max === 'number' && f.max > f.min;
let specQuery = '';
const largest = (await facetsOf('')).categories.sort((a, b) => b.count - a.count);
for (const { name } of largest) {
  const inCategory = `category=${encodeURIComponent(name)}`;
  const numeric = (await facetsOf(inCategory)).parameters.filter(ranged).slice(0, 2);
  if (numeric.length < 2) continue;
  const mid = (f: { min: number; max: number }) => Number(((f.min + f.max) / 2).toPrecision(3));
  specQuery = [inCategory, ...numeric.map((f) => `spec.${f.key}=${f.min}..${mid(f)}`)].join('&');
  break;
}
if (!specQuery) throw new Error('bench: no category has two numeric spec filters');
console.log(`bench: spec filters ${decodeURIComponent(specQuery)}`);

const uncachedEndpoints: [string, string][] = [
  ['listing, first page', '/api/public/variants'],
  ['listing, brand + category', `/api/public/variants?${brandAndCategory}`],
  ['listing, search', '/api/public/variants?search=loader'],
  // What buyers type (decision 036): a misspelling and a synonym.
  ['search, misspelt', '/api/public/variants?search=loder'],
  ['search, synonym', '/api/public/variants?search=payloader'],
  ['listing, category + 2 specs', `/api/public/variants?${specQuery}`],
  ['facets for it', `/api/public/facets?${specQuery}`],
];
const uncached = [];
const profiles: ProfileRow[] = [];
if (phases.has('uncached')) {
  for (const [name, path] of uncachedEndpoints) {
    const problems = await checkAnswer(app, database.db, path);
    // One discarded second at the same load first (since 25 Nov 2026): the row measures the
    // steady state, not the compiler's first pass over its code nor the database's first plan.
    await load(origin, path, { connections: uncachedConnections, seconds: 1 });
    await answering.idle();
    if (values.profile) await startProfile();
    const row = await load(origin, path, { connections: uncachedConnections, seconds });
    const verdict = judge(row, variants, problems);
    uncached.push({ name, path, connections: uncachedConnections, ...row, ...verdict });
    print('uncached', name, row, describeVerdict(verdict));
    if (values.profile) {
      const profile = await stopProfile(name, row, `bench/results/profiles/${kind}-${variants}`);
      profiles.push(profile);
      printProfile(profile);
    }
  }
  if (bypass.stats.hits + bypass.stats.misses > 0 || bypass.stats.bypassed === 0) {
    throw new Error(`bench: the uncached phase used the cache (${JSON.stringify(bypass.stats)})`);
  }
}
// The PDF sheets (docs/product.md §22), drawn afresh each time: the cache above steps aside, so
// neither a kept sheet nor a kept response answers. Demo machines (the first written) have pictures.
let documents: DocumentRow[] = [];
if (phases.has('documents')) {
  const demo = (
    await app.inject({ url: '/api/public/variants?per_page=4&sort_by=created_at&sort_order=asc' })
  ).json().data as { id: number }[];
  const ids = demo.map((v) => v.id);
  documents = await benchDocuments(app, [
    ['sheet: machine (metric)', `/products/${ids[0]}/spec-sheet.pdf`],
    ['sheet: machine (imperial)', `/products/${ids[0]}/spec-sheet.pdf?units=imperial`],
    ['sheet: 4 machines compared', `/compare/spec-sheet.pdf?ids=${ids.join(',')}`],
  ]);
  for (const d of documents) {
    console.log(
      `documents ${d.name.padEnd(28)} p50 ${d.p50_ms} ms  p95 ${d.p95_ms} ms  ${(d.bytes / 1024).toFixed(1)} KB  (${d.runs} runs)`,
    );
  }
}
await app.close();
await releaseReadCache(database.db);

const rows = [];
if (phases.has('warm')) {
  // Phase 2: warm, with the application's own read cache.
  app = await buildApp({ config, database, logger: false, web });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  answering = inFlight(app.server);
  const endpoints: [string, string][] = [
    ['listing, first page', '/api/public/variants'],
    ['listing, page 50', '/api/public/variants?page=50'],
    ['listing, brand + category', `/api/public/variants?${brandAndCategory}`],
    ['listing, search', '/api/public/variants?search=loader'],
    // What buyers type (decision 036): a misspelling and a synonym.
    ['search, misspelt', '/api/public/variants?search=loder'],
    ['search, synonym', '/api/public/variants?search=payloader'],
    ['listing, sort by price', '/api/public/variants?sort_by=price&sort_order=desc'],
    ['product detail', `/api/public/variants/${anyId}`],
    ['related products', `/api/public/variants/${anyId}/related`],
    ['news list', '/api/public/news'],
    ['hero settings', '/api/public/hero-settings'],
    ...(web
      ? ([
          ['page: home (SSR)', '/'],
          ['page: product (SSR)', `/products/${anyId}`],
        ] as [string, string][])
      : []),
  ];

  const captured: CapturedResponse[] = [];
  for (const [name, path] of endpoints) {
    const response = await app.inject({ url: path });
    if (response.statusCode !== 200)
      throw new Error(`bench: ${name} (${path}) answered ${response.statusCode}`);
    captured.push({ contentType: String(response.headers['content-type']), body: response.rawPayload });
  }

  // Phase 3 runs beside phase 2: each endpoint's ceiling right after the app's own run, so both
  // meet the same moment of a shared machine's load. Two ratios: throughput, and CPU per request
  // of this process (the server), which hardly moves with the load of others.
  const ceiling = phases.has('ceiling') ? await startCeiling(captured) : null;
  for (const [i, [name, path]] of endpoints.entries()) {
    await answering.idle();
    const row = await load(origin, path, { connections, seconds });
    const warm = { name, path, response_bytes: captured[i].body.length, ...row };
    print('warm', name, row);
    if (!ceiling) {
      rows.push(warm);
      continue;
    }
    const bare = await load(ceiling.origin, `/ceiling/${i}`, { connections, seconds });
    const ratio = Math.round((row.requests_per_second / bare.requests_per_second) * 1000) / 1000;
    const cpuRatio =
      Math.round((bare.server_cpu_us_per_request / row.server_cpu_us_per_request) * 1000) / 1000;
    rows.push({
      ...warm,
      ceiling_requests_per_second: bare.requests_per_second,
      ceiling_server_cpu_us_per_request: bare.server_cpu_us_per_request,
      ratio_of_ceiling: ratio,
      cpu_ratio_of_ceiling: cpuRatio,
    });
    print(
      'ceiling',
      name,
      bare,
      `  → app at ${(ratio * 100).toFixed(0)} % (by CPU per request: ${(cpuRatio * 100).toFixed(0)} %)`,
    );
  }
  await app.close();
  await ceiling?.close();
}
let flood: FloodRow[] = [];
if (phases.has('flood')) {
  const count = Number(values['flood-sheets']);
  flood = await benchSheetsFlood({
    database,
    config,
    web,
    seconds,
    connections: 2,
    floodConnections: Number(values['flood-connections']),
    count,
    comparisons: distinctComparisons(
      floodMachines.map((m) => m.id),
      count * 4,
    ),
    reads: [
      ['API: product detail', `/api/public/variants/${anyId}`],
      ...(web ? ([['page: product (SSR)', `/products/${anyId}`]] as [string, string][]) : []),
    ],
  });
}
await database.close();
// The built server alone on this database, under the same load (docs/performance.md, Memory).
// A profiled run measures no memory: its point is the profile, and the step takes a pass of its own.
const memoryPaths = [...uncached, ...rows].map((r) => r.path);
const memory =
  values.profile || memoryPaths.length === 0
    ? null
    : await measureServerMemory({
        databaseUrl: url,
        dataDir,
        paths: memoryPaths,
        seconds,
        connections,
      });
rmSync(dataDir, { recursive: true, force: true });

const suffix = `${allPhases ? '' : `-${[...phases].join('-')}`}${values.profile ? '-profile' : ''}`;
const report = {
  date: new Date().toISOString(),
  database: kind,
  variants: bulk.variants + 80,
  bulk_seed_ms: bulk.ms,
  ...machine(loadBefore),
  seconds,
  connections,
  pool_size: url ? poolSize : null,
  site: web ? WEB_BUILD_DIR : null,
  rows,
  uncached,
  memory,
  documents,
  flood,
  ...(values.profile ? { profiles } : {}),
};
const file = writeResults(`api-${kind}-${variants}${suffix}`, report);
console.log(`bench: results written to ${file}`);
if (uncached.some((row) => !row.correct)) {
  console.error('bench: some uncached answers were wrong (see "problems" above and in the results)');
  process.exitCode = 1;
}
