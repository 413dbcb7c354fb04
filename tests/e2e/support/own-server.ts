import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_NODE_FLAGS, E2E_SERVER_ENV } from './servers';

// A server of a spec's own: the built server on a fresh embedded database WITHOUT the demo content
// (its start is the migrated template copied, a second or two of CPU, where the demo's costs tens),
// on a port of its own (support/servers.ts: ownPort). For a spec that needs an installation the
// shared servers cannot give it: one still waiting for its first admin (auth.spec.ts, whose retry
// then starts from a new one too), or one that mails a test SMTP server (quotation.spec.ts).

export interface OwnServer {
  origin: string;
  close: () => Promise<void>;
}

export async function startOwnServer(port: number, env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ironsite-e2e-own-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [...E2E_NODE_FLAGS, join(process.env.BUILD_DIR ?? 'build', 'server/main.js')],
    {
      env: {
        ...process.env,
        ...E2E_SERVER_ENV,
        SEED_DEMO: 'false',
        SMTP_URL: '',
        ...env,
        PORT: String(port),
        DATA_DIR: dataDir,
      },
      // Its start prints the setup-code box; what goes wrong still reaches stderr.
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the e2e server on ${port} exited with ${child.exitCode}`);
    const ready = await fetch(`${origin}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the e2e server on ${port} did not become ready in 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
