import { type ChildProcess, spawn } from 'node:child_process';
import { join, relative } from 'node:path';
import { ADMIN, BUILD_DIR, PROJECT_ROOT } from './env';

// The production build in a child process, as `npm start` runs it (node <BUILD_DIR>/server/main.js),
// so signals, the data-directory lock and the pg pool behave as they do in a deployment.

export interface ServerOptions {
  port: number;
  /** Embedded database and uploads; with databaseUrl only the uploads. */
  dataDir: string;
  databaseUrl?: string;
  seed?: boolean;
  logLevel?: string;
  env?: Record<string, string>;
  /** How long to wait for /api/ready (ms). */
  readyWithin?: number;
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  exited: Promise<Exit>;
  output(): string;
  /** Sends the signal and waits for the process to end; `ms` is how long that took. */
  stop(signal?: NodeJS.Signals): Promise<Exit & { ms: number }>;
}

const running = new Set<ChildProcess>();

/** Ends every server this test file started and left running (after a failed test). */
export async function killAll() {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

// Only the pause between two polls below; tests wait for conditions, never for a fixed time.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function serverEnv(opts: ServerOptions): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    // Relative: the server joins it to the project root (server/plugins/web.ts).
    BUILD_DIR: relative(PROJECT_ROOT, BUILD_DIR),
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    DATABASE_URL: opts.databaseUrl ?? '',
    SEED_DEMO: opts.seed ? 'true' : 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: opts.logLevel ?? 'warn',
    // Only the load test meets limits on purpose; everything else must see the real behaviour.
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
    RATE_LIMIT_CONTACT_PER_MINUTE: '100000000',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    ...opts.env,
  };
}

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const child = spawn(process.execPath, [join(BUILD_DIR, 'server/main.js')], {
    cwd: PROJECT_ROOT,
    env: serverEnv(opts),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${opts.port}`;
  const server: RunningServer = {
    url,
    child,
    exited,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      const started = Date.now();
      child.kill(signal);
      const exit = await exited;
      return { ...exit, ms: Date.now() - started };
    },
  };

  const deadline = Date.now() + (opts.readyWithin ?? 60_000);
  let gone = false;
  exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline && !gone) {
    try {
      const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  if (!gone) await server.stop('SIGKILL');
  throw new Error(`The server on port ${opts.port} did not become ready:\n${output.slice(-3000)}`);
}

/** Waits for `check` to return a value other than undefined, polling every `every` ms until `within` ms. */
export async function pollUntil<T>(
  check: () => Promise<T | undefined>,
  { within, every = 50 }: { within: number; every?: number },
): Promise<T | undefined> {
  const deadline = Date.now() + within;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() >= deadline) return undefined;
    await sleep(every);
  }
}
