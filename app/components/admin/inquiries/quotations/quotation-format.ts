import { calendarDay, dayFormat, momentFormat } from '#common/date-format';
import { formatCents } from '#common/money';
import type { QuotationEventAction } from '#common/schemas/leads';
import type { Quotation, QuotationStatus } from '#common/schemas/quotations';

// Words of the lead page's Quotations card (docs/product.md §25.3). Times are read in the company's
// time zone, like the rest of the inbox; a validity date is a calendar date and is shown as written.

const dateTime = momentFormat({ day: 'numeric', month: 'short', year: 'numeric' }, 'en-GB');
const calendar = dayFormat({ day: 'numeric', month: 'short', year: 'numeric' }, 'en-GB');

/** "3 Dec 2026" of a moment, in Manila. */
const dayOf = (iso: string) => dateTime.format(new Date(iso));

/** "31 Dec 2026" of a YYYY-MM-DD date; anything else as given. */
export const calendarDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? calendar.format(calendarDay(date)) : date;

/** The quotation's total: "₱1,234,567.50". */
export const totalText = (q: Pick<Quotation, 'totals' | 'currency'>) =>
  formatCents(Math.round(q.totals.total * 100), q.currency);

/** What happened to it so far, oldest first: "Sent on 1 Dec 2026", "Accepted by Juan dela Cruz on 3 Dec 2026". */
export function timeline(
  q: Pick<Quotation, 'created_at' | 'sent_at' | 'viewed_at' | 'accepted_at' | 'accepted_name'>,
): string[] {
  const lines = [`Created on ${dayOf(q.created_at)}`];
  if (q.sent_at) lines.push(`Sent on ${dayOf(q.sent_at)}`);
  if (q.viewed_at) lines.push(`Viewed on ${dayOf(q.viewed_at)}`);
  if (q.accepted_at)
    lines.push(
      q.accepted_name
        ? `Accepted by ${q.accepted_name} on ${dayOf(q.accepted_at)}`
        : `Accepted on ${dayOf(q.accepted_at)}`,
    );
  return lines;
}

export interface QuotationActions {
  edit: boolean;
  send: boolean;
  revise: boolean;
  closeAsWon: boolean;
  /** A new link to share by Viber or SMS (decision 052): a revision the buyer may open. */
  copyLink: boolean;
}

/** Sent or viewed, or past its date: a revision may follow. Not an accepted one: that is the deal. */
const REVISABLE: readonly QuotationStatus[] = ['sent', 'viewed', 'expired'];

/**
 * What staff may do with each quotation of a lead: a draft is edited and sent; only the newest
 * revision of a number is revised (the API's 409 says so for the others); an accepted one offers
 * to close the lead as won, which staff confirm — acceptance alone never closes it. A draft's link is
 * copied from its send dialog.
 */
export function actionsFor(q: Quotation, all: readonly Quotation[]): QuotationActions {
  const newest = all.every((other) => other.number !== q.number || other.revision <= q.revision);
  return {
    edit: q.status === 'draft',
    send: q.status === 'draft',
    revise: newest && REVISABLE.includes(q.status),
    closeAsWon: q.status === 'accepted',
    copyLink: q.status === 'sent' || q.status === 'viewed' || q.status === 'accepted',
  };
}

/** Newest first: the latest number on top (Q-2026-0010 after Q-2026-0009), its latest revision first. */
export const newestFirst = (list: readonly Quotation[]) =>
  [...list].sort(
    (a, b) => b.number.localeCompare(a.number, 'en', { numeric: true }) || b.revision - a.revision,
  );

const ACTION_WORDS: Record<QuotationEventAction, string> = {
  created: 'created',
  sent: 'sent',
  link_copied: 'link copied to share',
  viewed: 'viewed by the buyer',
  accepted: 'accepted',
  question: 'question',
};

/**
 * A history line (docs/product.md §25.3): "Quotation Q-2026-0001 sent", "… accepted by Juan dela
 * Cruz" (the name the buyer typed is the event's note), "… question: <the buyer's question>".
 */
export function eventText(ref: { reference: string; action: QuotationEventAction }, note: string | null) {
  const base = `Quotation ${ref.reference} ${ACTION_WORDS[ref.action] ?? ref.action}`;
  // Entries written before the note held the name alone read "Accepted by <name>".
  if (ref.action === 'accepted' && note) return `${base} by ${note.replace(/^Accepted by /, '')}`;
  if (ref.action === 'question') return note ? `${base}: ${note}` : base;
  return base;
}
