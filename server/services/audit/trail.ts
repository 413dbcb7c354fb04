import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
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
import { auditEntries } from '../../db/schema';
import { HttpError } from '../../errors';
import { rangeEnd, rangeStart } from '../leads/business-time';

// Reading the audit trail (docs/product.md §26). The entries are written by the triggers of
// migration 0024; a role sees the entries of the entities it may read, nothing else.

type Row = typeof auditEntries.$inferSelect;

export const toEntry = (r: Row): AuditEntry => ({
  id: r.id,
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
export const readableEntities = (role: Role): AuditEntity[] =>
  AUDIT_ENTITIES.filter((entity) => can(role, AUDIT_ENTITY_ACCESS[entity].read));

/** 403 in the permission hook's words: the role may not read this entity's history. */
export const roleForbidden = () => new HttpError(403, 'Your role does not allow this.');

function listWhere(q: AuditQuery, entities: AuditEntity[]): SQL | undefined {
  return and(
    q.entity ? eq(auditEntries.entity, q.entity) : inArray(auditEntries.entity, entities),
    q.entity_id === undefined ? undefined : eq(auditEntries.entityId, q.entity_id),
    q.user_id === undefined ? undefined : eq(auditEntries.userId, q.user_id),
    q.action ? eq(auditEntries.action, q.action) : undefined,
    q.from ? gte(auditEntries.at, rangeStart(q.from)) : undefined,
    q.to ? lt(auditEntries.at, rangeEnd(q.to)) : undefined,
  );
}

/** The trail, newest first, filtered and paged like the other admin lists. */
export async function listAudit(db: Db, q: AuditQuery, role: Role) {
  const entities = readableEntities(role);
  if (q.entity && !entities.includes(q.entity)) throw roleForbidden();
  const where = listWhere(q, entities);
  const [{ total }] = await db.select({ total: count() }).from(auditEntries).where(where);
  const rows = await db
    .select()
    .from(auditEntries)
    .where(where)
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return paginate(rows.map(toEntry), total, q.page, q.per_page);
}

/** The retention job: deletes entries older than `days` days (AUDIT_RETENTION_DAYS). */
export async function purgeAuditTrail(db: Db, days: number, now = new Date()): Promise<number> {
  const gone = await db
    .delete(auditEntries)
    .where(lt(auditEntries.at, new Date(now.getTime() - days * 86_400_000)))
    .returning({ id: auditEntries.id });
  return gone.length;
}
