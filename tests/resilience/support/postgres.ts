import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { databaseOn, withPgClient } from '../../support/pg-admin';
import { PG_ADMIN_URL } from './env';

// PostgreSQL for the scenarios: fresh databases on the shared server (created and dropped here),
// and a private server in a temporary directory that the outage scenario may stop and start.

const withAdmin = <T>(fn: (c: pg.Client) => Promise<T>, url = PG_ADMIN_URL) => withPgClient(url, fn);

export const databaseUrl = (name: string, base = PG_ADMIN_URL) => databaseOn(base, name);

/** Creates the database (optionally as a copy of a template) and returns its URL. */
export async function createDatabase(name: string, template?: string): Promise<string> {
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return databaseUrl(name);
}

async function dropDatabase(name: string): Promise<void> {
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** Drops every database whose name starts with the prefix (the run's leftovers). */
export async function dropDatabases(prefix: string): Promise<void> {
  const { rows } = await withAdmin((c) =>
    c.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]),
  );
  for (const { datname } of rows) await dropDatabase(datname);
}

/** The PostgreSQL server binaries (initdb, pg_ctl), newest version first. */
function pgBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin/pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error('No PostgreSQL server binaries: set PG_BIN to the folder of pg_ctl.');
  return join(base, versions[0], 'bin');
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A PostgreSQL server of our own, in a temporary directory on a spare port — never the machine's
 * shared server. initdb refuses to run as root, so as root it runs as the `postgres` user.
 */
export class PrivatePostgres {
  readonly dir: string;
  readonly data: string;
  private readonly bin = pgBin();
  private readonly asRoot = process.getuid?.() === 0;

  private constructor(readonly port: number) {
    this.dir = mkdtempSync(join(tmpdir(), 'ironsite-resilience-pg-'));
    this.data = join(this.dir, 'data');
    if (this.asRoot) {
      const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString());
      chownSync(this.dir, id('-u'), id('-g'));
    }
  }

  /** Initialises and starts a server on the first free port from `firstPort`. */
  static async create(firstPort: number): Promise<PrivatePostgres> {
    let port = firstPort;
    while (!(await portIsFree(port))) port++;
    const server = new PrivatePostgres(port);
    server.run('initdb', ['-D', server.data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    server.start();
    return server;
  }

  private run(tool: string, args: string[]) {
    const cmd = join(this.bin, tool);
    const [file, argv] = this.asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    return execFileSync(file, argv, { cwd: this.dir, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  start() {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.run('pg_ctl', ['-D', this.data, '-o', options, '-l', join(this.dir, 'log'), '-w', 'start']);
  }

  /** `fast` disconnects clients cleanly; `immediate` is a crash (no shutdown checkpoint). */
  stop(mode: 'fast' | 'immediate' = 'fast') {
    this.run('pg_ctl', ['-D', this.data, '-m', mode, '-w', 'stop']);
  }

  async createDatabase(name: string): Promise<string> {
    await withAdmin((c) => c.query(`CREATE DATABASE ${name}`), this.url);
    return databaseUrl(name, this.url);
  }

  destroy() {
    try {
      this.stop('immediate');
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
