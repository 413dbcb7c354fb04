import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { signedInApp } from './bench-staff';
import { type CapturedResponse, startCeiling } from './ceiling';
import { inFlight } from './load';
import type { MixClientConfig, MixClientResult } from './mix-client';
import { MIX_KIND_NAMES, MIX_KINDS, type MixKind, type MixUniverse, mulberry32 } from './mix-plan';
import { type ProfileRow, printProfile, startProfile, stopProfile } from './profile';
import { loadAverages } from './report';

// The mixed-traffic benchmark (`npm run bench -- --mix`), the headline figure of docs/performance.md:
// the application as it runs (its read cache and kept responses on) under a realistic mix of
// public pages and API reads (bench/lib/mix-plan.ts), about 1 in 5 of them an address not asked
// for before, while an admin saves a variant through the admin API every 10 s (each save empties
// the caches, as in production). Then the same sequence of request kinds against a bare Fastify
// serving one captured body per kind: the ceiling of this machine for those bytes, in the same run.

interface MixOptions {
  database: Database;
  config: Config;
  seconds: number;
  warmupSeconds: number;
  ceilingSeconds: number;
  connections: number;
  adminEverySeconds: number;
  seed: number;
  unseenShare: number;
  /** Sample the server's CPU over the measured window (bench/lib/profile.ts). */
  profile?: string;
}

interface AdminSave {
  at_s: number;
  status: number | 'error';
  ms: number;
}

interface MixRun extends MixClientResult {
  requests_per_second: number;
  /** The server's process CPU (user + system) over the measured window ÷ requests answered. */
  server_cpu_us_per_request: number;
}

interface MixReport {
  connections: number;
  warmup_seconds: number;
  unseen_share_target: number;
  kinds_of_new_requests: typeof MIX_KINDS;
  catalogue: { variants: number; brands: number; categories: number; searches: number };
  load_average_before: number[];
  load_average_after: number[];
  app: MixRun;
  admin_saves: AdminSave[];
  ceiling: MixRun;
  ratio_of_ceiling: number;
  cpu_ratio_of_ceiling: number;
  profile?: ProfileRow;
}

const ADMIN = { email: 'bench-mix@example.ph', password: 'Mixed-Traffic-Bench-2026!', name: 'Bench' };

// What visitors type (most frequent first): the kinds of machine, the trade's local words and
// typos, whatever the catalogue's search answers for them today.
const SEARCHES = [
  'loader',
  'excavator',
  'crane',
  'generator',
  'forklift',
  'batching plant',
  'mixer',
  'pump',
  'roller',
  'wheel loader',
  'payloader',
  'asphalt plant',
  'mini excavator',
  'transit mixer',
  'genset',
  'boom truck',
  'backhoe',
  'loaders',
  'loder',
  'dozer',
  'batching plant 60',
];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The catalogue the mix draws from, read through the public API (and the listed ids from SQL). */
async function readUniverse(app: Awaited<ReturnType<typeof buildApp>>, database: Database, seed: number) {
  type Facets = {
    brands: { name: string; count: number }[];
    categories: { name: string; count: number }[];
    parameters: { key: string; min?: number | null; max?: number | null }[];
  };
  const facetsOf = async (query: string) => {
    const response = await app.inject({ url: `/api/public/facets${query}` });
    if (response.statusCode !== 200) throw new Error(`bench: facets${query} answered ${response.statusCode}`);
    return response.json().data as Facets;
  };
  const all = await facetsOf('');
  const byCount = (a: { count: number }, b: { count: number }) => b.count - a.count;
  const categories: MixUniverse['categories'] = [];
  for (const { name } of all.categories.sort(byCount)) {
    const { parameters } = await facetsOf(`?${new URLSearchParams({ category: name })}`);
    const ranges = parameters
      .filter((p) => typeof p.min === 'number' && typeof p.max === 'number' && p.max > p.min)
      .slice(0, 3)
      .map((p) => ({ key: p.key, min: p.min as number, max: p.max as number }));
    categories.push({ name, ranges });
  }
  const ids = rowsOf<{ id: number }>(
    await database.db.execute(
      sql`select variant_id as id from variant_listing where listed order by variant_id`,
    ),
  ).map((r) => Number(r.id));
  // Popularity is not the order of creation: a seeded shuffle decides which machines are the hits.
  const random = mulberry32(seed ^ 0x5eed);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  const brands = all.brands.sort(byCount).map((b) => b.name);
  const searches = [...SEARCHES, ...brands.slice(0, 5).map((b) => b.split(' ')[0].toLowerCase())];
  return { variants: ids, brands, categories, searches } satisfies MixUniverse;
}

const CLIENT = fileURLToPath(new URL('./mix-client.ts', import.meta.url));

/** One run of the load generator; the server's CPU is read over its measured window only. */
function runClient(config: MixClientConfig, onMeasuring: () => void = () => {}): Promise<MixRun> {
  const dir = mkdtempSync(join(tmpdir(), 'ironsite-mix-'));
  const file = join(dir, 'config.json');
  writeFileSync(file, JSON.stringify(config));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLIENT, file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let cpuFrom: NodeJS.CpuUsage | null = null;
    let cpu: NodeJS.CpuUsage | null = null;
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      if (!cpuFrom && out.includes('measuring\n')) {
        cpuFrom = process.cpuUsage();
        onMeasuring();
      }
      // The result is one line after the loops end; the CPU window closes when it starts to arrive.
      if (cpuFrom && !cpu && out.includes('\n{')) cpu = process.cpuUsage(cpuFrom);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`bench: the mix client exited with ${code}: ${err.trim()}`));
      const line = out.trim().split('\n').at(-1) ?? '';
      try {
        const result = JSON.parse(line) as MixClientResult;
        const used = cpu ?? (cpuFrom ? process.cpuUsage(cpuFrom) : { user: 0, system: 0 });
        resolve({
          ...result,
          requests_per_second: Math.round(result.requests / result.seconds),
          server_cpu_us_per_request:
            result.requests > 0 ? Math.round((used.user + used.system) / result.requests) : 0,
        });
      } catch {
        reject(new Error(`bench: the mix client printed no result: ${out.slice(-300)} ${err.slice(0, 300)}`));
      }
    });
  });
}

export async function runMix(opts: MixOptions): Promise<MixReport> {
  const { database, config } = opts;
  const { app, origin, token } = await signedInApp(database, config, ADMIN, true);
  const answering = inFlight(app.server);
  try {
    const universe = await readUniverse(app, database, opts.seed);
    console.log(
      `bench: mix over ${universe.variants.length} variants, ${universe.brands.length} brands, ${universe.categories.length} category names, ${universe.searches.length} searches`,
    );

    // The save: the most popular machine's price, one peso up and down, as its editor's form would.
    const edited = universe.variants[0];
    const saves: AdminSave[] = [];
    let saving: Promise<void> = Promise.resolve();
    let measuringSince = 0;
    const save = async () => {
      const started = performance.now();
      const status = await fetch(`${origin}/api/admin/variants/${edited}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ price: 1_000_000 + (saves.length % 2) }),
      }).then(
        async (r) => {
          await r.arrayBuffer();
          return r.status;
        },
        () => 'error' as const,
      );
      const at = (started - measuringSince) / 1000;
      saves.push({ at_s: Math.round(at * 10) / 10, status, ms: Math.round(performance.now() - started) });
    };

    // One body per kind for the ceiling: what the head of the mix answers.
    const representative: Record<MixKind, string> = {
      'page: home': '/',
      'page: product': `/products/${edited}`,
      'page: listing': '/products',
      'api: variant': `/api/public/variants/${edited}`,
      'api: listing': '/api/public/variants',
      'api: facets': '/api/public/facets',
      'api: search': '/api/public/variants?search=loader',
    };
    const captured: CapturedResponse[] = [];
    for (const kind of MIX_KIND_NAMES) {
      const response = await app.inject({ url: representative[kind] });
      if (response.statusCode !== 200)
        throw new Error(`bench: ${kind} (${representative[kind]}) answered ${response.statusCode}`);
      captured.push({ contentType: String(response.headers['content-type']), body: response.rawPayload });
    }

    const loadBefore = loadavg();
    const common = {
      connections: opts.connections,
      seed: opts.seed,
      unseenShare: opts.unseenShare,
      universe,
    };
    let timer: NodeJS.Timeout | undefined;
    console.log(
      `bench: mix on the app, ${opts.connections} connections, ${opts.warmupSeconds} s warm-up + ${opts.seconds} s, an admin save every ${opts.adminEverySeconds} s…`,
    );
    const appRun = await runClient(
      { ...common, origin, warmupSeconds: opts.warmupSeconds, seconds: opts.seconds },
      () => {
        measuringSince = performance.now();
        if (opts.profile) void startProfile();
        timer = setInterval(() => {
          saving = saving.then(save);
        }, opts.adminEverySeconds * 1000);
      },
    );
    clearInterval(timer);
    const profile = opts.profile ? await stopProfile('mix', appRun, opts.profile) : undefined;
    if (profile) printProfile(profile);
    await saving;
    await answering.idle();

    const ceiling = await startCeiling(captured);
    const paths = Object.fromEntries(MIX_KIND_NAMES.map((kind, i) => [kind, `/ceiling/${i}`])) as Record<
      MixKind,
      string
    >;
    console.log(`bench: the same mix of kinds on a bare Fastify (the ceiling), ${opts.ceilingSeconds} s…`);
    const ceilingRun = await runClient({
      ...common,
      origin: ceiling.origin,
      warmupSeconds: Math.min(2, opts.warmupSeconds),
      seconds: opts.ceilingSeconds,
      ceiling: paths,
    });
    await ceiling.close();

    const saveErrors = saves.filter((s) => typeof s.status !== 'number' || s.status >= 400).length;
    const app_ = { ...appRun, errors: appRun.errors + saveErrors };
    const ratio = (n: number) => Math.round(n * 1000) / 1000;
    return {
      connections: opts.connections,
      warmup_seconds: opts.warmupSeconds,
      unseen_share_target: opts.unseenShare,
      kinds_of_new_requests: MIX_KINDS,
      catalogue: {
        variants: universe.variants.length,
        brands: universe.brands.length,
        categories: universe.categories.length,
        searches: universe.searches.length,
      },
      ...loadAverages(loadBefore),
      app: app_,
      admin_saves: saves,
      ceiling: ceilingRun,
      ratio_of_ceiling: ratio(appRun.requests_per_second / ceilingRun.requests_per_second),
      cpu_ratio_of_ceiling: ratio(ceilingRun.server_cpu_us_per_request / appRun.server_cpu_us_per_request),
      ...(profile ? { profile } : {}),
    };
  } finally {
    await app.close();
  }
}

/** The report as a few lines on the console. */
export function printMix(report: MixReport): void {
  const row = (name: string, r: MixRun) =>
    console.log(
      `mix ${name.padEnd(16)} ${String(r.requests_per_second).padStart(6)} req/s  p50 ${r.latency_p50_ms} ms  p95 ${r.latency_p95_ms} ms  p99 ${r.latency_p99_ms} ms  max ${r.latency_max_ms} ms  ${r.server_cpu_us_per_request} µs CPU/req  errors ${r.errors}  (${r.requests} requests: ${r.unseen} new, ${r.kept} kept answers; ${r.distinct} addresses)`,
    );
  row('app', report.app);
  for (const [kind, k] of Object.entries(report.app.kinds)) {
    const bad = Object.entries(k.statuses).filter(([s]) => !/^[23]\d\d$/.test(s));
    console.log(
      `mix   ${kind.padEnd(16)} ${String(k.requests).padStart(7)} requests (${k.unseen} new, ${k.kept} kept)  p50 ${k.latency_p50_ms} ms  p95 ${k.latency_p95_ms} ms  p99 ${k.latency_p99_ms} ms${bad.length ? `  ERRORS ${JSON.stringify(Object.fromEntries(bad))}` : ''}`,
    );
  }
  console.log(
    `mix admin saves    ${report.admin_saves.map((s) => `${s.at_s} s → ${s.status} in ${s.ms} ms`).join(', ') || 'none'}`,
  );
  row('ceiling', report.ceiling);
  console.log(
    `mix share of the ceiling: ${(report.ratio_of_ceiling * 100).toFixed(0)} % by throughput, ${(report.cpu_ratio_of_ceiling * 100).toFixed(0)} % by CPU per request; load average ${report.load_average_before.join(' ')} → ${report.load_average_after.join(' ')}`,
  );
}
