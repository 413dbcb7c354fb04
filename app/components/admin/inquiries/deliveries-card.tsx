import type { LeadDetail } from '#common/schemas/leads';
import { DetailCard } from './detail-card';
import { exactTime } from './lead-format';

// The e-mails this inquiry queued (decision 010): the staff notification and the visitor's
// acknowledgement, replies from the inbox, reminders and overdue notices (docs/product.md §24),
// with their sending state, attempts and the last error.

type Delivery = LeadDetail['deliveries'][number];

const KIND: Record<Delivery['kind'], string> = {
  staff: 'Staff notification',
  ack: 'Acknowledgement to the visitor',
  reply: 'Reply to the visitor',
  reminder: 'Reminder to the assignee',
  escalation: 'Overdue notice to the managers',
  quotation: 'Quotation to the visitor',
  quotation_alert: 'Quotation alert to staff',
  quotation_accepted: 'Acceptance confirmed to the buyer',
  assignment: 'Assignment to its owner',
};
/** A mail's sending state, as this card and the history's replies show it. */
export const DELIVERY_STATE: Record<Delivery['state'], { text: string; className: string }> = {
  pending: { text: 'Waiting', className: 'bg-amber-100 text-amber-900' },
  sent: { text: 'Sent', className: 'bg-green-100 text-green-900' },
  failed: { text: 'Failed', className: 'bg-red-100 text-red-900' },
};

function whenText(mail: Delivery) {
  if (mail.sent_at) return `Sent ${exactTime(mail.sent_at)}`;
  if (mail.next_attempt_at) return `Next try ${exactTime(mail.next_attempt_at)}`;
  return `Queued ${exactTime(mail.created_at)}`;
}

export function DeliveriesCard({ lead }: { lead: LeadDetail }) {
  // Only a lead the spam screen closed on arrival skipped its mail; a possible spam did not.
  const binned = lead.history.some((e) => e.changed_by === null && e.close_reason === 'spam');
  return (
    <DetailCard title="E-mails">
      {lead.deliveries.length === 0 ? (
        <p className="text-sm text-neutral-600">
          {binned
            ? 'No e-mails: inquiries flagged as spam send none.'
            : 'No e-mails were queued. Staff notifications need SMTP and a notification address in Settings → Contact.'}
        </p>
      ) : (
        <ul className="grid gap-3 text-sm">
          {lead.deliveries.map((mail) => (
            <li key={mail.id} className="rounded-md border border-neutral-200 p-3">
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-charcoal">{KIND[mail.kind]}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${DELIVERY_STATE[mail.state].className}`}
                >
                  {DELIVERY_STATE[mail.state].text}
                </span>
              </p>
              <p className="mt-1 [overflow-wrap:anywhere] text-neutral-700">To {mail.to}</p>
              <p className="text-neutral-600">
                {whenText(mail)} · {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'}
              </p>
              {mail.last_error ? (
                <p className="mt-1 [overflow-wrap:anywhere] text-red-800">Last error: {mail.last_error}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
