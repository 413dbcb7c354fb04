import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, parameters } from '../../server/db/schema';
import { SEED_PARAMETERS } from '../../server/services/parameters/seed-dictionary';
import { setupApi } from '../support/api';

// The harness itself (docs/decisions/037-test-databases-from-a-template.md): each test starts from
// the seeded template, whatever the test before it added, changed or deleted. The tests run in
// order: the first changes the database, the second finds it as the template left it.
const ctx = setupApi();

const dictionary = () =>
  ctx.db.select({ key: parameters.key, name: parameters.name }).from(parameters).orderBy(asc(parameters.id));

describe('every test starts from the seeded template', () => {
  it('(a test that adds, changes and deletes rows)', async () => {
    await ctx.db.insert(brands).values([{ name: 'Left over' }, { name: 'Left over too' }]);
    const [first] = await dictionary();
    await ctx.db.update(parameters).set({ name: 'Renamed' }).where(eq(parameters.key, first.key));
    await ctx.db.delete(parameters).where(eq(parameters.key, SEED_PARAMETERS[1].key));
    await ctx.db.insert(parameters).values({ ...SEED_PARAMETERS[2], key: 'extra_key', metricUnit: null });
    expect(await ctx.db.select().from(brands)).toHaveLength(2);
  });

  it('finds no rows of the test before, the dictionary as seeded, and ids starting again', async () => {
    expect(await ctx.db.select().from(brands)).toEqual([]);
    expect(await dictionary()).toEqual(SEED_PARAMETERS.map((p) => ({ key: p.key, name: p.name })));
    const [brand] = await ctx.db.insert(brands).values({ name: 'First' }).returning();
    expect(brand.id).toBe(1);
    const [next] = await ctx.db
      .insert(parameters)
      .values({ ...SEED_PARAMETERS[2], key: 'next_key', metricUnit: null })
      .returning();
    expect(next.id).toBe(SEED_PARAMETERS.length + 1);
    const [{ n }] = (
      (await ctx.db.execute(sql`select count(*)::int as n from parameters`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(n).toBe(SEED_PARAMETERS.length + 1);
  });
});
