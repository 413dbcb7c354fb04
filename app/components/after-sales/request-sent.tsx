import { CheckCircle2, Phone } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ButtonLink } from '#app/components/ui/button';
import { paths } from '#app/lib/paths';
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
  const heading = useRef<HTMLHeadingElement>(null);
  // The form it replaces held the focus: the news goes to the heading, and is read out from there.
  useEffect(() => heading.current?.focus(), []);
  const branch = promise.branch;
  return (
    <section
      aria-labelledby="request-sent-title"
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-lg border border-neutral-200 bg-white px-6 py-12 text-center"
    >
      <CheckCircle2 aria-hidden className="size-12 text-green-700" />
      <h2
        id="request-sent-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold text-charcoal focus:outline-none"
      >
        {title}
      </h2>
      <p className="text-lg text-neutral-700">{withPhoneLink(promise.message, branch?.phone)}</p>
      <p className="text-neutral-700">
        Your reference: <strong className="font-semibold text-charcoal tabular-nums">{reference}</strong>
      </p>
      {branch?.phone ? (
        <a
          href={telHref(branch.phone)}
          className="inline-flex items-center gap-2 rounded-md bg-charcoal px-5 py-2.5 text-sm font-semibold text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <Phone aria-hidden className="size-4" />
          Call {branch.name}
        </a>
      ) : null}
      <ButtonLink to={paths.products()} variant="outline" className="mt-2">
        Browse products
      </ButtonLink>
    </section>
  );
}
