import { FileText, Mail, MessageCircle, PhoneCall, UserRoundCheck } from 'lucide-react';
import { CONTACT_CHANNEL_LABELS } from '#common/schemas/lead-desk';
import type { LeadDetail } from '#common/schemas/leads';
import { DELIVERY_STATE } from './deliveries-card';
import { DetailCard } from './detail-card';
import { LeadStatusBadge } from './lead-badges';
import { exactTime } from './lead-format';
import { eventText } from './quotations/quotation-format';

// Every change to the inquiry, oldest first: who, when, the status it got and the note they left,
// to whom it was assigned (by a person, or by a routing rule), and each contact with the sender — a
// reply by e-mail with its sending state, or a call or chat logged by hand (docs/product.md §24). No
// person means the site itself, when the inquiry arrived: the spam screen closing it, the routing,
// or the note that its acknowledgement was held back (an address gets at most three a day). A
// quotation's steps — created, sent, viewed, accepted, a buyer's question — read as one line each
// (docs/product.md §25.3).

type Entry = LeadDetail['history'][number];

function Assignment({ event }: { event: Entry }) {
  return (
    <p className="flex items-start gap-1.5 [overflow-wrap:anywhere] text-charcoal">
      <UserRoundCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-neutral-600" />
      <span>
        Assigned to <span className="font-medium">{event.assigned_to?.name}</span>
        {event.rule_name
          ? ` by rule “${event.rule_name}”`
          : event.changed_by
            ? ` by ${event.changed_by.name}`
            : null}
      </span>
    </p>
  );
}

/** A sent mail's state beside its line ("Delivered", "Bounced"). */
function MailState({ state }: { state: { className: string; text: string } | null }) {
  if (!state) return null;
  return (
    <span
      className={`ml-2 inline-flex rounded-full px-2 py-0.5 align-middle text-xs font-semibold ${state.className}`}
    >
      {state.text}
    </span>
  );
}

/** "Quotation Q-2026-0001 sent" (with its mail's state), "… accepted by …", "… question: …". */
function QuotationStep({ event, lead }: { event: Entry; lead: LeadDetail }) {
  if (!event.quotation) return null;
  const mail = event.mail_id ? lead.deliveries.find((d) => d.id === event.mail_id) : undefined;
  const state = mail ? DELIVERY_STATE[mail.state] : null;
  return (
    <p className="flex items-start gap-1.5 [overflow-wrap:anywhere] whitespace-pre-line text-charcoal">
      <FileText aria-hidden className="mt-0.5 size-4 shrink-0 text-neutral-600" />
      <span>
        {eventText(event.quotation, event.note)}
        <MailState state={state} />
      </span>
    </p>
  );
}

/** "Replied by e-mail: <subject>" and the mail's state, or "Phone call: <note>", and by whom. */
function Contact({ event, lead }: { event: Entry; lead: LeadDetail }) {
  if (event.channel === 'email') {
    const mail = lead.deliveries.find((d) => d.id === event.mail_id);
    const state = mail ? DELIVERY_STATE[mail.state] : null;
    return (
      <p className="flex items-start gap-1.5 [overflow-wrap:anywhere] text-charcoal">
        <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-neutral-600" />
        <span>
          <span className="font-medium">Replied by e-mail:</span> {mail?.subject ?? event.note}
          <MailState state={state} />
        </span>
      </p>
    );
  }
  const Icon = event.channel === 'phone' ? PhoneCall : MessageCircle;
  return (
    <p className="flex items-start gap-1.5 [overflow-wrap:anywhere] whitespace-pre-line text-charcoal">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-neutral-600" />
      <span>
        <span className="font-medium">{CONTACT_CHANNEL_LABELS[event.channel ?? 'other']}:</span> {event.note}
      </span>
    </p>
  );
}

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
            {event.quotation ? (
              <QuotationStep event={event} lead={lead} />
            ) : event.assigned_to ? (
              <Assignment event={event} />
            ) : event.channel ? (
              <Contact event={event} lead={lead} />
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
              {(event.channel || event.quotation) && event.changed_by ? ` · ${event.changed_by.name}` : null}
            </p>
            {event.note && !event.channel && !event.quotation ? (
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
