import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { signedInApp } from './bench-staff';
import { machine, writeResults } from './report';

// npm run bench -- --catalog-export [--variants 10000]: the catalogue export (docs/product.md §27,
// decision 062) of the whole bench catalogue over HTTP, as XLSX and CSV in metric and imperial
// units, each downloaded by a client that reads as the bytes come. For each: the time to the last
// byte (budget: 10 s at 10,000 variants), the file's size, the rows the CSV held, and this
// process's memory while it ran — resident set and heap, their peak above what they were just
// before (sampled every 20 ms). The process also holds the seeded demo (sharp's memory) and, on
// PGlite, the database; the rise during the export is the export's own.

const ADMIN = { email: 'bench-export@example.ph', password: 'Catalogue-Export-Bench-2026!', name: 'Bench' };
const BUDGET_MS_PER_10K = 10_000;

interface ExportRow {
  name: string;
  query: string;
  ms: number;
  mb: number;
  rows: number | null;
  rss_before_mb: number;
  rss_peak_extra_mb: number;
  heap_peak_extra_mb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Counts a CSV's records as it streams: line ends outside quotes. */
function recordCounter() {
  let quoted = false;
  let records = 0;
  return {
    feed(chunk: Uint8Array) {
      for (const byte of chunk) {
        if (byte === 0x22) quoted = !quoted;
        else if (byte === 0x0a && !quoted) records++;
      }
    },
    get records() {
      return records;
    },
  };
}

async function download(origin: string, token: string, name: string, query: string): Promise<ExportRow> {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const started = performance.now();
  const res = await fetch(`${origin}/api/admin/catalog/export?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200 || !res.body) throw new Error(`bench: export ${query} answered ${res.status}`);
  const csv = query.includes('format=csv') ? recordCounter() : null;
  let bytes = 0;
  const reader = res.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    bytes += next.value.length;
    csv?.feed(next.value);
  }
  const ms = Math.round(performance.now() - started);
  clearInterval(sampler);
  return {
    name,
    query,
    ms,
    mb: mb(bytes),
    rows: csv ? csv.records - 1 : null,
    rss_before_mb: mb(before.rss),
    rss_peak_extra_mb: mb(peakRss - before.rss),
    heap_peak_extra_mb: mb(peakHeap - before.heapUsed),
  };
}

export async function benchCatalogExport(opts: { database: Database; config: Config }) {
  const { database, config } = opts;
  const loadBefore = loadavg();
  const { app, origin, token } = await signedInApp(database, config, ADMIN);
  const rows: ExportRow[] = [];
  try {
    const [{ n: variants }] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from variants`),
    );
    const budget = Math.max(BUDGET_MS_PER_10K, Math.round((variants / 10_000) * BUDGET_MS_PER_10K));
    // One unmeasured small export first: the code's first pass, the dictionary read.
    await download(origin, token, 'warm-up', 'format=csv&search=loader');
    for (const [name, query] of [
      ['XLSX, metric', 'format=xlsx&units=metric'],
      ['CSV, metric', 'format=csv&units=metric'],
      ['XLSX, imperial', 'format=xlsx&units=imperial'],
    ] as const) {
      const row = await download(origin, token, name, query);
      rows.push(row);
      if (row.rows !== null && row.rows !== variants)
        throw new Error(`bench: the CSV held ${row.rows} rows for ${variants} variants`);
      console.log(
        `export ${name.padEnd(15)} ${String(row.ms).padStart(6)} ms  ${row.mb} MB  RSS +${row.rss_peak_extra_mb} MB (from ${row.rss_before_mb})  heap +${row.heap_peak_extra_mb} MB${row.ms > budget ? `  OVER ${budget} ms` : ''}`,
      );
    }
    const report = {
      date: new Date().toISOString(),
      database: database.kind,
      variants,
      ...machine(loadBefore),
      budget_ms: budget,
      rows,
    };
    const file = writeResults(`catalog-export-${database.kind}-${variants}`, report);
    console.log(
      `bench: load average ${report.load_average_before.join(' ')} → ${report.load_average_after.join(' ')}; results written to ${file}`,
    );
    if (rows.some((r) => r.ms > budget)) process.exitCode = 1;
  } finally {
    await app.close();
  }
}
