import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { BuyerType, QuoteIntent } from '#common/constants';
import {
  CLOSE_REASON_REQUIRED,
  type CloseReason,
  type LeadCounts,
  type LeadDetail,
  type LeadListQuery,
  type LeadStatus,
  type LeadUpdateInput,
  type QuotationEventAction,
  quoteListReference,
  SPAM_FLAGS,
} from '#common/schemas/leads';
import { quotationNumber, quotationReference } from '#common/schemas/quotations';
import type { Db } from '../../db/client';
import { leadEvents, leadItems, leads, mailOutbox, quotations } from '../../db/schema';
import { NotFound, ValidationFailed } from '../../errors';
import { afterSalesDetails } from '../after-sales/details';
import type { AuthUser } from '../auth';
import { listPage } from '../list-page';
import { recordAccess } from '../privacy/access-log';
import { noticeFirstRecorded } from '../privacy/notice';
import { leadWhere, unanswered } from './filters';
import { rowColumns, toLeadRow } from './rows';
import { type LeadScope, leadScope, scopeWhere } from './scope';

// The admin inbox: list, counts, one lead with its history and mails, and the status workflow,
// each within the caller's scope (scope.ts): a lead outside it is not found.

export const LEAD_NOT_FOUND = 'Inquiry not found.';

/** Newest first; or soonest due first, the unanswered open leads ahead of the rest. */
const listOrder = (sort: LeadListQuery['sort']) =>
  sort === 'due_at'
    ? [sql`(${unanswered}) desc`, sql`${leads.dueAt} asc nulls last`, desc(leads.id)]
    : [desc(leads.createdAt), desc(leads.id)];

export async function listLeads(db: Db, query: LeadListQuery, by: AuthUser) {
  const where = leadWhere(query, await leadScope(db, by));
  const [{ total }] = await db.select({ total: count() }).from(leads).where(where);
  const rows = db
    .select(rowColumns)
    .from(leads)
    .where(where)
    .orderBy(...listOrder(query.sort))
    .$dynamic();
  return listPage(rows, total, query, toLeadRow);
}

export async function leadCounts(db: Db, by: AuthUser): Promise<LeadCounts> {
  const scope = await leadScope(db, by);
  const n = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;
  const [row] = await db
    .select({
      new: n(sql`${leads.status} = 'new'`),
      contacted: n(sql`${leads.status} = 'contacted'`),
      closed: n(sql`${leads.status} = 'closed' and ${leads.closeReason} <> 'spam'`),
      spam: n(sql`${leads.closeReason} = 'spam'`),
      total: sql<number>`count(*)::int`,
    })
    .from(leads)
    .where(scopeWhere(scope));
  return row;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Opening a lead's detail (docs/product.md §23). */
export async function openLead(db: Db, id: number, by: AuthUser): Promise<LeadDetail> {
  return db.transaction(async (tx) => showLead(tx, id, await leadScope(tx, by), by));
}

/**
 * The lead as `by` now sees it, with the record that they saw it (docs/product.md §23), in the
 * caller's transaction: the record commits with the answer or neither does. The only way a lead's
 * detail leaves the server — its page and every write that answers with the lead (status, note,
 * assignment, reply, logged contact), a no-op included, since the answer is the same read.
 */
export async function showLead(tx: Db, id: number, scope: LeadScope, by: AuthUser): Promise<LeadDetail> {
  const detail = await readLead(tx, id, scope);
  await recordAccess(tx, by, { action: 'view', leadId: id });
  return detail;
}

/**
 * Lead `id` with the caller's scope, 404 when the scope does not hold it; `lock` locks its row for
 * the rest of the transaction, so writes to one lead take turns.
 */
export async function leadInScope(tx: Db, id: number, by: AuthUser, lock = false) {
  const scope = await leadScope(tx, by);
  const query = tx
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), scopeWhere(scope)));
  const [lead] = await (lock ? query.for('update') : query);
  if (!lead) throw new NotFound(LEAD_NOT_FOUND);
  return { lead, scope };
}

/** One lead with its history, mails and machines; 404 outside the scope. Queries run one after
 * another: inside a transaction they share one connection. Unrecorded: answer with showLead. */
async function readLead(db: Db, id: number, scope: LeadScope): Promise<LeadDetail> {
  const [row] = await db
    .select({
      ...rowColumns,
      ip: leads.ip,
      userAgent: leads.userAgent,
      note: leads.note,
      updatedAt: leads.updatedAt,
      tin: leads.tin,
      buyerType: leads.buyerType,
      intent: leads.intent,
      regionCode: leads.regionCode,
      regionName: leads.regionName,
      provinceCode: leads.provinceCode,
      provinceName: leads.provinceName,
      cityCode: leads.cityCode,
      cityName: leads.cityName,
      neededBy: leads.neededBy,
      privacyNoticeVersion: leads.privacyNoticeVersion,
      marketingOptIn: leads.marketingOptIn,
      marketingOptInAt: leads.marketingOptInAt,
      erasedAt: leads.erasedAt,
    })
    .from(leads)
    .where(and(eq(leads.id, id), scopeWhere(scope)));
  if (!row) throw new NotFound(LEAD_NOT_FOUND);
  // With the quotation a step names, for its reference ("Q-2026-0001-R1").
  const events = await db
    .select({
      event: leadEvents,
      quotation: { year: quotations.year, sequence: quotations.sequence, revision: quotations.revision },
    })
    .from(leadEvents)
    .leftJoin(quotations, eq(quotations.id, leadEvents.quotationId))
    .where(eq(leadEvents.leadId, id))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.leadId, id))
    .orderBy(asc(mailOutbox.id));
  const items = await db
    .select()
    .from(leadItems)
    .where(eq(leadItems.leadId, id))
    .orderBy(asc(leadItems.position));
  const noticeSince = await noticeFirstRecorded(db, row.privacyNoticeVersion);
  const afterSales = await afterSalesDetails(db, row);
  const place = (code: string | null, name: string | null) => (code && name ? { code, name } : null);
  return {
    ...toLeadRow(row),
    message: row.message,
    payload: row.payload,
    page: row.page,
    ip: row.ip,
    user_agent: row.userAgent,
    note: row.note,
    spam_flags: row.spamFlags.filter((f): f is (typeof SPAM_FLAGS)[number] =>
      (SPAM_FLAGS as readonly string[]).includes(f),
    ),
    fill_ms: row.fillMs,
    updated_at: row.updatedAt.toISOString(),
    history: events.map(({ event: e, quotation: q }) => ({
      id: e.id,
      status: e.status as LeadStatus,
      close_reason: e.closeReason as CloseReason | null,
      note: e.note,
      changed_by: e.userName === null ? null : { id: e.userId, name: e.userName },
      assigned_to: e.assignedToName === null ? null : { id: e.assignedToId, name: e.assignedToName },
      rule_name: e.ruleName,
      channel: e.channel as LeadDetail['history'][number]['channel'],
      mail_id: e.mailId,
      ...(e.channel === 'visit' ? { visit_on: e.visitOn } : {}),
      // Only on a quotation's steps: the other entries keep their shape.
      ...(q && e.quotationId !== null && e.quotationAction !== null
        ? {
            quotation: {
              id: e.quotationId,
              reference: quotationReference(quotationNumber(q.year, q.sequence), q.revision),
              action: e.quotationAction as QuotationEventAction,
            },
          }
        : {}),
      changed_at: e.createdAt.toISOString(),
    })),
    deliveries: mails.map((m) => ({
      id: m.id,
      kind: m.kind as LeadDetail['deliveries'][number]['kind'],
      to: m.to,
      subject: m.subject,
      state: m.state as 'pending' | 'sent' | 'failed',
      attempts: m.attempts,
      last_error: m.lastError,
      next_attempt_at: m.state === 'pending' ? iso(m.nextAttemptAt) : null,
      sent_at: iso(m.sentAt),
      created_at: m.createdAt.toISOString(),
    })),
    items: items.map((i) => ({
      position: i.position,
      variant_id: i.variantId,
      variant_name: i.variantName,
      brand_name: i.brandName,
      quantity: i.quantity,
      note: i.note,
    })),
    quote_list:
      row.kind === 'quote-list'
        ? {
            reference: quoteListReference(row.id),
            tin: row.tin,
            buyer_type: row.buyerType as BuyerType | null,
            intent: row.intent as QuoteIntent | null,
            region: place(row.regionCode, row.regionName),
            province: place(row.provinceCode, row.provinceName),
            city: place(row.cityCode, row.cityName),
            needed_by: row.neededBy,
          }
        : null,
    after_sales: afterSales,
    consent: {
      privacy_notice_version: row.privacyNoticeVersion,
      privacy_notice_recorded_at: iso(noticeSince),
      marketing_opt_in: row.marketingOptIn,
      marketing_opt_in_at: iso(row.marketingOptInAt),
      erased_at: iso(row.erasedAt),
    },
  };
}

/**
 * Moves a lead through new → contacted → closed (any step may be undone: a false positive goes
 * back to new) and records who did it, when, and the note they left, as one history entry.
 */
export async function updateLead(
  db: Db,
  id: number,
  input: LeadUpdateInput,
  by: AuthUser,
): Promise<LeadDetail> {
  return db.transaction(async (tx) => {
    const { lead: current, scope } = await leadInScope(tx, id, by, true);
    const status = (input.status ?? current.status) as LeadStatus;
    const closeReason = status === 'closed' ? (input.close_reason ?? current.closeReason) : null;
    // A closed lead may have its reason changed without restating the status; never closed without one.
    if (status === 'closed' && !closeReason)
      throw new ValidationFailed({ close_reason: [CLOSE_REASON_REQUIRED] });
    const note = input.note === undefined ? current.note : input.note || null;
    const changed = status !== current.status || closeReason !== current.closeReason || note !== current.note;
    if (!changed) return showLead(tx, id, scope, by);
    await tx.update(leads).set({ status, closeReason, note }).where(eq(leads.id, id));
    await tx.insert(leadEvents).values({
      leadId: id,
      status,
      closeReason,
      note: note !== current.note ? note : null,
      userId: by.id,
      userName: by.name,
    });
    return showLead(tx, id, scope, by);
  });
}
