import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT } from '#common/listing-order';
import type { Db } from '../../server/db/client';
import { variantListing } from '../../server/db/schema';
import { orderedIds } from '../../server/services/catalog/listing-prepared';
import { searchStatement } from '../../server/services/catalog/listing-search';
import { searchMatch } from '../../server/services/catalog/search-match';
import type { ListingQuery } from '../../server/services/catalog/variant-listing';
import { setupApi } from '../support/api';
import { createVariant } from '../support/factories';

// The listing's default order is written once (common/listing-order.ts): its ORDER BY and the
// partial indexes are both made from it, so a first page is an ordered walk of an index, never a
// sort of every listed machine. PostgreSQL's own plan says so, with scans and sorts made as dear
// as it allows: if the order and an index disagreed (a direction, or where nulls go), a Sort node
// would appear whatever the table's size.
const ctx = setupApi();

async function planOf(db: Db, where: ReturnType<typeof and>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const query = orderedIds(tx, { sort_by: undefined, sort_order: 'asc' }, where).limit(12);
    const rows = (await tx.execute(sql`explain (costs off) ${query}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return rows.rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

describe('the default order', () => {
  it(`(${DEFAULT_SORT.by} ${DEFAULT_SORT.order}) pages by walking its index, whole or within a brand or category`, async () => {
    const variant = await createVariant(ctx.db);
    const [row] = await ctx.db.select().from(variantListing).where(eq(variantListing.variantId, variant.id));
    expect(row.listed).toBe(true);
    const listed = eq(variantListing.listed, true);
    for (const [where, index] of [
      [and(listed), 'variant_listing_name_idx'],
      [and(listed, eq(variantListing.brandId, row.brandId)), 'variant_listing_brand_name_idx'],
      [and(listed, eq(variantListing.categoryId, row.categoryId)), 'variant_listing_category_name_idx'],
    ] as const) {
      const plan = await planOf(ctx.db, where);
      expect(plan, plan).toMatch(new RegExp(`Index (Only )?Scan using ${index}`));
      expect(plan, plan).not.toMatch(/Sort/);
    }
  });
});

describe('a search', () => {
  it("puts its page's rows in order by the name the listing keeps, not by computing each row's again", async () => {
    await createVariant(ctx.db);
    const q = { page: 1, search: 'loader' } as ListingQuery;
    const where = and(eq(variantListing.listed, true), searchMatch(q.search, variantListing.searchText))!;
    const query = searchStatement(ctx.db, q, where, 12, 0, undefined, []);
    const plan = (
      (await ctx.db.execute(sql`explain (costs off) ${query}`)) as unknown as {
        rows: Record<string, string>[];
      }
    ).rows
      .map((r) => Object.values(r)[0])
      .join('\n');
    // The page is a dozen rows, but the key was computed for each of them once per relevance tier.
    expect(plan, plan).toMatch(/Sort Key: .*variant_listing\.name/);
    expect(plan, plan).not.toMatch(/ironsite_natural_key\(variants\.name\)/);
  });
});
