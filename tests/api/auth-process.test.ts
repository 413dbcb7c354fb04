import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { authTokens, users } from '../../server/db/schema';
import { DATABASE_TEMPLATE_CACHE } from '../../server/lib/paths';
import { entryArgs } from '../support/entry';
import { createUser } from '../support/factories';
import { freePort } from '../support/free-port';
import { readUntil } from '../support/poll';
import { TEST_DB_KIND } from '../support/test-db';

// The real entry points in child processes on an embedded database: `npm run create-admin`
// (--promote) and the server's start (setup code in the log, a common ADMIN_PASSWORD refused).
const children: ChildProcess[] = [];
afterAll(() => {
  for (const p of children) if (p.exitCode === null) p.kill('SIGKILL');
});

function run(args: string[], env: Record<string, string>, input?: string) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  if (input !== undefined) child.stdin.end(input);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const createAdminCli = (dataDir: string, email: string, password: string, ...extra: string[]) =>
  run(
    [...entryArgs('create-admin'), '--email', email, '--name', 'Ops Admin', ...extra],
    { DATA_DIR: dataDir },
    `${password}\n`,
  );

async function withDatabase<T>(
  dataDir: string,
  fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  // A new directory starts from the migrated cluster, as the CLI's and the server's would.
  const database = await openDatabase({ dataDir, templateCache: DATABASE_TEMPLATE_CACHE });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

describe.runIf(TEST_DB_KIND === 'pglite')('npm run create-admin --promote', () => {
  it('refuses to promote an existing non-admin without --promote; with it, promotes and signs it out', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ironsite-promote-'));
    const registered = await withDatabase(dataDir, (db) => createUser(db, { email: 'boss@company.ph' }));

    const refused = createAdminCli(dataDir, 'boss@company.ph', 'Ir0nsite-Admin-9');
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(
      `The account boss@company.ph (id ${registered.user.id}) exists and is not an admin. Run again with --promote`,
    );
    const untouched = await withDatabase(dataDir, (db) => db.select().from(authTokens));
    expect(untouched.filter((t) => t.revokedAt === null)).toHaveLength(1);

    const promoted = createAdminCli(dataDir, 'boss@company.ph', 'Ir0nsite-Admin-9', '--promote');
    expect(await promoted.exited).toBe(0);
    expect(promoted.output()).toContain('Admin ready: boss@company.ph');
    await withDatabase(dataDir, async (db) => {
      const [row] = await db.select().from(users).where(eq(users.email, 'boss@company.ph'));
      expect(row.role).toBe('admin');
      const tokens = await db.select().from(authTokens);
      expect(tokens.every((t) => t.revokedAt !== null)).toBe(true);
    });
  }, 90_000);
});

describe.runIf(TEST_DB_KIND === 'pglite')('server start', () => {
  const start = (dataDir: string, port: number, env: Record<string, string> = {}) =>
    run(entryArgs('main'), {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      SETUP_CODE: '',
      ...env,
    });

  it('prints the setup code at WARN while no admin exists; the code creates the first admin', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ironsite-setup-'));
    const port = await freePort();
    const server = start(dataDir, port);
    const match = await readUntil(
      async () => server.output().match(/Setup code for the first admin: (\w{4}-\w{4}-\w{4})/),
      Boolean,
      // Most of the test's own time limit: a loaded machine can take long to start the server.
      60_000,
      100,
    );
    expect(match).not.toBeNull();
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('Setup code'))!;
    expect(JSON.parse(line)).toMatchObject({ level: 40 });
    // Listening follows the log line shortly.
    const setup = await readUntil(
      () => fetch(`http://127.0.0.1:${port}/api/setup`).catch(() => undefined),
      Boolean,
      20_000,
      100,
    );
    expect(await setup!.json()).toEqual({ admin_exists: false });
    const body = {
      name: 'First Admin',
      email: 'first@example.ph',
      password: 'Gr8-Excavator!',
      password_confirmation: 'Gr8-Excavator!',
      role: 'admin',
    };
    const post = (payload: object) =>
      fetch(`http://127.0.0.1:${port}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
    expect((await post(body)).status).toBe(403);
    const res = await post({ ...body, setup_code: match![1] });
    expect(res.status).toBe(201);
    expect((await res.json()).user.role).toBe('admin');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);

  it('a common ADMIN_PASSWORD stops the start with a message naming the variable', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ironsite-common-'));
    const server = start(dataDir, await freePort(), {
      ADMIN_EMAIL: 'ops@example.ph',
      ADMIN_PASSWORD: 'password123',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'Invalid environment configuration:\n  ADMIN_PASSWORD: This password is too common. Please choose another one.',
    );
  }, 90_000);
});
