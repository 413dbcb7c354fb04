import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { rowsOf } from './rows';

const dir = mkdtempSync(join(tmpdir(), 'ironsite-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// PGlite's initdb in WebAssembly: long on a loaded machine.
const SLOW = 300_000;

describe('a new data directory from the migrated cluster kept in the cache', () => {
  const cache = join(dir, 'cache');

  it(
    'keeps the first new cluster, migrated, and starts the next as a copy of it',
    async () => {
      const first = await openDatabase({ dataDir: join(dir, 'first'), templateCache: cache });
      expect(await first.migrationsApplied()).toBe(true);
      await first.close();
      const [template, ...others] = readdirSync(cache);
      expect(others).toEqual([]);
      expect(existsSync(join(cache, template, 'PG_VERSION'))).toBe(true);

      // Marked in the cache, the mark shows in the next new data directory: copied, not made afresh.
      const kept = await PGlite.create(join(cache, template));
      await kept.exec('create table template_mark (id int)');
      await kept.close();
      const second = await openDatabase({ dataDir: join(dir, 'second'), templateCache: cache });
      const found = rowsOf<{ mark: string | null }>(
        await second.db.execute(sql`select to_regclass('template_mark')::text as mark`),
      );
      expect(found[0].mark).toBe('template_mark');
      expect(await second.migrationsApplied()).toBe(true);
      await second.close();
      expect(readdirSync(join(dir, 'second')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    },
    SLOW,
  );

  it(
    'never touches a data directory that has its database already',
    async () => {
      const own = await openDatabase({ dataDir: join(dir, 'first'), templateCache: cache });
      const found = rowsOf<{ mark: string | null }>(
        await own.db.execute(sql`select to_regclass('template_mark')::text as mark`),
      );
      expect(found[0].mark).toBeNull();
      await own.close();
    },
    SLOW,
  );
});
