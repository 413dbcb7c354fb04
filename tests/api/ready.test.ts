import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../support/api';
import { createTestDatabase } from '../support/test-db';

// Readiness reflects the database: its own app and database here, because the test breaks them.
describe('GET /api/ready', () => {
  it('answers 503 when a migration is missing and when the database is gone, while /health stays 200', async () => {
    const testDb = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database: testDb.database, logger: false });
    try {
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);

      await testDb.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const pending = await app.inject({ url: '/api/ready' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json().status).toBe('migrations pending');

      await testDb.database.close();
      const gone = await app.inject({ url: '/api/ready' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json().status).toBe('database unreachable');
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await testDb.destroy();
    }
  });
});
