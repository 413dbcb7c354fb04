import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, products, variantSpecs } from '../../server/db/schema';
import { setupApi } from '../support/api';
import { seedSpecCatalog, specListing } from './support/spec-catalog';

// Each variant_specs row carries its variant's listing (visible, brand, category), copied by the
// triggers of migration 0007 (decision 022), so the spec filters and facets read that table alone.
// These tests change the listing behind the API's back, as any writer may, and read the result
// through the public API (forgetting what the read cache holds, as a write behind the admin API's
// back requires: decision 011).
const ctx = setupApi();
const { get, names } = specListing(ctx);
const behindTheApi = async (write: () => Promise<unknown>) => {
  await write();
  await ctx.app.readCache.invalidate();
};

const facetCount = async (query: string, key: string) => {
  const body = await get(`/api/public/facets?${query}`);
  const facet = body.data.parameters.find((p: { key: string }) => p.key === key);
  return facet ? (facet.count as number) : 0;
};

describe('variant_specs rows follow their listing', () => {
  it('a brand hidden and shown again takes its variants out of and back into spec filters and facets', async () => {
    const { komatsu } = await seedSpecCatalog(ctx.db);
    expect(await names('spec.operating_mass=..25000')).toEqual(['BPG-250', 'BPG-1000', 'WA-10']);
    expect(await facetCount('category=Excavators', 'operating_mass')).toBe(3);

    await behindTheApi(() => ctx.db.update(brands).set({ isActive: false }).where(eq(brands.id, komatsu.id)));
    expect(await names('spec.operating_mass=..25000')).toEqual([]);
    expect(await facetCount('category=Excavators', 'operating_mass')).toBe(1);
    const body = await get('/api/public/variants?category=Excavators&spec.operating_mass=..25000');
    expect(body.total).toBe(0);

    await behindTheApi(() => ctx.db.update(brands).set({ isActive: true }).where(eq(brands.id, komatsu.id)));
    expect(await names('spec.operating_mass=..25000')).toEqual(['BPG-250', 'BPG-1000', 'WA-10']);
    expect(await facetCount('category=Excavators', 'operating_mass')).toBe(3);
  });

  it('a product moved to another category takes its variants’ specifications with it', async () => {
    const { kEx, kLo } = await seedSpecCatalog(ctx.db);
    const loaders = 'category=Loaders&spec.operating_mass=..25000';
    expect(await names(loaders)).toEqual(['WA-10']);
    const [bpg] = await ctx.db.select().from(products).where(eq(products.name, 'BPG'));
    expect(bpg.categoryId).toBe(kEx.id);

    await behindTheApi(() =>
      ctx.db.update(products).set({ categoryId: kLo.id }).where(eq(products.id, bpg.id)),
    );
    expect(await names(loaders)).toEqual(['BPG-250', 'BPG-1000', 'WA-10']);
    const body = await get(`/api/public/variants?${loaders}`);
    expect(body.total).toBe(3);
    expect(await facetCount('category=Loaders', 'operating_mass')).toBe(3);
    expect(await facetCount('category=Excavators', 'operating_mass')).toBe(1);
  });

  it('a row written directly takes its listing from variant_listing', async () => {
    const { v, komatsu, kEx } = await seedSpecCatalog(ctx.db);
    await ctx.db.insert(variantSpecs).values({
      variantId: v.wa20,
      position: 0,
      groupName: 'General',
      name: 'Note',
      value: 'x',
      status: 'unmatched',
    });
    const [row] = await ctx.db
      .select({
        listed: variantSpecs.listed,
        brandId: variantSpecs.brandId,
        categoryId: variantSpecs.categoryId,
      })
      .from(variantSpecs)
      .where(eq(variantSpecs.variantId, v.wa20));
    expect(row.listed).toBe(true);
    expect(row.brandId).toBe(komatsu.id);
    expect(row.categoryId).not.toBe(kEx.id);
    // And the top of a range is kept beside it, for the overlap test.
    const [bucket] = await ctx.db
      .select({
        hi: variantSpecs.siHi,
        max: sql<number>`coalesce(${variantSpecs.siMax}, ${variantSpecs.siMin})`,
      })
      .from(variantSpecs)
      .where(eq(variantSpecs.variantId, v.bpg250));
    expect(bucket.hi).toBe(bucket.max);
  });
});
