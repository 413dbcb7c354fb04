import {
  AlarmClock,
  CircleCheck,
  Clock,
  type LucideIcon,
  MailCheck,
  MailMinus,
  MailX,
  ShieldQuestion,
} from 'lucide-react';
import type { LeadRow } from '#common/schemas/leads';
import { dueLabel } from './lead-clock';
import { statusText } from './lead-format';

// A lead's status and e-mail state at a glance. New takes the brand colour (it wants a person);
// the others use their meaning's colour, each with words so colour is never the only signal.

const BADGE = 'inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

function statusClass(lead: Pick<LeadRow, 'status' | 'close_reason'>) {
  if (lead.status === 'new') return 'bg-brand text-brand-ink';
  if (lead.status === 'contacted') return 'bg-blue-100 text-blue-900';
  if (lead.close_reason === 'spam') return 'bg-red-100 text-red-900';
  if (lead.close_reason === 'won') return 'bg-green-100 text-green-900';
  return 'bg-neutral-200 text-neutral-800';
}

export function LeadStatusBadge({ lead }: { lead: Pick<LeadRow, 'status' | 'close_reason'> }) {
  return <span className={`${BADGE} ${statusClass(lead)}`}>{statusText(lead)}</span>;
}

/**
 * "Possible spam" and why (a fast or link-heavy form may still be a person's): the lead stays in
 * the inbox, so the reason is shown as words beside the badge, not only in a tooltip.
 */
export function PossibleSpamBadge({ reason, className = '' }: { reason: string; className?: string }) {
  return (
    <span className={`flex flex-wrap items-center gap-x-1.5 gap-y-0.5 ${className}`}>
      <span className={`${BADGE} items-center gap-1 bg-amber-100 text-amber-900`}>
        <ShieldQuestion aria-hidden className="size-3.5" />
        Possible spam
      </span>
      <span className="text-xs text-neutral-700">{reason}</span>
    </span>
  );
}

const DELIVERY: Record<LeadRow['delivery'], { icon: LucideIcon; text: string; className: string }> = {
  none: { icon: MailMinus, text: 'No e-mail sent', className: 'text-neutral-500' },
  pending: { icon: Clock, text: 'E-mail waiting to be sent', className: 'text-amber-700' },
  sent: { icon: MailCheck, text: 'E-mail sent', className: 'text-green-700' },
  failed: { icon: MailX, text: 'E-mail failed', className: 'text-red-700' },
};

/** The list's e-mail column: an icon, its meaning for screen readers and as a tooltip. */
export function DeliveryIcon({ state }: { state: LeadRow['delivery'] }) {
  const { icon: Icon, text, className } = DELIVERY[state];
  return (
    <span title={text} className={`inline-flex ${className}`}>
      <Icon aria-hidden className="size-5" />
      <span className="sr-only">{text}</span>
    </span>
  );
}

/**
 * The response clock in the list (docs/product.md §24): a red "Overdue" badge, "Due in 3 h" or
 * "Due Mon 4:30 PM", or "Answered" with its time as the title; nothing for a lead without a clock.
 */
export function DueText({ lead, now, className = '' }: { lead: LeadRow; now?: number; className?: string }) {
  const due = dueLabel(lead, now);
  if (due.state === 'none') return null;
  if (due.state === 'overdue')
    return (
      <span className={`block ${className}`}>
        <span title={due.title} className={`${BADGE} items-center gap-1 bg-red-100 text-red-900`}>
          <AlarmClock aria-hidden className="size-3.5" />
          {due.text}
        </span>
      </span>
    );
  const Icon = due.state === 'answered' ? CircleCheck : Clock;
  return (
    <span
      title={due.title}
      className={`flex items-center gap-1 text-xs ${due.state === 'answered' ? 'text-green-800' : 'text-neutral-700'} ${className}`}
    >
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {due.text}
    </span>
  );
}
