import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { ensureAdmin } from '../../server/services/auth/ensure-admin';

// npm run bench -- --catalog-import [--variants 10000] [--import-rows 5000]: the catalogue import
// (docs/product.md §27.2, decision 070) of the bench catalogue's first rows over HTTP, as CSV: the
// untouched export read back (a dry run that must find no change), then every row's price changed,
// checked (dry run) and applied. For each: the time to the answer (budgets: a dry run of 5,000 rows
// ≤ 10 s, its apply ≤ 30 s) and this process's resident memory above what it was before.

const ADMIN = { email: 'bench-import@example.ph', password: 'Catalogue-Import-Bench-2026!', name: 'Bench' };
const BUDGET = { dry: 10_000, apply: 30_000 };

interface ImportRow {
  name: string;
  ms: number;
  rows: number;
  creates: number;
  updates: number;
  unchanged: number;
  errors: number;
  rss_peak_extra_mb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function post(origin: string, token: string, name: string, csv: string, dryRun: boolean, rows: number) {
  const form = new FormData();
  form.set('dry_run', String(dryRun));
  form.set('file', new Blob([csv]), 'bench.csv');
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const res = await fetch(`${origin}/api/admin/catalog/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 200 && res.status !== 202)
    throw new Error(`bench: import ${name} answered ${res.status}: ${await res.text()}`);
  // A job not done within the upload's wait answers 202: follow it to its end (decision 072).
  let answer = (await res.json()) as { data: { import_id: string; status: string } };
  while (answer.data.status === 'queued' || answer.data.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await fetch(`${origin}/api/admin/catalog/imports/${answer.data.import_id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    answer = (await next.json()) as typeof answer;
  }
  const ms = Math.round(performance.now() - started);
  clearInterval(sampler);
  const { data } = answer as unknown as {
    data: {
      summary: {
        create: { variants: number };
        update: { variants: number };
        unchanged: { variants: number };
        errors: number;
      };
    };
  };
  return {
    name,
    ms,
    rows,
    creates: data.summary.create.variants,
    updates: data.summary.update.variants,
    unchanged: data.summary.unchanged.variants,
    errors: data.summary.errors,
    rss_peak_extra_mb: mb(peak - before),
  } satisfies ImportRow;
}

export async function benchCatalogImport(opts: { database: Database; config: Config; rows: number }) {
  const { database, config } = opts;
  const loadBefore = loadavg();
  await ensureAdmin(database.db, ADMIN);
  const app = await buildApp({ config, database, logger: false });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const results: ImportRow[] = [];
  try {
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    const token = login.json().token as string;
    const exported = await fetch(`${origin}/api/admin/catalog/export?format=csv&units=metric`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [header, ...all] = parse(await exported.text(), {
      bom: true,
      relax_column_count: true,
    }) as string[][];
    const rows = all.slice(0, opts.rows);
    const untouched = stringify([header, ...rows]);
    const price = header.indexOf('price');
    const changed = stringify([
      header,
      ...rows.map((r) => r.map((c, i) => (i === price ? String(Number(c || 0) + 1) : c))),
    ]);
    for (const [name, csv, dryRun] of [
      ['untouched, dry run', untouched, true],
      ['prices, dry run', changed, true],
      ['prices, apply', changed, false],
    ] as const) {
      const row = await post(origin, token, name, csv, dryRun, rows.length);
      results.push(row);
      const budget = dryRun ? BUDGET.dry : BUDGET.apply;
      console.log(
        `import ${name.padEnd(20)} ${String(row.ms).padStart(7)} ms  ${row.rows} rows  updates ${row.updates}  unchanged ${row.unchanged}  errors ${row.errors}  RSS +${row.rss_peak_extra_mb} MB${row.ms > (budget * rows.length) / 5000 ? '  OVER' : ''}`,
      );
    }
    if (results[0].updates !== 0 || results[0].errors !== 0)
      throw new Error('bench: the untouched export changed something');
    const report = {
      date: new Date().toISOString(),
      database: database.kind,
      rows: opts.rows,
      node: process.version,
      cpus: cpus().length,
      load_average_before: loadBefore.map((n) => Math.round(n * 100) / 100),
      load_average_after: loadavg().map((n) => Math.round(n * 100) / 100),
      results,
    };
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/catalog-import-${database.kind}-${opts.rows}.json`;
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `bench: load average ${report.load_average_before.join(' ')} → ${report.load_average_after.join(' ')}; results written to ${file}`,
    );
  } finally {
    await app.close();
  }
}
