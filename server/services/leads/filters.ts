import { and, eq, ilike, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { LeadFilter } from '#common/schemas/leads';
import { leads } from '../../db/schema';
import { containsPattern } from '../news';
import { businessDate, rangeEnd, withinDates } from './business-time';
import { type LeadScope, scopeWhere } from './scope';

const isSpam = eq(leads.closeReason, 'spam');

function statusCondition(status: LeadFilter['status']): SQL | undefined {
  switch (status) {
    case 'all':
      return undefined;
    case 'spam':
      return isSpam;
    case 'closed':
      return and(eq(leads.status, 'closed'), ne(leads.closeReason, 'spam'));
    case 'new':
    case 'contacted':
      return eq(leads.status, status);
    default:
      // The inbox hides spam unless asked for it.
      return or(sql`${leads.closeReason} is null`, ne(leads.closeReason, 'spam'));
  }
}

/** Unanswered and open (the clock runs): the predicate of leads_unanswered_due_idx. */
export const unanswered = sql`${leads.firstResponseAt} is null and ${leads.status} <> 'closed'`;

/** Unanswered, open and past due: the inbox's Overdue (docs/product.md §24). */
export const isOverdue = sql<boolean>`coalesce(${unanswered} and ${leads.dueAt} <= now(), false)`;

/** The end of today in business time: Due today is unanswered and due before it. */
const endOfToday = () => rangeEnd(businessDate(new Date()));

function assigneeCondition(assignee: LeadFilter['assignee'], scope: LeadScope): SQL | undefined {
  if (assignee === undefined) return undefined;
  if (assignee === 'unassigned') return isNull(leads.assigneeId);
  return eq(leads.assigneeId, assignee === 'me' ? scope.userId : assignee);
}

/**
 * The WHERE of the inbox list and the CSV export, so both always show the same leads: the
 * filters within the caller's scope (scope.ts).
 */
export function leadWhere(filter: LeadFilter, scope: LeadScope): SQL | undefined {
  const term = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    scopeWhere(scope),
    assigneeCondition(filter.assignee, scope),
    statusCondition(filter.status),
    filter.kind ? eq(leads.kind, filter.kind) : undefined,
    filter.overdue === 'true' ? and(unanswered, lte(leads.dueAt, sql`now()`)) : undefined,
    filter.overdue === 'false' ? sql`not ${isOverdue}` : undefined,
    filter.due === 'today' ? and(unanswered, lt(leads.dueAt, endOfToday())) : undefined,
    withinDates(leads.createdAt, filter),
    term
      ? or(
          ilike(leads.name, term),
          ilike(leads.email, term),
          ilike(leads.company, term),
          ilike(leads.product, term),
          ilike(leads.subject, term),
          ilike(leads.message, term),
        )
      : undefined,
  );
}

/**
 * One word for a lead's mails: none queued, failed (any gave up), pending (any still to go), sent.
 * Written out with qualified names: drizzle leaves a column of the selected table unqualified,
 * which inside this subquery would bind to mail_outbox.id instead of leads.id.
 */
export const deliverySummary = sql<'none' | 'pending' | 'sent' | 'failed'>`(
  select case
    when count(*) = 0 then 'none'
    when bool_or(m.state = 'failed') then 'failed'
    when bool_or(m.state = 'pending') then 'pending'
    else 'sent' end
  from mail_outbox m where m.lead_id = "leads"."id")`;

/** The assignee's current name, qualified for the same reason. */
/** A parts or service request's branch by name (docs/product.md §30). */
export const branchName = sql<
  string | null
>`(select b.name from branches b where b.id = "leads"."branch_id")`;

export const assigneeName = sql<
  string | null
>`(select u.name from users u where u.id = "leads"."assignee_id")`;
