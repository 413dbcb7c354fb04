import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { DownloadLink } from '#app/components/documents/download-link';
import { useResponseHours } from '#app/components/layout/site-data';
import { ButtonLink } from '#app/components/ui/button';
import { paths } from '#app/lib/paths';
import { fileLabel } from '#common/file-size';

/** What the server answered for a sent list: its reference and the buyer's summary (docs/product.md §22). */
export interface SentQuote {
  reference: string;
  summary?: { url: string; bytes: number };
}

/** The thank-you state after a list was sent (docs/product.md §19), with its reference and summary. */
export default function QuoteSent({ reference, summary }: SentQuote) {
  const heading = useRef<HTMLHeadingElement>(null);
  const hours = useResponseHours()('quote-list');
  // The form it replaces held the focus: the news goes to the heading, and is read out from there.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="quote-sent-title"
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-lg border border-neutral-200 bg-white px-6 py-12 text-center"
    >
      <CheckCircle2 aria-hidden className="size-12 text-green-700" />
      <h2
        id="quote-sent-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold text-charcoal focus:outline-none"
      >
        Quote Request Sent!
      </h2>
      <p className="text-lg text-neutral-700">
        Thank you for your quote request. We will send you a detailed quote within {hours} hours.
      </p>
      <p className="text-neutral-700">
        Your reference: <strong className="font-semibold text-charcoal tabular-nums">{reference}</strong>
      </p>
      {summary && (
        <DownloadLink
          href={summary.url}
          label="Download your request"
          size={fileLabel('PDF', summary.bytes)}
        />
      )}
      <ButtonLink to={paths.products()} variant="dark" className="mt-2">
        Browse products
      </ButtonLink>
    </section>
  );
}
