import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { can, type Role } from '#common/permissions';
import {
  AUDIT_ENTITIES,
  AUDIT_ENTITY_ACCESS,
  type AuditAction,
  type AuditEntity,
  type AuditEntry,
  type AuditQuery,
} from '#common/schemas/audit';
import { paginate } from '#common/schemas/pagination';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { auditEntries } from '../../db/schema';
import { HttpError } from '../../errors';
import { withinDates } from '../leads/business-time';
import { leadScope } from '../leads/scope';
import { leadEventEntries, leadEventsFrom, leadEventsWhere } from './lead-events';
import { withRecordNames } from './record-names';

// Reading the audit trail (docs/product.md §26). The entries are written by the triggers of
// migration 0024; a role sees the entries of the entities it may read, nothing else. A lead's
// changes come from its own history, lead_events (lead-events.ts), within the leads list's scope.

type Row = typeof auditEntries.$inferSelect;

export const toEntry = (r: Row): AuditEntry => ({
  id: r.id,
  source: 'audit',
  at: r.at.toISOString(),
  user: r.userId === null ? null : { id: r.userId, name: r.userName ?? '' },
  entity: r.entity as AuditEntity,
  entity_id: r.entityId,
  action: r.action as AuditAction,
  changes: r.changes,
  change_set_id: r.changeSetId,
  revert_of: r.revertOf,
});

/** The entities whose history `role` may read. */
const readableEntities = (role: Role): AuditEntity[] =>
  AUDIT_ENTITIES.filter((entity) => can(role, AUDIT_ENTITY_ACCESS[entity].read));

/** 403 in the permission hook's words: the role may not read this entity's history. */
export const roleForbidden = () => new HttpError(403, 'Your role does not allow this.');

function listWhere(q: AuditQuery, entities: AuditEntity[]): SQL | undefined {
  return and(
    q.entity ? eq(auditEntries.entity, q.entity) : inArray(auditEntries.entity, entities),
    q.entity_id === undefined ? undefined : eq(auditEntries.entityId, q.entity_id),
    q.user_id === undefined ? undefined : eq(auditEntries.userId, q.user_id),
    q.action ? eq(auditEntries.action, q.action) : undefined,
    withinDates(auditEntries.at, q),
  );
}

/** The trail, newest first, filtered and paged like the other admin lists. */
export async function listAudit(db: Db, q: AuditQuery, by: { id: number; role: Role }) {
  const entities = readableEntities(by.role);
  if (q.entity && !entities.includes(q.entity)) throw roleForbidden();
  // One page over both sources: their ids and times first, then the page's rows in full.
  const parts: SQL[] = [];
  const counts: SQL[] = [];
  if (q.entity !== 'lead') {
    const trail = listWhere(q, entities);
    parts.push(sql`select 'audit' as source, ${auditEntries.id} as id, ${auditEntries.at} as at
      from ${auditEntries} where ${trail}`);
    counts.push(sql`(select count(*) from ${auditEntries} where ${trail})`);
  }
  if (entities.includes('lead') && (!q.entity || q.entity === 'lead')) {
    const events = leadEventsWhere(q, await leadScope(db, by)) ?? sql`true`;
    parts.push(sql`select 'lead_events' as source, lead_events.id::bigint as id, lead_events.created_at as at
      from ${leadEventsFrom} where ${events}`);
    counts.push(sql`(select count(*) from ${leadEventsFrom} where ${events})`);
  }
  const [page, total] = await Promise.all([
    db.execute(sql`select source, id from (${sql.join(parts, sql` union all `)}) u
      order by at desc, source desc, id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute(sql`select (${sql.join(counts, sql` + `)})::int as total`),
  ]);
  const picked = rowsOf<{ source: string; id: number | string }>(page).map((r) => ({
    source: r.source,
    id: Number(r.id),
  }));
  const idsOf = (source: string) => picked.filter((r) => r.source === source).map((r) => r.id);
  const trailIds = idsOf('audit');
  const [trailRows, eventEntries] = await Promise.all([
    trailIds.length > 0 ? db.select().from(auditEntries).where(inArray(auditEntries.id, trailIds)) : [],
    leadEventEntries(db, idsOf('lead_events')),
  ]);
  const found = new Map<string, AuditEntry>([
    ...trailRows.map((r) => [`audit:${r.id}`, toEntry(r)] as const),
    ...eventEntries.map((e) => [`lead_events:${e.id}`, e] as const),
  ]);
  const data = await withRecordNames(
    db,
    picked.flatMap((r) => found.get(`${r.source}:${r.id}`) ?? []),
  );
  return paginate(data, rowsOf<{ total: number }>(total)[0].total, q.page, q.per_page);
}

/** The retention job: deletes entries older than `days` days (AUDIT_RETENTION_DAYS). */
export async function purgeAuditTrail(db: Db, days: number, now = new Date()): Promise<number> {
  const gone = await db
    .delete(auditEntries)
    .where(lt(auditEntries.at, new Date(now.getTime() - days * 86_400_000)))
    .returning({ id: auditEntries.id });
  return gone.length;
}
