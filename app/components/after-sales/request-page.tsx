import { Clock, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSiteData } from '#app/components/layout/site-data';

// The frame of the /parts and /service pages (docs/product.md §30): the charcoal band with the
// page's title, the form's card, and beside it what happens after sending.

const CARD = 'rounded-lg border border-neutral-200 bg-white p-4 sm:p-6';

export function RequestPage({
  eyebrow,
  title,
  lead,
  formTitle,
  formTitleId,
  sent,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  formTitle: string;
  formTitleId: string;
  /** The thank-you state, in place of the form once sent. */
  sent: ReactNode;
  children: ReactNode;
}) {
  const { settings } = useSiteData();
  return (
    <>
      <section className="bg-charcoal text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-[2rem] font-semibold sm:text-[2.5rem]">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-neutral-200">{lead}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-12">
        {sent ?? (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
            <section aria-labelledby={formTitleId} className={CARD}>
              <h2 id={formTitleId} className="mb-6 text-2xl font-semibold text-charcoal">
                {formTitle}
              </h2>
              {children}
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
