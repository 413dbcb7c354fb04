import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

// Where the server's CPU goes under one endpoint's load (docs/performance.md, "Where an uncached
// read's CPU goes"). The server runs in the bench's own process, so V8's sampling profiler is
// started there (node:inspector) around that endpoint's autocannon run alone: the seeding, the
// other endpoints and the load generator (a child process) are not in the profile. Samples are
// charged to the function running at that moment (self time) and grouped by the module it comes
// from, so the table says which layer the cost is in, not which caller asked for it.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface ProfileGroup {
  group: string;
  /** Share of the samples taken while the server's thread was not idle. */
  share: number;
  /**
   * The group's share of the server's CPU per request (process.cpuUsage over the run ÷ requests):
   * the profile's wall-clock sample intervals count time the thread waited for a core on a busy
   * machine, the CPU figure does not.
   */
  cpu_us_per_request: number;
}

export interface ProfileRow {
  name: string;
  requests: number;
  busy_ms: number;
  idle_ms: number;
  groups: ProfileGroup[];
  top_functions: { function: string; group: string; share: number }[];
  file: string;
}

// Order matters: the first match wins.
const GROUPS: [string, RegExp][] = [
  [
    'pg driver (pg, pg-protocol, pg-pool, pg-types)',
    /node_modules\/(pg|pg-protocol|pg-pool|pg-types|pgpass|postgres-[a-z]+|pg-cloudflare)\//,
  ],
  ['PGlite (embedded database)', /node_modules\/@electric-sql\/pglite\//],
  ['Drizzle (query building, row mapping)', /node_modules\/drizzle-orm\//],
  [
    'Zod and response serialisation',
    /node_modules\/(zod|fastify-type-provider-zod|fast-json-stringify|fast-uri|ajv[^/]*)\//,
  ],
  [
    'Fastify and plugins (routing, hooks, helmet, rate limit, compress, etag)',
    /node_modules\/(fastify|@fastify\/[^/]+|find-my-way|avvio|light-my-request|fast-querystring|toad-cache|safe-regex2|pino[^/]*|abstract-logging|process-warning|content-type|fast-decode-uri-component|secure-json-parse|helmet|mnemonist|lru-cache)\//,
  ],
  ['our services: catalog', /\/server\/services\/catalog\//],
  ['our services: parameters (dictionary, spec display)', /\/server\/services\/parameters\//],
  ['our code: caching, routes, plugins, other', /\/(server|common)\//],
  ['tsx loader', /node_modules\/(tsx|esbuild|get-tsconfig)\//],
  ['other packages', /node_modules\//],
  [
    'Node core (net, http, streams, timers)',
    /^node:|^internal\/|^(net|http|_http_[a-z]+|events|stream|buffer|timers|zlib|crypto)$/,
  ],
];

function groupOf(frame: ProfileNode['callFrame']): string {
  if (frame.functionName === '(garbage collector)') return 'GC';
  if (frame.functionName === '(idle)') return '(idle)';
  if (frame.functionName === '(program)') return 'V8 and native (program)';
  for (const [name, pattern] of GROUPS) if (pattern.test(frame.url)) return name;
  // Built-ins without a script (JSON.parse, RegExp, Array methods…) are charged here by name.
  if (!frame.url) return `V8 built-ins (${frame.functionName || 'anonymous'})`;
  return `other (${frame.url.replace(/^.*\/(node_modules\/)?/, '')})`;
}

const ROOT = `file://${process.cwd()}/`;

let session: Session | null = null;

export async function startProfile(intervalUs = 250): Promise<void> {
  session ??= new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: intervalUs });
  await session.post('Profiler.start');
}

/** Stops the profiler, writes the .cpuprofile (open it in Chrome DevTools) and summarises it. */
export async function stopProfile(
  name: string,
  run: { requests: number; server_cpu_us_per_request: number },
  dir: string,
): Promise<ProfileRow> {
  const { requests } = run;
  if (!session) throw new Error('bench: the profiler was not started');
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
  await session.post('Profiler.disable');
  session.disconnect();
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const groupUs = new Map<string, number>();
  const fnUs = new Map<string, { us: number; group: string }>();
  for (const [i, id] of profile.samples.entries()) {
    const node = byId.get(id)!;
    const us = profile.timeDeltas[i + 1] ?? 0; // the time until the next sample
    const group = groupOf(node.callFrame);
    groupUs.set(group, (groupUs.get(group) ?? 0) + us);
    const where = node.callFrame.url.replace(/^.*\/node_modules\//, '').replace(ROOT, '');
    const { functionName, lineNumber, columnNumber } = node.callFrame;
    // Line and column: code run through tsx is often one line per module.
    const fn = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}:${columnNumber + 1}`;
    const entry = fnUs.get(fn) ?? { us: 0, group };
    entry.us += us;
    fnUs.set(fn, entry);
  }
  const idle = groupUs.get('(idle)') ?? 0;
  groupUs.delete('(idle)');
  const busy = [...groupUs.values()].reduce((a, b) => a + b, 0);
  const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
  const groups = [...groupUs.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([group, us]) => ({
      group,
      share: round((us / busy) * 100),
      cpu_us_per_request: round((us / busy) * run.server_cpu_us_per_request, 0),
    }));
  const top_functions = [...fnUs.entries()]
    .filter(([, v]) => v.group !== '(idle)')
    .sort((a, b) => b[1].us - a[1].us)
    .slice(0, 25)
    .map(([fn, v]) => ({ function: fn, group: v.group, share: round((v.us / busy) * 100) }));
  return {
    name,
    requests,
    busy_ms: round(busy / 1000, 0),
    idle_ms: round(idle / 1000, 0),
    groups,
    top_functions,
    file,
  };
}

export function printProfile(row: ProfileRow): void {
  console.log(
    `profile   ${row.name}: ${row.requests} requests, ${row.busy_ms} ms busy, ${row.idle_ms} ms idle → ${row.file}`,
  );
  for (const g of row.groups.filter((g) => g.share >= 0.5))
    console.log(
      `profile     ${String(g.share).padStart(5)} %  ${String(g.cpu_us_per_request).padStart(6)} µs/req  ${g.group}`,
    );
  for (const f of row.top_functions.slice(0, 12))
    console.log(`profile       ${String(f.share).padStart(5)} %  ${f.function}`);
}
