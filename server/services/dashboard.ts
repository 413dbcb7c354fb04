import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, categories, leads, news, products, variants } from '../db/schema';

export async function dashboardCounts(db: Db) {
  // Independent counts; run together so the tile row costs one round trip's worth of latency.
  const [[p], [b], [c], [v], [n], [l]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(brands),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(variants),
    db.select({ n: count() }).from(news),
    db.select({ n: count() }).from(leads).where(eq(leads.status, 'new')),
  ]);
  return { products: p.n, brands: b.n, categories: c.n, variants: v.n, news: n.n, leads_new: l.n };
}
