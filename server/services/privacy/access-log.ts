import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import {
  type AccessAction,
  type AccessEntry,
  type AccessLogQuery,
  LEAD_ACCESS_SHOWN,
} from '#common/schemas/access-log';
import { paginate } from '#common/schemas/pagination';
import type { Db } from '../../db/client';
import { leads, personalDataAccess } from '../../db/schema';
import { tablePage } from '../../db/table-page';
import { NotFound } from '../../errors';
import { withinDates } from '../leads/business-time';

// Who opened whose personal data (docs/product.md §23). A row is written by the service that
// answers with it, in its transaction (a lead's detail, whether read or answered by a write:
// leads/inbox.ts showLead; a privacy request) or before the first byte of a streamed export; the
// hourly clean-up deletes rows older than ACCESS_LOG_RETENTION_DAYS.

const SUBJECT_MAX = 500;

/** Text kept on one line and short: a filter or an address typed by staff, never markup to run. */
const oneLine = (text: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').slice(0, SUBJECT_MAX);

export async function recordAccess(
  db: Db,
  by: { id: number; name: string },
  entry: { action: AccessAction; leadId?: number; subject?: string },
) {
  await db.insert(personalDataAccess).values({
    userId: by.id,
    userName: by.name,
    action: entry.action,
    leadId: entry.leadId ?? null,
    subject: entry.subject === undefined ? null : oneLine(entry.subject),
  });
}

type Row = typeof personalDataAccess.$inferSelect;
const toEntry = (r: Row): AccessEntry => ({
  id: r.id,
  at: r.createdAt.toISOString(),
  user: { id: r.userId, name: r.userName },
  action: r.action as AccessAction,
  lead_id: r.leadId,
  subject: r.subject,
});
const newestFirst = [desc(personalDataAccess.createdAt), desc(personalDataAccess.id)];

/** Who opened one lead, newest first; 404 for a lead that does not exist. */
export async function leadAccess(db: Db, leadId: number): Promise<AccessEntry[]> {
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
  if (!lead) throw new NotFound('Inquiry not found.');
  const rows = await db
    .select()
    .from(personalDataAccess)
    .where(eq(personalDataAccess.leadId, leadId))
    .orderBy(...newestFirst)
    .limit(LEAD_ACCESS_SHOWN);
  return rows.map(toEntry);
}

function logWhere(q: AccessLogQuery): SQL | undefined {
  return and(
    q.user_id === undefined ? undefined : eq(personalDataAccess.userId, q.user_id),
    q.lead_id === undefined ? undefined : eq(personalDataAccess.leadId, q.lead_id),
    q.action ? eq(personalDataAccess.action, q.action) : undefined,
    withinDates(personalDataAccess.createdAt, q),
  );
}

/** The whole record, filtered and paged like the other admin lists, newest first. */
export async function accessLog(db: Db, q: AccessLogQuery) {
  const { rows, total } = await tablePage(db, personalDataAccess, logWhere(q), newestFirst, q);
  return paginate(rows.map(toEntry), total, q.page, q.per_page);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the rows older than the retention; main.ts runs it with the hourly clean-up. */
export async function purgeAccessLog(db: Db, opts: { retentionDays: number; now?: Date }) {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - opts.retentionDays * DAY_MS);
  const rows = await db
    .delete(personalDataAccess)
    .where(lt(personalDataAccess.createdAt, cutoff))
    .returning({ id: personalDataAccess.id });
  return rows.length;
}
