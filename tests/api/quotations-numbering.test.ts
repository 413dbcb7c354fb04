import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { quotationCounters } from '../../server/db/schema';
import { setupApi, testConfig } from '../support/api';
import { createAdmin, createLead, createUser } from '../support/factories';
import { TEST_DB_KIND } from '../support/test-db';
import { quotationCalls, quotationInput, thisYear } from './support/quotation-staff';

// Quotation numbers (decision 048): per year, from one atomic upsert of the year's counter in the
// creating transaction, never max()+1, so staff saving at once on two servers never share one.
const ctx = setupApi();
const q = quotationCalls(ctx);

describe('numbering', () => {
  it('counts per year from the counter row, whatever an earlier year reached', async () => {
    const admin = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db, { kind: 'quote' });
    await ctx.db.insert(quotationCounters).values({ year: thisYear() - 1, last: 41 });
    const numbers = [];
    for (let i = 0; i < 3; i++)
      numbers.push((await q.create(lead.id, quotationInput(), admin.token)).json().data.number);
    expect(numbers).toEqual([1, 2, 3].map((n) => `Q-${thisYear()}-000${n}`));
  });
});

describe.runIf(TEST_DB_KIND === 'postgres')('two instances on one PostgreSQL', () => {
  it('two staff creating at once on separate connections never share a number', async () => {
    const other: Database = await openDatabase({ url: ctx.testDb.url!, poolSize: 5 });
    const second = await buildApp({ config: testConfig(), database: other, logger: false });
    try {
      const staff = [await createAdmin(ctx.db), await createUser(ctx.db, { role: 'manager' })];
      const made = await Promise.all(
        Array.from({ length: 16 }, async (_, i) => {
          const lead = await createLead(ctx.db, { kind: 'quote' });
          const res = await q.create(lead.id, quotationInput(), staff[i % 2].token, i % 2 ? second : ctx.app);
          expect(res.statusCode, res.body).toBe(201);
          return res.json().data.number as string;
        }),
      );
      expect(new Set(made).size).toBe(16);
      expect([...made].sort()).toEqual(
        Array.from({ length: 16 }, (_, i) => `Q-${thisYear()}-${String(i + 1).padStart(4, '0')}`),
      );
    } finally {
      await second.close();
      await other.close();
    }
  });
});
