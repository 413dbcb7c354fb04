import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { LeadKind } from '#common/constants';
import type { CloseReason, LeadRow, LeadStatus } from '#common/schemas/leads';
import { leads } from '../../db/schema';
import { assigneeName, branchName, deliverySummary, isOverdue } from './filters';
import { possibleSpamReason } from './spam';

/** Columns of an inbox row (the list, the CSV and the head of the detail). */
export const rowColumns = {
  id: leads.id,
  kind: leads.kind,
  payload: leads.payload,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  company: leads.company,
  product: leads.product,
  subject: leads.subject,
  message: leads.message,
  page: leads.page,
  status: leads.status,
  closeReason: leads.closeReason,
  spamFlags: leads.spamFlags,
  fillMs: leads.fillMs,
  createdAt: leads.createdAt,
  delivery: deliverySummary,
  assigneeId: leads.assigneeId,
  assigneeName,
  dueAt: leads.dueAt,
  firstResponseAt: leads.firstResponseAt,
  responseMinutes: leads.responseMinutes,
  overdue: isOverdue,
  branchId: leads.branchId,
  branchName,
};

/** An inbox row as `rowColumns` selects it. */
type SelectedRow = SelectResultFields<typeof rowColumns>;

export function toLeadRow(r: SelectedRow): LeadRow {
  const source = r.payload.source;
  return {
    id: r.id,
    kind: r.kind as LeadKind,
    source: typeof source === 'string' ? source : null,
    name: r.name,
    email: r.email,
    phone: r.phone,
    company: r.company,
    product: r.product,
    subject: r.subject,
    status: r.status as LeadStatus,
    close_reason: r.closeReason as CloseReason | null,
    spam: r.closeReason === 'spam',
    possible_spam: possibleSpamReason(r.spamFlags, r.fillMs, r.payload),
    received_at: r.createdAt.toISOString(),
    delivery: r.delivery,
    assignee: r.assigneeId === null ? null : { id: r.assigneeId, name: r.assigneeName ?? '' },
    due_at: r.dueAt?.toISOString() ?? null,
    first_response_at: r.firstResponseAt?.toISOString() ?? null,
    response_minutes: r.responseMinutes,
    overdue: r.overdue,
    branch: r.branchId === null || r.branchName === null ? null : { id: r.branchId, name: r.branchName },
  };
}
