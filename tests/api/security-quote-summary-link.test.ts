import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { leads } from '../../server/db/schema';
import { call, testConfig } from '../support/api';
import { logLines } from '../support/log-lines';
import { setupAdminApi } from './support/admin-api';
import { inDays, postQuoteList, quoteCatalogue, quoteList } from './support/quote-list';

// A quote list's summary link opens the buyer's name, e-mail, phone and TIN (decision 027): its
// token never reaches the log or the database, and the link ends when the buyer's data is erased
// (decision 033).
const api = setupAdminApi();
const { ctx } = api;

async function sentList() {
  const c = await quoteCatalogue(ctx);
  const res = await postQuoteList(
    ctx,
    quoteList([{ variant_id: c.loader.id, quantity: 1 }], {
      needed_by: inDays(10),
      email: 'maria@example.ph',
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const url: string = res.json().data.summary.url;
  return { url, token: url.slice('/quote/summary/'.length, -'.pdf'.length) };
}

describe('the quote summary link', () => {
  it('is logged without its token at the default level, on success and on failure', async () => {
    const { url, token } = await sentList();
    const { lines, stream } = logLines();
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database: ctx.testDb.database,
      logger: { level: 'info', stream },
    });
    try {
      await app.ready();
      expect((await app.inject({ url })).statusCode).toBe(200);
      expect((await app.inject({ url: `${url}?x=1` })).statusCode).toBe(200);
      expect((await app.inject({ url: `/quote/summary/${'B'.repeat(43)}.pdf` })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/quote/summary/[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain('B'.repeat(43));
  });

  it('is stored only as its SHA-256', async () => {
    const { token } = await sentList();
    const rows = await ctx.db.select().from(leads);
    expect(rows).toHaveLength(1);
    expect(rows[0].summaryTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('ends (404) when the buyer is erased', async () => {
    const { url } = await sentList();
    expect((await call(ctx.app, { method: 'GET', url })).statusCode).toBe(200);
    const erased = await api.send('POST', '/api/admin/privacy/erase', { email: 'Maria@Example.ph' });
    expect(erased.statusCode, erased.body).toBe(200);
    const after = await call(ctx.app, { method: 'GET', url });
    expect(after.statusCode).toBe(404);
    expect(after.headers['content-type']).toMatch(/application\/json/);
    const [row] = await ctx.db.select().from(leads);
    expect(row.summaryTokenHash).toBeNull();
  });
});

describe('migration 0012', () => {
  it('turns the links already sent into hashes that still open their summary', async () => {
    const { url, token } = await sentList();
    // The row as 0011 stored it: the token itself, no hash.
    await ctx.db.execute(sql`alter table leads add column summary_token text`);
    await ctx.db.execute(sql`update leads set summary_token = ${token}, summary_token_hash = null`);
    expect((await call(ctx.app, { method: 'GET', url })).statusCode).toBe(404);
    const migration = readFileSync(
      new URL('../../server/db/migrations/0012_security_round_3.sql', import.meta.url),
      'utf8',
    );
    const leadsStatements = migration
      .split('--> statement-breakpoint')
      .filter((s) => /UPDATE "leads"|DROP COLUMN "summary_token"/.test(s));
    expect(leadsStatements).toHaveLength(2);
    for (const statement of leadsStatements) await ctx.db.execute(sql.raw(statement));
    await ctx.app.readCache.invalidate();
    expect((await call(ctx.app, { method: 'GET', url })).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(leads);
    expect(row.summaryTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
  });
});
