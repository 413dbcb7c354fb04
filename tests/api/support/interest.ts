import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/rows';
import { createBrand, createCategory, createProduct, createVariant } from '../../support/factories';

// The interest counts as stored, and a public machine and a hidden one to count against.

export interface CountRow {
  day: string;
  variant_id: number;
  event: string;
  channel: string;
  count: number;
}

export async function storedCounts(db: Db): Promise<CountRow[]> {
  const res = await db.execute(sql`select day::text as day, variant_id, event, channel, count
    from variant_interest_daily order by day, variant_id, event, channel`);
  return rowsOf<CountRow>(res).map((r) => ({
    ...r,
    variant_id: Number(r.variant_id),
    count: Number(r.count),
  }));
}

export async function machines(db: Db) {
  const shown = await createVariant(db, { name: 'PC200-8 Excavator' });
  const hiddenBrand = await createBrand(db, { isActive: false });
  const hiddenCategory = await createCategory(db, { brandId: hiddenBrand.id });
  const hiddenProduct = await createProduct(db, { brandId: hiddenBrand.id, categoryId: hiddenCategory.id });
  const hidden = await createVariant(db, { productId: hiddenProduct.id, name: 'Hidden Loader' });
  return { shown, hidden };
}
