import { Clock, MapPin, Phone } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSiteData } from '#app/components/layout/site-data';
import { paths } from '#app/lib/paths';
import { pageMeta } from '#app/lib/seo';
import { RequestSent } from './request-sent';
import type { SentRequest } from './use-request-form';

// The frame of the /parts and /service pages (docs/product.md §30): the charcoal band with the
// page's title, the form's card, and beside it what happens after sending; once sent, the
// thank-you state in place of both. Each page's words stand in REQUEST_PAGES.

const CARD = 'rounded-lg border border-neutral-200 bg-white p-4 sm:p-6';

export type RequestKind = 'parts' | 'service';

const REQUEST_PAGES: Record<
  RequestKind,
  { noun: string; title: string; lead: string; description: string; path: string }
> = {
  parts: {
    noun: 'Parts',
    title: 'Order Parts',
    lead: 'Tell us the machine and the parts you need, by part number or description. The branch nearest to you answers with price and availability.',
    description:
      'Ask for genuine parts by part number or description, with the machine’s serial number and photos. The nearest branch answers, first when the machine is down.',
    path: paths.parts(),
  },
  service: {
    noun: 'Service',
    title: 'Book a Service',
    lead: 'Tell us the machine, what is wrong and where it is. The branch nearest to the machine sends a technician.',
    description:
      'Book a technician for your machine: tell us what is wrong, its hour meter and where it is. The nearest branch answers, first when the machine is down.',
    path: paths.service(),
  },
};

/** The page's meta tags, at the origin its loader read. */
export const requestPageMeta = (kind: RequestKind, loaderData: { origin: string } | undefined) => {
  const { title, description, path } = REQUEST_PAGES[kind];
  return pageMeta({ title, description, path, origin: loaderData?.origin ?? 'http://localhost' });
};

export function RequestPage({
  kind,
  children,
}: {
  kind: RequestKind;
  /** The request's form, given what to call once the request is sent. */
  children: (onSent: (sent: SentRequest) => void) => ReactNode;
}) {
  const { settings } = useSiteData();
  const [sent, setSent] = useState<SentRequest | null>(null);
  const { noun, title, lead } = REQUEST_PAGES[kind];
  const formTitleId = `${kind}-form-title`;
  return (
    <>
      <section className="bg-charcoal text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{noun}</p>
          <h1 className="mt-2 text-[2rem] font-semibold sm:text-[2.5rem]">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-neutral-200">{lead}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-12">
        {sent ? (
          <RequestSent title={`${noun} Request Sent`} {...sent} />
        ) : (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
            <section aria-labelledby={formTitleId} className={CARD}>
              <h2 id={formTitleId} className="mb-6 text-2xl font-semibold text-charcoal">
                {`Your ${noun} Request`}
              </h2>
              {children(setSent)}
            </section>
            <aside aria-labelledby="request-next-title" className={`${CARD} grid gap-4 text-neutral-700`}>
              <h2 id="request-next-title" className="text-lg font-semibold text-charcoal">
                What happens next
              </h2>
              <p className="flex gap-3">
                <MapPin aria-hidden className="mt-1 size-4 shrink-0 text-charcoal" />
                The branch nearest to the machine takes your request.
              </p>
              <p className="flex gap-3">
                <Clock aria-hidden className="mt-1 size-4 shrink-0 text-charcoal" />
                After sending you see who will answer and by when. A machine that is down is answered first.
              </p>
              {settings.phone ? (
                <p className="flex gap-3">
                  <Phone aria-hidden className="mt-1 size-4 shrink-0 text-charcoal" />
                  <span>
                    In a hurry? Call{' '}
                    <a
                      href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}
                      className="font-medium whitespace-nowrap text-charcoal underline"
                    >
                      {settings.phone}
                    </a>
                    .
                  </span>
                </p>
              ) : null}
            </aside>
          </div>
        )}
      </div>
    </>
  );
}
