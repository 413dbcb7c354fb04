import { readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { performance } from 'node:perf_hooks';
import { RESPONSE_CACHE_HEADER } from '../../server/caching/response-cache';
import { createMix, MIX_KIND_NAMES, type MixKind, type MixUniverse, percentile } from './mix-plan';

// The mixed benchmark's load generator (bench/lib/mix.ts starts it): a process of its own, like
// autocannon in load.ts, so drawing the requests and reading the answers costs the server under
// test nothing. `--connections` loops each keep one connection busy, one request at a time, for
// a warm-up (not counted) and then the measured seconds. Prints "measuring" when the measured
// window opens (the server's process reads its CPU then) and one JSON line at the end.
// node --import tsx bench/lib/mix-client.ts <config.json>

export interface MixClientConfig {
  origin: string;
  warmupSeconds: number;
  seconds: number;
  connections: number;
  seed: number;
  unseenShare: number;
  universe: MixUniverse;
  /** For the ceiling run: the path that stands for each kind (the same sequence of kinds is drawn). */
  ceiling?: Record<MixKind, string>;
}

interface MixKindResult {
  requests: number;
  unseen: number;
  /** Answered from the kept responses (the server's x-response-cache: hit). */
  kept: number;
  /** Status code → count; "error" for a request that got no answer. */
  statuses: Record<string, number>;
  latency_p50_ms: number;
  latency_p95_ms: number;
  latency_p99_ms: number;
  latency_max_ms: number;
}

export interface MixClientResult {
  seconds: number;
  requests: number;
  unseen: number;
  kept: number;
  distinct: number;
  /** Any answer other than 2xx/3xx, and requests with no answer at all. */
  errors: number;
  statuses: Record<string, number>;
  latency_p50_ms: number;
  latency_p95_ms: number;
  latency_p99_ms: number;
  latency_max_ms: number;
  bytes: number;
  kinds: Record<string, MixKindResult>;
  /** Per measured second: requests answered and the slowest of them. */
  timeline: { requests: number; errors: number; max_ms: number }[];
}

const isError = (status: string) => status === 'error' || !/^[23]\d\d$/.test(status);
const round = (n: number) => Math.round(n * 10) / 10;

function summary(latencies: number[], statuses: Record<string, number>) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    statuses,
    latency_p50_ms: round(percentile(sorted, 50)),
    latency_p95_ms: round(percentile(sorted, 95)),
    latency_p99_ms: round(percentile(sorted, 99)),
    latency_max_ms: round(sorted.length ? sorted[sorted.length - 1] : 0),
  };
}

async function run(config: MixClientConfig): Promise<MixClientResult> {
  const mix = createMix(config.universe, config.seed, config.unseenShare);
  const agent = new Agent({ keepAlive: true, maxSockets: config.connections });
  const request = (path: string) =>
    new Promise<{ status: string; bytes: number; kept: boolean }>((resolve) => {
      const req = get(`${config.origin}${path}`, { agent }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        const kept = res.headers[RESPONSE_CACHE_HEADER] === 'hit';
        res.on('end', () => resolve({ status: String(res.statusCode), bytes, kept }));
        res.on('error', () => resolve({ status: 'error', bytes, kept }));
      });
      req.on('error', () => resolve({ status: 'error', bytes: 0, kept: false }));
    });

  const perKind = new Map<
    MixKind,
    { latencies: number[]; statuses: Record<string, number>; unseen: number; kept: number }
  >(MIX_KIND_NAMES.map((k) => [k, { latencies: [], statuses: {}, unseen: 0, kept: 0 }]));
  const all: number[] = [];
  const statuses: Record<string, number> = {};
  const timeline: MixClientResult['timeline'] = [];
  let bytes = 0;
  let unseen = 0;
  let kept = 0;
  const measureFrom = performance.now() + config.warmupSeconds * 1000;
  const until = measureFrom + config.seconds * 1000;
  let announced = config.warmupSeconds <= 0;
  if (announced) console.log('measuring');

  const loop = async () => {
    for (;;) {
      const next = mix.next();
      const started = performance.now();
      if (started >= until) return;
      if (!announced && started >= measureFrom) {
        announced = true;
        console.log('measuring');
      }
      const answer = await request(config.ceiling ? config.ceiling[next.kind] : next.path);
      const ms = performance.now() - started;
      if (started < measureFrom) continue;
      const kind = perKind.get(next.kind)!;
      kind.latencies.push(ms);
      kind.statuses[answer.status] = (kind.statuses[answer.status] ?? 0) + 1;
      if (answer.kept) {
        kind.kept++;
        kept++;
      }
      if (next.unseen) {
        kind.unseen++;
        unseen++;
      }
      all.push(ms);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      bytes += answer.bytes;
      const second = Math.floor((started - measureFrom) / 1000);
      while (timeline.length <= second) timeline.push({ requests: 0, errors: 0, max_ms: 0 });
      const slot = timeline[second];
      slot.requests++;
      if (isError(answer.status)) slot.errors++;
      slot.max_ms = Math.max(slot.max_ms, round(ms));
    }
  };
  await Promise.all(Array.from({ length: config.connections }, loop));
  agent.destroy();

  const kinds: Record<string, MixKindResult> = {};
  for (const [name, k] of perKind)
    kinds[name] = { ...summary(k.latencies, k.statuses), unseen: k.unseen, kept: k.kept };
  return {
    seconds: config.seconds,
    ...summary(all, statuses),
    unseen,
    kept,
    distinct: mix.distinct,
    errors: Object.entries(statuses)
      .filter(([status]) => isError(status))
      .reduce((sum, [, n]) => sum + n, 0),
    bytes,
    kinds,
    timeline,
  };
}

const file = process.argv[2];
if (file) {
  const result = await run(JSON.parse(readFileSync(file, 'utf8')) as MixClientConfig);
  console.log(JSON.stringify(result));
}
