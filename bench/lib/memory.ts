import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { load } from './load';

// The server's memory for the benchmark's report (docs/performance.md, Memory). The bench's own
// process is no measure of it: it seeds the demo content (sharp's image rendering leaves some
// 500 MB resident) and, on PGlite, holds the database. So after the other phases the built server
// (`<BUILD_DIR>/server/main.js`, as `npm start` runs it) is started on the same, already seeded
// database, given every endpoint the bench measured under the same load, and its resident set
// read from /proc/<pid>/status. No route reports memory: the figures never leave the machine.

interface MemorySample {
  /** When: "idle" once ready, "after load" once every endpoint was loaded (caches full). */
  at: string;
  rss_mb: number;
  /** Highest resident set of the server process so far (VmHWM). */
  peak_rss_mb: number;
}

export interface ServerMemory {
  build: string;
  response_cache_max_mb: number;
  samples: MemorySample[];
}

export interface MemoryRun {
  /** The database the bench used: its PostgreSQL URL, or the embedded one's DATA_DIR (closed first). */
  databaseUrl?: string;
  dataDir: string;
  paths: string[];
  seconds: number;
  connections: number;
}

const RESPONSE_CACHE_MAX_MB = 64; // the server's default (server/config.ts)

function sample(pid: number, at: string): MemorySample {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
  const mb = (n: number) => Math.round(n / 102.4) / 10;
  const figures = { at, rss_mb: mb(kb('VmRSS')), peak_rss_mb: mb(kb('VmHWM')) };
  console.log(`memory    ${at.padEnd(28)} server RSS ${figures.rss_mb} MB (peak ${figures.peak_rss_mb} MB)`);
  return figures;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Runs the built server on the bench's database under the bench's load; null without a build or /proc. */
export async function measureServerMemory(run: MemoryRun): Promise<ServerMemory | null> {
  const build = process.env.BUILD_DIR ?? 'build';
  const main = join(build, 'server/main.js');
  if (!existsSync(main) || !existsSync('/proc/self/status')) {
    console.warn(`bench: no ${main} or no /proc; the server's memory is not measured`);
    return null;
  }
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: run.dataDir,
      DATABASE_URL: run.databaseUrl ?? '',
      SEED_DEMO: 'false',
      // The bench's database has no admin: a set code keeps the server from printing one.
      SETUP_CODE: 'bench-memory-run-only',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
      RESPONSE_CACHE_MAX_MB: String(RESPONSE_CACHE_MAX_MB),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const origin = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    while (
      !(await fetch(`${origin}/api/ready`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null) throw new Error(`bench: the server exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('bench: the server did not become ready in 120 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const samples = [sample(child.pid!, 'idle')];
    for (const path of run.paths)
      await load(origin, path, { connections: run.connections, seconds: run.seconds });
    samples.push(sample(child.pid!, 'after load'));
    return { build, response_cache_max_mb: RESPONSE_CACHE_MAX_MB, samples };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}
