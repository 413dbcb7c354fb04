import { and, count, eq, sql } from 'drizzle-orm';
import { can } from '#common/permissions';
import type { DashboardCounts, DashboardHealth } from '#common/schemas/dashboard';
import type { MailStatus } from '#common/schemas/mail-status';
import type { Db } from '../db/client';
import { brands, categories, leads, mailOutbox, news, products, users, variants } from '../db/schema';
import type { AuthUser } from './auth';
import { readDeskRow } from './leads/calendar';
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

/** A pending mail failing this long is stuck, not merely retrying once. */
const STUCK_AFTER_MS = 15 * 60_000;
/** A mail given up on (failed) is reported this long. */
const FAILED_WITHIN_MS = 24 * 3600_000;

/**
 * What an admin must fix before leads go unanswered (docs/product.md §24): mails the outbox cannot
 * deliver, and the fallback person no rule's lead can reach when they are missing, deactivated or
 * away. One small query each: stuck mails are few, and the failed ones within a day. `status` says
 * whether mail is on and can carry links at all (decision 052).
 */
export async function dashboardHealth(
  db: Db,
  status: MailStatus,
  now = new Date(),
): Promise<DashboardHealth> {
  const stuckBefore = new Date(now.getTime() - STUCK_AFTER_MS);
  // A failed row keeps the retry time its last attempt set (at most an hour after it): the outbox
  // stores no time of giving up, and within the hour is close enough for "the last 24 hours".
  const failedSince = new Date(now.getTime() - FAILED_WITHIN_MS);
  const [mail] = await db
    .select({
      stuck: sql<number>`count(*)::int`,
      oldest: sql<Date | string | null>`min(${mailOutbox.createdAt})`,
    })
    .from(mailOutbox)
    .where(
      sql`(${mailOutbox.state} = 'pending' and ${mailOutbox.lastError} is not null and ${mailOutbox.createdAt} < ${stuckBefore})
        or (${mailOutbox.state} = 'failed' and ${mailOutbox.nextAttemptAt} >= ${failedSince})`,
    );
  const desk = await readDeskRow(db);
  let fallback: DashboardHealth['fallback'] = 'missing';
  if (desk.fallbackUserId !== null) {
    const [person] = await db
      .select({ deactivatedAt: users.deactivatedAt, away: users.away })
      .from(users)
      .where(eq(users.id, desk.fallbackUserId));
    fallback = !person ? 'missing' : person.deactivatedAt || person.away ? 'deactivated' : 'ok';
  }
  return {
    mail: {
      ...status,
      stuck: mail.stuck,
      oldest_at: mail.oldest === null ? null : new Date(mail.oldest).toISOString(),
    },
    fallback,
  };
}
