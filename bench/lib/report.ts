import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

// What every bench's results file says about the run besides its figures: the machine it ran on
// and how busy it was (load averages from the bench's start to its end), so that figures of
// different runs can be told apart (docs/performance.md).

const twoDecimals = (loads: number[]) => loads.map((n) => Math.round(n * 100) / 100);

/** The load average when the bench started (`before`, from `loadavg()` then) and now. */
export const loadAverages = (before: number[]) => ({
  load_average_before: twoDecimals(before),
  load_average_after: twoDecimals(loadavg()),
});

/** Node's version, the cores, and the load averages of `loadAverages`. */
export const machine = (loadBefore: number[]) => ({
  node: process.version,
  cpus: cpus().length,
  ...loadAverages(loadBefore),
});

/** Writes `report` to bench/results/`name`.json and answers the file's path. */
export function writeResults(name: string, report: object): string {
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${name}.json`;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
