import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { SentPanel } from '#app/components/forms/sent-panel';
import type { SentRequest } from './use-request-form';

// The thank-you state of an after-sales request (docs/product.md §30): the server's promise as it
// words it ("Our Valenzuela branch (0917 123 4567) will answer by 3:00 PM today."), the branch's
// phone a tap-to-call link, and the request's reference.

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The message with the branch's phone, where it says it, as a link. */
function withPhoneLink(message: string, phone: string | null | undefined): ReactNode {
  const at = phone ? message.indexOf(phone) : -1;
  if (!phone || at < 0) return message;
  return (
    <>
      {message.slice(0, at)}
      <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-charcoal underline">
        {phone}
      </a>
      {message.slice(at + phone.length)}
    </>
  );
}

export function RequestSent({ title, reference, promise }: SentRequest & { title: string }) {
  const branch = promise.branch;
  return (
    <SentPanel
      id="request-sent-title"
      title={title}
      message={withPhoneLink(promise.message, branch?.phone)}
      reference={reference}
      browse="outline"
    >
      {branch?.phone ? (
        <a
          href={telHref(branch.phone)}
          className="inline-flex items-center gap-2 rounded-md bg-charcoal px-5 py-2.5 text-sm font-semibold text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <Phone aria-hidden className="size-4" />
          Call {branch.name}
        </a>
      ) : null}
    </SentPanel>
  );
}
