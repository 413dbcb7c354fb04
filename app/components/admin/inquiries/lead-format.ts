import { momentFormat } from '#common/date-format';
import { LEAD_KINDS, type LeadKind, leadKindChoice } from '#common/lead-kinds';
import { MAX_MESSAGE_LINKS, MIN_FORM_FILL_MS } from '#common/schemas/contact';
import type { LeadRow, LeadStatusFilter, SpamFlag } from '#common/schemas/leads';

// Words and formats of the inquiries inbox. Times are shown in the company's time zone, the same
// one the date filters and the CSV use (decision 010), whatever the admin's computer is set to.

/** The stored kinds, by the names that tell alike labels apart (common/lead-kinds.ts). */
export const KIND_OPTIONS: readonly { value: LeadKind; label: string }[] = LEAD_KINDS.map((value) => ({
  value,
  label: leadKindChoice(value),
}));

/** The status filters; no value is the inbox the API gives without one (everything but spam). */
export const STATUS_TABS: readonly { value?: LeadStatusFilter; label: string }[] = [
  { label: 'Inbox' },
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'closed', label: 'Closed' },
  { value: 'spam', label: 'Spam' },
  { value: 'all', label: 'All' },
];

const exact = momentFormat({ dateStyle: 'medium', timeStyle: 'short' });
const longDate = momentFormat({ dateStyle: 'medium' });
const shortDate = momentFormat({ month: 'short', day: 'numeric' });
const clock = momentFormat({ timeStyle: 'short' });
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' });

/** "Jan 31, 2025, 2:03 PM". */
export const exactTime = (iso: string) => exact.format(new Date(iso));

/** "Jan 31, 2025". */
export const exactDate = (iso: string) => longDate.format(new Date(iso));

/** "just now", "5 min. ago", "3 hr. ago", "yesterday", or the date after a week. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'just now';
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
  return shortDate.format(new Date(iso));
}

export const SPAM_FLAG_TEXT: Record<SpamFlag, string> = {
  honeypot: 'The hidden field was filled in',
  too_fast: `Sent less than ${MIN_FORM_FILL_MS / 1000} seconds after the form opened`,
  links: `More than ${MAX_MESSAGE_LINKS} links in the message`,
};

/** What the status badge says. */
export function statusText(lead: Pick<LeadRow, 'status' | 'close_reason'>): string {
  if (lead.status === 'new') return 'New';
  if (lead.status === 'contacted') return 'Contacted';
  if (lead.close_reason === 'spam') return 'Spam';
  return lead.close_reason === 'won'
    ? 'Closed: won'
    : lead.close_reason === 'lost'
      ? 'Closed: lost'
      : 'Closed';
}

/** The reply's subject line: "Re: " and what they wrote about. */
export const replySubject = (lead: Pick<LeadRow, 'subject' | 'product'>, kindLabel: string) =>
  `Re: ${lead.subject || (lead.product ? `${kindLabel}: ${lead.product}` : kindLabel)}`;

/** "10:29 AM", in the same time zone as exactTime. */
export const clockTime = (iso: string) => clock.format(new Date(iso));
