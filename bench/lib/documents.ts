import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

// The sheets' generation time and size (docs/product.md §22): each sheet asked for `runs` times in
// a row, one at a time, from an app whose read cache steps aside, so every answer is drawn afresh
// (no kept sheet, no kept response) from the database.

export interface DocumentRow {
  name: string;
  path: string;
  runs: number;
  p50_ms: number;
  p95_ms: number;
  bytes: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function benchDocuments(
  app: FastifyInstance,
  sheets: [string, string][],
  runs = 30,
): Promise<DocumentRow[]> {
  const rows: DocumentRow[] = [];
  for (const [name, path] of sheets) {
    const times: number[] = [];
    let bytes = 0;
    // One unmeasured run: the fonts' first parse and the code's first compilation. Each run from
    // an address of its own: this measures drawing, not the per-address limit of fresh drawings.
    const from = (i: number) => `10.9.${i >> 8}.${i & 255}`;
    await app.inject({ url: path, remoteAddress: from(runs) });
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const res = await app.inject({ url: path, remoteAddress: from(i) });
      times.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`bench: ${path} answered ${res.statusCode}`);
      if (res.headers['x-response-cache']) throw new Error(`bench: ${path} came from the kept responses`);
      bytes = res.rawPayload.length;
    }
    times.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    rows.push({
      name,
      path,
      runs,
      p50_ms: round(percentile(times, 50)),
      p95_ms: round(percentile(times, 95)),
      bytes,
    });
  }
  return rows;
}
