import { loadavg } from 'node:os';
import { buildApp } from '../../server/app';
import { ReadCache } from '../../server/caching/read-cache';
import { holdReadCache, releaseReadCache } from '../../server/caching/registry';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { inFlight, load } from './load';
import { printProfile, startProfile, stopProfile } from './profile';
import { machine, writeResults } from './report';

// npm run bench -- --search-cpu [--rounds 6] [--seconds 5]: what a search costs the server's
// process in CPU against the listing's first page (issue target: no more; decision 036), without
// the read cache. The uncached phase's rows measure each endpoint once, at 10 connections, one
// after another: there the database's backends and the load generator take the other core while
// the server works, so the CPU a request is charged moves with how much the database works beside
// it, and two runs an hour apart disagreed by more than the gap being measured. Here each endpoint
// is asked by one connection (the server and the database take turns, never busy together), in
// rounds whose order turns (round r starts at endpoint r), each run after a discarded second of
// the same load on an idle server; each search's ratio to the first page is taken within a round,
// and the medians across rounds are reported.

const FIRST_PAGE: Endpoint = { name: 'listing, first page', path: '/api/public/variants' };
const SEARCHES: Endpoint[] = [
  { name: 'listing, search', path: '/api/public/variants?search=loader' },
  // What buyers type (decision 036): a misspelling and a synonym.
  { name: 'search, misspelt', path: '/api/public/variants?search=loder' },
  { name: 'search, synonym', path: '/api/public/variants?search=payloader' },
];

interface Endpoint {
  name: string;
  path: string;
  /** A search's listing of the same machines in the same order (its first row's category). */
  sameRows?: Endpoint;
}

type Page = { data: { id: number; product: { category: { name: string } } }[] };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const push = (lists: Record<string, number[]>, name: string, value: number) => {
  lists[name] = [...(lists[name] ?? []), value];
};
const round2 = (n: number) => Math.round(n * 100) / 100;

export async function benchSearchCpu(options: {
  database: Database;
  config: Config;
  rounds: number;
  seconds: number;
  variants: number;
  profile: boolean;
}) {
  const { database, config, rounds, seconds } = options;
  const loadBefore = loadavg();
  const bypass = await holdReadCache(database.db, async () => new ReadCache({ keep: false }));
  const app = await buildApp({ config, database, logger: false, web: false });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const answering = inFlight(app.server);

  const bytes: Record<string, number> = {};
  const page = async ({ name, path }: Endpoint) => {
    const response = await app.inject({ url: path });
    const body = response.json() as Page;
    if (response.statusCode !== 200 || !body.data?.length)
      throw new Error(`bench: ${name} answered ${response.statusCode} with no rows`);
    bytes[name] = response.body.length;
    return body.data;
  };
  await page(FIRST_PAGE);
  // Each search against the listing of its first row's category when that lists the same
  // machines in the same order: the same rows, so the same work after the statement.
  const endpoints: Endpoint[] = [FIRST_PAGE];
  for (const search of SEARCHES) {
    const rows = await page(search);
    const category = rows[0].product.category.name;
    const listing = {
      name: `listing of ${category}`,
      path: `/api/public/variants?category=${encodeURIComponent(category)}`,
    };
    const same = (await page(listing)).map((v) => v.id).join() === rows.map((v) => v.id).join();
    if (same) search.sameRows = listing;
    else console.warn(`bench: ${search.name}: the listing of ${category} shows other machines`);
    endpoints.push(search);
    if (same && !endpoints.some((e) => e.path === listing.path)) endpoints.push(listing);
  }

  // What the server's process spends with no request at all (its timers: the job runner's polls,
  // the lead clock), per second: a slower endpoint divides more of it among fewer requests.
  await answering.idle();
  const idleBefore = process.cpuUsage();
  const idleStart = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const idleCpu = process.cpuUsage(idleBefore);
  const idleUsPerSecond = Math.round(
    ((idleCpu.user + idleCpu.system) / (performance.now() - idleStart)) * 1000,
  );
  console.log(`idle server: ${idleUsPerSecond} µs CPU per second`);

  const cpu: Record<string, number[]> = {};
  const rates: Record<string, number[]> = {};
  const toFirst: Record<string, number[]> = {};
  const toSame: Record<string, number[]> = {};
  for (let r = 0; r < rounds; r++) {
    const order = endpoints.map((_, i) => endpoints[(i + r) % endpoints.length]);
    const now: Record<string, number> = {};
    for (const { name, path } of order) {
      await load(origin, path, { connections: 1, seconds: 1 });
      await answering.idle();
      const row = await load(origin, path, { connections: 1, seconds });
      if (row.non_2xx > 0 || row.errors > 0)
        throw new Error(`bench: ${name} failed ${row.non_2xx + row.errors}×`);
      now[name] = row.server_cpu_us_per_request;
      push(cpu, name, row.server_cpu_us_per_request);
      push(rates, name, row.requests_per_second);
    }
    const line = SEARCHES.map(({ name, sameRows }) => {
      push(toFirst, name, now[name] / now[FIRST_PAGE.name]);
      if (sameRows) push(toSame, name, now[name] / now[sameRows.name]);
      const same = sameRows ? `, ${round2(now[name] / now[sameRows.name])}× same rows` : '';
      return `${name} ${round2(now[name] / now[FIRST_PAGE.name])}× first page${same}`;
    });
    console.log(`round ${r + 1}/${rounds} (load ${loadavg()[0].toFixed(2)}): ${line.join('; ')}`);
  }
  // --profile: one more run of each, sampled, after the measured rounds (the profiler slows them).
  if (options.profile) {
    for (const { name, path } of endpoints) {
      await answering.idle();
      await startProfile();
      const row = await load(origin, path, { connections: 1, seconds });
      printProfile(await stopProfile(name, row, `bench/results/profiles/search-cpu-${database.kind}`));
    }
  }
  await app.close();
  await releaseReadCache(database.db);
  if (bypass.stats.hits + bypass.stats.misses > 0)
    throw new Error('bench: the search CPU runs used the cache');

  const rows = endpoints.map(({ name, path, sameRows }) => ({
    name,
    path,
    bytes: bytes[name],
    cpu_us_per_request_median: Math.round(median(cpu[name])),
    cpu_us_per_request: cpu[name],
    requests_per_second: rates[name],
    ...(toFirst[name]
      ? {
          ratio_to_first_page_median: round2(median(toFirst[name])),
          ratio_to_first_page: toFirst[name].map(round2),
        }
      : {}),
    ...(sameRows
      ? {
          same_rows_as: sameRows.name,
          ratio_to_same_rows_median: round2(median(toSame[name])),
          ratio_to_same_rows: toSame[name].map(round2),
        }
      : {}),
  }));
  for (const row of rows) {
    const first =
      'ratio_to_first_page_median' in row ? `  ${row.ratio_to_first_page_median}× the first page` : '';
    const same =
      'ratio_to_same_rows_median' in row ? `, ${row.ratio_to_same_rows_median}× ${row.same_rows_as}` : '';
    console.log(
      `${row.name.padEnd(32)} median ${row.cpu_us_per_request_median} µs CPU/req  ${(row.bytes / 1024).toFixed(1)} KB${first}${same}`,
    );
  }
  const file = writeResults(`search-cpu-${database.kind}-${options.variants}`, {
    date: new Date().toISOString(),
    machine: machine(loadBefore),
    database: database.kind,
    variants: options.variants,
    rounds,
    seconds,
    connections: 1,
    idle_cpu_us_per_second: idleUsPerSecond,
    rows,
  });
  console.log(`bench: wrote ${file}`);
}
