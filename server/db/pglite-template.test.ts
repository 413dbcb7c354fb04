import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { copyTemplateCluster } from './pglite-template';

const dir = mkdtempSync(join(tmpdir(), 'ironsite-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// PGlite's initdb in WebAssembly: long on a loaded machine.
const SLOW = 120_000;

// The mechanism on a one-table cluster: openDatabase passes the real migrations as `create` (the API
// tests and every e2e server start through it), and making that cluster costs half a minute here.
// Each test has a cache, migrations and a list of the clusters made of its own, so the tests hold
// in any order.
function ownCache() {
  const root = mkdtempSync(join(dir, 'case-'));
  const migrationsDir = join(root, 'migrations');
  mkdirSync(migrationsDir);
  writeFileSync(join(migrationsDir, '0000_one.sql'), 'create table one (id int);');
  const made: string[] = [];
  const options = {
    cache: join(root, 'cache'),
    migrationsDir,
    extensions: {},
    create: async (path: string) => {
      made.push(path);
      const client = await PGlite.create(path);
      await client.exec('create table one (id int)');
      return client;
    },
  };
  return { root, made, options };
}
const tables = async (pgdata: string) => {
  const client = await PGlite.create(pgdata);
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  await client.close();
  return rows.map((row) => row.name);
};

describe('a new data directory from the migrated cluster kept in the cache', () => {
  it(
    'keeps the first new cluster and starts the next as a copy of it, never touching one that exists',
    async () => {
      const { root, made, options } = ownCache();
      const first = join(root, 'first', 'pgdata');
      expect(await copyTemplateCluster(first, options)).toBe(true);
      expect(made).toHaveLength(1);
      const [template, ...others] = readdirSync(options.cache);
      expect(others).toEqual([]);
      expect(existsSync(join(options.cache, template, 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(first, 'PG_VERSION'))).toBe(true);

      // Marked in the cache, the mark shows in the next new data directory: copied, not made afresh,
      // and the copy is a cluster PGlite opens.
      writeFileSync(join(options.cache, template, 'template_mark'), '');
      const second = join(root, 'second', 'pgdata');
      expect(await copyTemplateCluster(second, options)).toBe(true);
      expect(made).toHaveLength(1);
      expect(existsSync(join(second, 'template_mark'))).toBe(true);
      expect(await tables(second)).toEqual(['one']);
      expect(readdirSync(join(root, 'second')).filter((f) => f.endsWith('.tmp'))).toEqual([]);

      // A data directory that has its database already is left as it is.
      expect(await copyTemplateCluster(first, options)).toBe(false);
      expect(existsSync(join(first, 'template_mark'))).toBe(false);
    },
    SLOW,
  );

  it(
    'makes a new template when a migration changes, and leaves nothing behind when making fails',
    async () => {
      const { root, options } = ownCache();
      expect(await copyTemplateCluster(join(root, 'first', 'pgdata'), options)).toBe(true);
      writeFileSync(join(options.migrationsDir, '0001_two.sql'), 'create table two (id int);');
      const failing = {
        ...options,
        create: async () => {
          throw new Error('initdb failed');
        },
      };
      const third = join(root, 'third', 'pgdata');
      expect(await copyTemplateCluster(third, failing)).toBe(false);
      expect(existsSync(third)).toBe(false);
      expect(readdirSync(options.cache)).toHaveLength(1);
    },
    SLOW,
  );
});
