import { readFileSync } from 'node:fs';

// The server's memory for the benchmark's report (docs/performance.md, Memory). The bench runs the
// server in its own process (buildApp, listening on a port) and the load from a child process, so
// this process's resident set is the server's: the app, its caches, PGlite's database when
// embedded, and what the bulk seed left on the heap. Read from /proc (Linux); elsewhere from
// process.memoryUsage(), which has no peak.

export interface MemorySample {
  /** When it was taken, e.g. "after warm": with the app still open and its caches full. */
  at: string;
  rss_mb: number;
  /** Highest resident set of the process so far (VmHWM), the bulk seed included. */
  peak_rss_mb: number | null;
  heap_used_mb: number;
  /** Buffers outside the heap: kept response bodies and their compressed copies live there. */
  array_buffers_mb: number;
}

const samples: MemorySample[] = [];
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** kB figure of one /proc/self/status line (VmRSS, VmHWM), or null where there is no /proc. */
function procStatusKb(field: string): number | null {
  try {
    const match = readFileSync('/proc/self/status', 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Takes a sample now and prints it. */
export function recordMemory(at: string): MemorySample {
  const usage = process.memoryUsage();
  const rssKb = procStatusKb('VmRSS');
  const peakKb = procStatusKb('VmHWM');
  const sample: MemorySample = {
    at,
    rss_mb: rssKb === null ? mb(usage.rss) : Math.round(rssKb / 102.4) / 10,
    peak_rss_mb: peakKb === null ? null : Math.round(peakKb / 102.4) / 10,
    heap_used_mb: mb(usage.heapUsed),
    array_buffers_mb: mb(usage.arrayBuffers),
  };
  samples.push(sample);
  console.log(
    `memory    ${at.padEnd(28)} RSS ${sample.rss_mb} MB (peak ${sample.peak_rss_mb ?? '?'} MB), heap ${sample.heap_used_mb} MB, buffers ${sample.array_buffers_mb} MB`,
  );
  return sample;
}

/** Every sample taken, for the results file. */
export const memorySamples = (): MemorySample[] => [...samples];
