import { UserRoundCheck } from 'lucide-react';
import type { LeadDetail } from '#common/schemas/leads';
import { DetailCard } from './detail-card';
import { LeadStatusBadge } from './lead-badges';
import { exactTime } from './lead-format';

// Every change to the inquiry, oldest first: who, when, the status it got and the note they left,
// or to whom they assigned it. No person means the site itself, when the inquiry arrived: the spam
// screen closing it, or the note that its acknowledgement was held back (an address gets at most
// three a day).
export function HistoryCard({ lead }: { lead: LeadDetail }) {
  return (
    <DetailCard title="History">
      <ol className="grid gap-3 text-sm">
        <li className="border-l-2 border-neutral-200 pl-3">
          <p className="font-medium text-charcoal">Received</p>
          <p className="text-neutral-600">
            <time dateTime={lead.received_at}>{exactTime(lead.received_at)}</time>
          </p>
        </li>
        {lead.history.map((event) => (
          <li key={event.id} className="border-l-2 border-neutral-200 pl-3">
            {event.assigned_to ? (
              <p className="flex items-start gap-1.5 [overflow-wrap:anywhere] text-charcoal">
                <UserRoundCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-neutral-600" />
                <span>
                  Assigned to <span className="font-medium">{event.assigned_to.name}</span>
                  {event.changed_by ? ` by ${event.changed_by.name}` : null}
                </span>
              </p>
            ) : (
              <p className="flex flex-wrap items-center gap-2">
                <LeadStatusBadge lead={event} />
                <span className="font-medium text-charcoal">
                  {event.changed_by
                    ? `by ${event.changed_by.name}`
                    : event.close_reason === 'spam'
                      ? 'by the spam screen'
                      : 'by the site'}
                </span>
              </p>
            )}
            <p className="mt-0.5 text-neutral-600">
              <time dateTime={event.changed_at}>{exactTime(event.changed_at)}</time>
            </p>
            {event.note ? (
              <p className="mt-1 [overflow-wrap:anywhere] whitespace-pre-line text-neutral-800">
                {event.note}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </DetailCard>
  );
}
