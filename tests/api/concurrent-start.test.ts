import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { users } from '../../server/db/schema';
import { ensureAdmin } from '../../server/services/auth';
import { TEST_DB_KIND, type TestDatabase, workerTestDatabase } from '../support/test-db';

// Several instances starting together on one database (a first deploy, a scale-out) run the same
// start-up steps at once; none may stop on the other's work. The real thing, two server processes
// on a new database, is tests/resilience/scale-out.test.ts.
let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await workerTestDatabase();
});
afterAll(async () => {
  await testDb?.destroy();
});

describe('start-up steps run by several instances at once', () => {
  it('ensureAdmin with the same account: all succeed, one account', async () => {
    const input = { email: 'ops@ironsite.test', password: 'Ir0nsite-Admin-9', name: 'Ops' };
    const results = await Promise.all([1, 2, 3].map(() => ensureAdmin(testDb.database.db, input)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const rows = await testDb.database.db.select().from(users);
    expect(rows.map((u) => [u.email, u.role])).toEqual([['ops@ironsite.test', 'admin']]);
  });

  it.runIf(TEST_DB_KIND === 'postgres')(
    'migrations of a new PostgreSQL database: both instances open it',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
      const name = `ironsite_race_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        const opened = await Promise.allSettled(
          [1, 2, 3].map(() => openDatabase({ url: url.toString(), poolSize: 2 })),
        );
        const databases = opened.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
        expect(opened.filter((r) => r.status === 'rejected')).toEqual([]);
        expect(await databases[0].migrationsApplied()).toBe(true);
        const res = await databases[0].db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        const applied = rowsOf<{ n: number }>(res)[0].n;
        await Promise.all(databases.map((d) => d.close()));
        // Each migration recorded once: nobody applied them twice.
        const journal = (await import('../../server/db/migrations/meta/_journal.json')).entries.length;
        expect(applied).toBe(journal);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
