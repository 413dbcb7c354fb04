import { Mail, MessageCircle, Phone } from 'lucide-react';
import { buttonClass } from '#app/components/ui/button';
import { INTERNATIONAL_NUMBER_PATTERN, plainChatLinks } from '#common/chat-links';
import { formatPhone, internationalNumber } from '#common/phone';
import { type LeadDetail, leadKindLabel } from '#common/schemas/leads';
import { DetailCard, DetailList } from './detail-card';
import { exactDate, exactTime, replySubject } from './lead-format';

// Who wrote, and the ways to answer them at once: a reply in the admin's own mail program
// (subject "Re: …"), and with a number a call or a chat on Viber or WhatsApp (the site's own chat
// links, docs/product.md §20, pointed at the buyer's number).
export function ContactCard({ lead }: { lead: LeadDetail }) {
  const subject = replySubject(lead, leadKindLabel(lead.kind, lead.source));
  const mailto = `mailto:${lead.email}?subject=${encodeURIComponent(subject)}`;
  const number = lead.phone ? internationalNumber(lead.phone, INTERNATIONAL_NUMBER_PATTERN) : null;
  const chats = number ? plainChatLinks({ viber: number, whatsapp: number }) : [];
  return (
    <DetailCard title="Contact">
      <DetailList
        rows={[
          { label: 'Name', value: lead.name },
          {
            label: 'Email',
            value: (
              <a href={`mailto:${lead.email}`} className="underline underline-offset-2">
                {lead.email}
              </a>
            ),
          },
          {
            label: 'Phone',
            value: lead.phone ? (
              <a href={`tel:${lead.phone}`} className="underline underline-offset-2 tabular-nums">
                {formatPhone(lead.phone)}
              </a>
            ) : null,
          },
          { label: 'Company', value: lead.company },
          // docs/product.md §21: the visitor's own marketing choice and the notice it was sent under.
          {
            label: 'Marketing',
            value: lead.consent.marketing_opt_in
              ? `Opted in to product news and offers, ${exactTime(lead.consent.marketing_opt_in_at!)}`
              : 'Not opted in',
          },
          { label: 'Privacy notice', value: <NoticeVersion consent={lead.consent} /> },
          ...(lead.consent.erased_at
            ? [{ label: 'Erased', value: `Personal data erased ${exactTime(lead.consent.erased_at)}` }]
            : []),
        ]}
      />
      <div className="mt-4 flex flex-wrap gap-2">
        {/* The Reply card sends through the outbox and stops the response clock (docs/product.md
            §24); the mail app stays for what it does better (attachments), and says it is not that. */}
        <a
          href={mailto}
          title="A mail sent from your own app does not stop the response clock: log the contact in Reply."
          className={buttonClass('outline', 'px-4 py-2 text-charcoal')}
        >
          <Mail aria-hidden className="size-4" />
          Open in mail app
        </a>
        {lead.phone ? (
          <a href={`tel:${lead.phone}`} className={buttonClass('outline', 'px-4 py-2 text-charcoal')}>
            <Phone aria-hidden className="size-4" />
            Call {formatPhone(lead.phone)}
          </a>
        ) : null}
        {/* A chat, like the mail app, does not stop the response clock: it is logged as a contact. */}
        {chats.map((chat) => (
          <a
            key={chat.channel}
            href={chat.href}
            aria-label={`Message ${lead.name} on ${chat.name}`}
            // wa.me opens in a new tab (or the app on a phone); viber:// hands over to the app.
            target={chat.href.startsWith('https:') ? '_blank' : undefined}
            rel="noopener noreferrer"
            className={buttonClass('outline', 'px-4 py-2 text-charcoal')}
          >
            <MessageCircle aria-hidden className="size-4" />
            {chat.name}
          </a>
        ))}
      </div>
    </DetailCard>
  );
}

/**
 * The notice by its date, the first day a lead recorded it (decision 026 keeps only a hash of the
 * text); the hash stays beside it, as the /privacy page prints it, for an audit.
 */
function NoticeVersion({ consent }: { consent: LeadDetail['consent'] }) {
  const version = consent.privacy_notice_version;
  if (!version) return 'Not recorded';
  const since = consent.privacy_notice_recorded_at;
  return (
    <>
      {since ? (
        <span title={`First recorded on an inquiry ${exactTime(since)}`}>Notice of {exactDate(since)}</span>
      ) : (
        'Notice'
      )}{' '}
      <span className="text-xs text-neutral-600">
        (version <span className="font-mono">{version}</span>)
      </span>
    </>
  );
}
