import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AuditChanges, AuditEntry, AuditQuery } from '#common/schemas/audit';
import type { Db } from '../../db/client';
import { leadEvents, leads } from '../../db/schema';
import { withinDates } from '../leads/business-time';
import { type LeadScope, scopeWhere } from '../leads/scope';

// A lead's changes in the audit trail (docs/product.md §26): leads are not audited by triggers
// (decision 060), their history is lead_events, read here as entries of entity `lead`, never written
// twice (decision 063). Which leads' events a role sees is the leads list's own scope (a sales rep: their own
// leads, and unassigned ones when Settings allow). The trail never shows a lead's personal data: a
// note, a contact's words, a reply's subject and the name a buyer typed are free text about a
// person, so they are `{redacted: true}`; reading them means opening the lead, which the access
// record keeps (§23).

const LEAD_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** The lead events a role may see under these filters (the list's WHERE, over lead_events ⋈ leads). */
export function leadEventsWhere(q: AuditQuery, scope: LeadScope): SQL | undefined {
  // Every lead event is an update of the lead (its status, owner, contact or note).
  if (q.action && q.action !== 'update') return sql`false`;
  let leadId: number | undefined;
  if (q.entity_id !== undefined) {
    if (!LEAD_ID.test(q.entity_id) || Number(q.entity_id) > MAX_ID) return sql`false`;
    leadId = Number(q.entity_id);
  }
  return and(
    scopeWhere(scope),
    leadId === undefined ? undefined : eq(leadEvents.leadId, leadId),
    q.user_id === undefined ? undefined : eq(leadEvents.userId, q.user_id),
    withinDates(leadEvents.createdAt, q),
  );
}

/** The same lead's event just before this one: what a field was until this event changed it. */
const before = (column: string, extra = sql``) => sql`(
  select p.${sql.identifier(column)} from lead_events p
  where p.lead_id = ${leadEvents.leadId} and (p.created_at, p.id) < (${leadEvents.createdAt}, ${leadEvents.id}) ${extra}
  order by p.created_at desc, p.id desc limit 1)`;

const REDACTED = { redacted: true } as const;

/** Lead events `ids` as trail entries (in no particular order). */
export async function leadEventEntries(db: Db, ids: number[]): Promise<AuditEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: leadEvents.id,
      leadId: leadEvents.leadId,
      at: leadEvents.createdAt,
      userId: leadEvents.userId,
      userName: leadEvents.userName,
      status: leadEvents.status,
      closeReason: leadEvents.closeReason,
      note: leadEvents.note,
      assignedToName: leadEvents.assignedToName,
      ruleName: leadEvents.ruleName,
      channel: leadEvents.channel,
      quotationAction: leadEvents.quotationAction,
      // A lead starts as new and unassigned: its first event's "before".
      statusBefore: sql<string | null>`${before('status')}`,
      closeReasonBefore: sql<string | null>`${before('close_reason')}`,
      assigneeBefore: sql<
        string | null
      >`${before('assigned_to_name', sql`and p.assigned_to_name is not null`)}`,
    })
    .from(leadEvents)
    .where(inArray(leadEvents.id, ids));
  return rows.map((r) => {
    const changes: AuditChanges = {};
    const statusFrom = r.statusBefore ?? 'new';
    if (statusFrom !== r.status) changes.status = { from: statusFrom, to: r.status };
    if ((r.closeReasonBefore ?? null) !== r.closeReason)
      changes.close_reason = { from: r.closeReasonBefore ?? null, to: r.closeReason };
    if (r.assignedToName) changes.assignee = { from: r.assigneeBefore ?? null, to: r.assignedToName };
    // What happened rather than a value that changed: only its "after".
    if (r.ruleName) changes.routing_rule = { to: r.ruleName };
    if (r.channel) changes.contact = { to: r.channel };
    if (r.quotationAction) changes.quotation = { to: r.quotationAction };
    if (r.note !== null) changes.note = REDACTED;
    return {
      id: r.id,
      source: 'lead_events',
      at: r.at.toISOString(),
      user: r.userId === null ? null : { id: r.userId, name: r.userName ?? '' },
      entity: 'lead',
      entity_id: String(r.leadId),
      action: 'update',
      changes,
      change_set_id: `lead-event:${r.id}`,
      revert_of: null,
    } satisfies AuditEntry;
  });
}

/** lead_events joined to their lead, for the scope's WHERE (which names the leads table). */
export const leadEventsFrom = sql`lead_events inner join leads on ${leads.id} = ${leadEvents.leadId}`;
