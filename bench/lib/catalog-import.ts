import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { signedInApp } from './bench-staff';
import { printedJson } from './child-json';
import { machine, writeResults } from './report';

// npm run bench -- --catalog-import [--variants 10000] [--import-rows 5000]: the catalogue import
// (docs/product.md §27.2, decision 070) of the bench catalogue's first rows over HTTP, as CSV: the
// untouched export read back (a dry run that must find no change), then every row's price, its
// introduction (a text field) and, where it has one, a figure of the specification most rows have
// changed, checked (dry run) and applied. For each: the time to the answer (budgets: a dry run of
// 5,000 rows ≤ 10 s, its apply ≤ 30 s), this process's resident memory above what it was before
// (≤ 300 MB), and the public reads another client made meanwhile (p99 ≤ 500 ms): the public variants API
// and, with a site build, product pages, each a page or variant not asked before (so read from the
// database, not from the kept responses).

const ADMIN = { email: 'bench-import@example.ph', password: 'Catalogue-Import-Bench-2026!', name: 'Bench' };
const BUDGET = { dry: 10_000, apply: 30_000, memoryMb: 300, readP99: 500 };
/**
 * Readers at once while an import runs, each asking again READ_EVERY_MS after its last ask began
 * (at once when the answer took longer): 20 uncached reads a second in all, a busy hour for a
 * dealer's site. Until 4 Dec 2026 they asked again as soon as answered, 150 a second, which the
 * embedded database did not feel while its one session waited for the import; answered from a
 * read copy (server/db/read-copy.ts) they took half of the one thread from the import. They run
 * in a process of their own (import-readers.mjs).
 */
const READERS = 2;
const READ_EVERY_MS = 100;
const READERS_CLIENT = fileURLToPath(new URL('./import-readers.mjs', import.meta.url));

interface ImportRow {
  name: string;
  ms: number;
  rows: number;
  creates: number;
  updates: number;
  unchanged: number;
  errors: number;
  rss_peak_extra_mb: number;
  reads: ReadFigures;
}

interface ReadFigures {
  count: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  failed: number;
}

/**
 * Public reads while `until` is pending (import-readers.mjs): READERS loops over the variants list
 * (a page each time not asked before) and a product (the API's, and its page with a site build),
 * never the same one twice, so every answer is read from the database.
 */
function readWhile(origin: string, ids: number[], web: boolean, until: Promise<unknown>) {
  // 2,000 ids on its command line: a run reads a few hundred, each a different one.
  const child = spawn(
    process.execPath,
    [
      READERS_CLIENT,
      origin,
      String(READERS),
      String(READ_EVERY_MS),
      web ? '1' : '0',
      ids.slice(0, 2000).join(','),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const stop = () => child.stdin.end();
  until.then(stop, stop);
  return printedJson<ReadFigures>(child, (out) => `bench: the import's readers printed ${out}`);
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function post(
  origin: string,
  token: string,
  name: string,
  csv: string,
  dryRun: boolean,
  rows: number,
  readers: (until: Promise<unknown>) => Promise<ReadFigures>,
) {
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
  const run = (async () => {
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
    return answer;
  })();
  const [answer, reads] = await Promise.all([run, readers(run)]);
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
    reads,
  } satisfies ImportRow;
}

/**
 * The file with real changes: every price up by one, the introduction's text changed, and the
 * figure of the dictionary specification most of these rows have, up by a tenth.
 */
function changedRows(header: string[], rows: string[][]) {
  const price = header.indexOf('price');
  const intro = header.indexOf('introduction');
  let spec = -1;
  let most = 0;
  for (const [i, h] of header.entries()) {
    if (!/^spec: [^/]*\[/.test(h)) continue;
    const figures = rows.filter((r) => r[i] !== undefined && /^\d+(\.\d+)?$/.test(r[i])).length;
    if (figures > most) [spec, most] = [i, figures];
  }
  if (price < 0 || intro < 0 || spec < 0)
    throw new Error('bench: the export lacks price, introduction or a figure');
  const changed = rows.map((r) =>
    r.map((c, i) => {
      if (i === price) return String(Number(c || 0) + 1);
      if (i === intro) return `${c} Now with a longer warranty.`.trim();
      if (i === spec && /^\d+(\.\d+)?$/.test(c)) return String(Math.round(Number(c) * 11) / 10);
      return c;
    }),
  );
  return { changed, spec: header[spec], withSpec: most };
}

export async function benchCatalogImport(opts: {
  database: Database;
  config: Config;
  rows: number;
  web: boolean;
}) {
  const { database, config } = opts;
  const loadBefore = loadavg();
  const { app, origin, token } = await signedInApp(database, config, ADMIN);
  const results: ImportRow[] = [];
  try {
    const exported = await fetch(`${origin}/api/admin/catalog/export?format=csv&units=metric`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [header, ...all] = parse(await exported.text(), {
      bom: true,
      relax_column_count: true,
    }) as string[][];
    const rows = all.slice(0, opts.rows);
    const untouched = stringify([header, ...rows]);
    const edit = changedRows(header, rows);
    const changed = stringify([header, ...edit.changed]);
    console.log(
      `bench: changing price and introduction of ${rows.length} rows, and "${edit.spec}" of ${edit.withSpec}`,
    );
    // Variants of the rest of the catalogue, read meanwhile (their pages are not the import's).
    const ids = all.slice(opts.rows).map((r) => Number(r[0]));
    const readers = (until: Promise<unknown>) =>
      readWhile(origin, ids.length > 0 ? ids : rows.map((r) => Number(r[0])), opts.web, until);
    for (const [name, csv, dryRun] of [
      ['untouched, dry run', untouched, true],
      ['changes, dry run', changed, true],
      ['changes, apply', changed, false],
    ] as const) {
      const row = await post(origin, token, name, csv, dryRun, rows.length, readers);
      results.push(row);
      const budget = dryRun ? BUDGET.dry : BUDGET.apply;
      const over =
        row.ms > (budget * rows.length) / 5000 ||
        row.rss_peak_extra_mb > BUDGET.memoryMb ||
        row.reads.p99_ms > BUDGET.readP99;
      console.log(
        `import ${name.padEnd(20)} ${String(row.ms).padStart(7)} ms  ${row.rows} rows  updates ${row.updates}  unchanged ${row.unchanged}  errors ${row.errors}  RSS +${row.rss_peak_extra_mb} MB  reads ${row.reads.count} p50 ${row.reads.p50_ms} p99 ${row.reads.p99_ms} max ${row.reads.max_ms} ms${row.reads.failed ? ` (${row.reads.failed} failed)` : ''}${over ? '  OVER' : ''}`,
      );
    }
    if (results[0].updates !== 0 || results[0].errors !== 0)
      throw new Error('bench: the untouched export changed something');
    if (results[2].updates !== rows.length || results[2].errors !== 0)
      throw new Error('bench: the apply did not update every row');
    const report = {
      date: new Date().toISOString(),
      database: database.kind,
      rows: opts.rows,
      ...machine(loadBefore),
      results,
    };
    const file = writeResults(`catalog-import-${database.kind}-${opts.rows}`, report);
    console.log(
      `bench: load average ${report.load_average_before.join(' ')} → ${report.load_average_after.join(' ')}; results written to ${file}`,
    );
  } finally {
    await app.close();
  }
}
