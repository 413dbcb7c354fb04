import { and, count, eq } from 'drizzle-orm';
import { can } from '#common/permissions';
import type { DashboardCounts } from '#common/schemas/dashboard';
import type { Db } from '../db/client';
import { brands, categories, leads, news, products, variants } from '../db/schema';
import type { AuthUser } from './auth';
import { leadScope, scopeWhere } from './leads/scope';

/**
 * The count tiles. The new-leads figure is within the caller's lead scope (a sales rep's own), and
 * left out for a role that may not read leads at all (docs/product.md §23).
 */
export async function dashboardCounts(db: Db, by: AuthUser): Promise<DashboardCounts> {
  // Independent counts; run together so the tile row costs one round trip's worth of latency.
  const [[p], [b], [c], [v], [n]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(brands),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(variants),
    db.select({ n: count() }).from(news),
  ]);
  const counts: DashboardCounts = { products: p.n, brands: b.n, categories: c.n, variants: v.n, news: n.n };
  if (!can(by.role, 'leads.read')) return counts;
  const scope = await leadScope(db, by);
  const [l] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(eq(leads.status, 'new'), scopeWhere(scope)));
  return { ...counts, leads_new: l.n };
}
