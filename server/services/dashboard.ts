import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, categories, leads, news, products, users, variants } from '../db/schema';
import { toUser } from './auth';

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

/** Every account, oldest first; toUser never carries the password hash. */
export async function listUsers(db: Db) {
  const rows = await db.select().from(users).orderBy(asc(users.id));
  return rows.map((row) => ({ ...toUser(row), created_at: row.createdAt.toISOString() }));
}
