import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { seedBulk } from '../../server/db/seed/bulk';
import { seedDemoIfEmpty } from '../../server/db/seed/demo';
import { DEMO_IMAGE_CACHE } from '../../server/lib/paths';
import { setupApi } from '../support/api';

// The demo and bulk seeds arrive with their specifications parsed (docs/product.md §17), so the
// spec filters work on a fresh install and in the benchmark.

const ctx = setupApi();
let uploadsDir: string;
beforeAll(() => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'ironsite-dict-seed-'));
});
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

const select = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await ctx.db.execute(query));

/** Per variant: its published rows and its variant_specs rows. */
const coverage = () =>
  select<{ published: number; indexed: number }>(sql`select
      (select count(*)::int from variants v, jsonb_array_elements(v.technical_parameters) g,
        jsonb_array_elements(g->'specifications')) as published,
      (select count(*)::int from variant_specs) as indexed`);

describe('seeded catalogues', () => {
  it('index every demo specification, the filterable ones of each category as numbers or text', async () => {
    expect((await seedDemoIfEmpty(ctx.db, { uploadsDir, imageCache: DEMO_IMAGE_CACHE })).seeded).toBe(true);
    const [{ published, indexed }] = await coverage();
    expect(indexed).toBe(published);
    // Each category's filterable parameters are read for every variant that publishes them.
    const unread = await select<{ key: string; value: string }>(sql`select p.key, s.value
      from variant_specs s join parameters p on p.id = s.parameter_id
      where p.filterable and s.status not in ('number', 'text')`);
    expect(unread).toEqual([]);
    const [{ share }] = await select<{ share: number }>(sql`select
      (count(*) filter (where status in ('number', 'text')))::float / count(*) as share from variant_specs`);
    expect(share).toBeGreaterThan(0.85);
  }, 60_000);

  it('index the bulk catalogue as it is added', async () => {
    await seedBulk(ctx.db, { brands: 2, categories: 4, products: 8, variants: 60 });
    const [{ published, indexed }] = await coverage();
    expect(indexed).toBe(published);
    expect(indexed).toBeGreaterThan(0);
  });
});
