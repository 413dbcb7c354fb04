import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { entryArgs } from '../support/entry';
import { freePort } from '../support/free-port';
import { readUntil } from '../support/poll';
import { TEST_DB_KIND } from '../support/test-db';

// The real entry point in child processes: the data-directory lock and graceful shutdown.
const started: ChildProcess[] = [];
afterAll(() => {
  for (const p of started) if (p.exitCode === null) p.kill('SIGKILL');
});

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, entryArgs('main'), {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  started.push(child);
  return { child, exited, output: () => output };
}

async function waitHealthy(server: ReturnType<typeof startServer>, port: number) {
  const healthy = await readUntil(
    // A child that exited (a port taken, a start that failed) ends the wait: its output says why.
    async () =>
      server.child.exitCode !== null ||
      (await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      )),
    Boolean,
    // Most of the test's own time limit: a loaded machine can take long to transpile and start it.
    80_000,
    100,
  );
  if (!healthy || server.child.exitCode !== null)
    throw new Error(`server did not become healthy (exit ${server.child.exitCode}):\n${server.output()}`);
}

describe.runIf(TEST_DB_KIND === 'pglite')('server process on the embedded database', () => {
  it('refuses a second process on the same DATA_DIR and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ironsite-proc-'));
    const port = await freePort();
    const first = startServer(dataDir, port);
    await waitHealthy(first, port);

    const second = startServer(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('already in use by another Ironsite process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'ironsite.lock'))).toBe(false);

    // The database was closed cleanly: a new process opens it and is ready.
    const thirdPort = await freePort();
    const third = startServer(dataDir, thirdPort);
    await waitHealthy(third, thirdPort);
    const ready = await fetch(`http://127.0.0.1:${thirdPort}/api/ready`);
    expect(ready.status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 90_000);
});

describe.runIf(TEST_DB_KIND === 'pglite')('npm run create-admin', () => {
  it('creates an admin with the password read from standard input, and refuses a common one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ironsite-cli-'));
    const run = (email: string, password: string) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          [...entryArgs('create-admin'), '--email', email, '--name', 'Ops Admin'],
          { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: ['pipe', 'pipe', 'pipe'] },
        );
        let output = '';
        child.stdout.on('data', (d) => {
          output += d;
        });
        child.stderr.on('data', (d) => {
          output += d;
        });
        child.stdin.end(`${password}\n`);
        child.on('exit', (code) => resolve({ code, output }));
      });

    const ok = await run('ops@ironsite.test', 'Ir0nsite-Admin-9');
    expect(ok.output).toContain('Admin ready: ops@ironsite.test');
    expect(ok.code).toBe(0);
    const common = await run('x@ironsite.test', 'password123');
    expect(common.code).toBe(1);
    expect(common.output).toContain('This password is too common');

    const database = await openDatabase({ dataDir });
    const rows = await database.db.select().from(users);
    await database.close();
    expect(rows.map((u) => [u.email, u.role])).toEqual([['ops@ironsite.test', 'admin']]);
  }, 60_000);
});
