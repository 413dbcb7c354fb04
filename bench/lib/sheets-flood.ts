import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { printedJson } from './child-json';
import { inFlight, type LoadRow, load } from './load';

// Another visitor's cached reads while one address asks for distinct comparison sheets as fast as
// it can (docs/product.md §22): the goal is their p99 under 200 ms. Each read path is measured
// alone, then again under the flood; twice: with the per-address limit of fresh drawings as
// configured, and without it (the drawing threads alone keeping the event loop free).

export interface FloodRow {
  case: string;
  read: string;
  path: string;
  sheets: number;
  flood_connections: number;
  alone: LoadRow;
  flooded: LoadRow;
  /** The flooder's answers by status: 200 drawn or kept, 429 refused, 503 busy. */
  flood_answers: Record<string, number>;
  load_average: number[];
}

const CLIENT = fileURLToPath(new URL('./flood-client.mjs', import.meta.url));

function flood(origin: string, seconds: number, connections: number, paths: string[]) {
  const child = spawn(process.execPath, [CLIENT, origin, String(seconds), String(connections), ...paths], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return printedJson<Record<string, number>>(
    child,
    (out) => `bench: the flood printed no counts: ${out.slice(0, 200)}`,
  );
}

/** Distinct comparisons of 2–4 of `ids`, `count` of them, in a fixed order. */
export function distinctComparisons(ids: number[], count: number): string[] {
  const out: string[] = [];
  for (let size = 2; size <= 4 && out.length < count; size++) {
    const pick = (start: number, chosen: number[]): void => {
      if (out.length >= count) return;
      if (chosen.length === size) {
        out.push(`/compare/spec-sheet.pdf?ids=${chosen.join(',')}`);
        return;
      }
      for (let i = start; i < ids.length; i++) pick(i + 1, [...chosen, ids[i]]);
    };
    pick(0, []);
  }
  return out;
}

export async function benchSheetsFlood(options: {
  database: Database;
  config: Config;
  web: boolean;
  seconds: number;
  connections: number;
  floodConnections: number;
  /** Distinct sheets the flooder cycles through in each run. */
  count: number;
  /** Enough distinct sheets for every run: each takes the next `count`, none kept from before. */
  comparisons: string[];
  reads: [string, string][];
}): Promise<FloodRow[]> {
  const rows: FloodRow[] = [];
  const cases: [string, Partial<Config>][] = [
    [`limit ${options.config.RATE_LIMIT_SHEETS_PER_MINUTE}/min`, {}],
    ['no sheet limit', { RATE_LIMIT_SHEETS_PER_MINUTE: 1_000_000_000 }],
  ];
  let run = 0;
  for (const [name, over] of cases) {
    for (const [read, path] of options.reads) {
      // A fresh app each time, with a fresh count per address; the kept sheets are the
      // database's, so each run asks for sheets no earlier run drew.
      const sheets = options.comparisons.slice(run * options.count, ++run * options.count);
      if (sheets.length < options.count) throw new Error('bench: not enough distinct comparisons');
      const app = await buildApp({
        config: { ...options.config, ...over },
        database: options.database,
        logger: false,
        web: options.web,
      });
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const answering = inFlight(app.server);
      for (let i = 0; i < 3; i++) await app.inject({ url: path });
      const load_options = { connections: options.connections, seconds: options.seconds };
      const alone = await load(origin, path, load_options);
      await answering.idle();
      const flooding = flood(origin, options.seconds + 1, options.floodConnections, sheets);
      const flooded = await load(origin, path, load_options);
      const flood_answers = await flooding;
      rows.push({
        case: name,
        read,
        path,
        sheets: sheets.length,
        flood_connections: options.floodConnections,
        alone,
        flooded,
        flood_answers,
        load_average: loadavg().map((n) => Math.round(n * 100) / 100),
      });
      console.log(
        `flood     ${name.padEnd(16)} ${read.padEnd(22)} alone p50 ${alone.latency_p50_ms} / p99 ${alone.latency_p99_ms} ms → flooded p50 ${flooded.latency_p50_ms} / p99 ${flooded.latency_p99_ms} ms (non-2xx ${flooded.non_2xx})  flood ${JSON.stringify(flood_answers)}  load ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
      );
      await app.close();
    }
  }
  return rows;
}
