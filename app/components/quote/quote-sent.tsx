import { DownloadLink } from '#app/components/documents/download-link';
import { SentPanel } from '#app/components/forms/sent-panel';
import { useResponseHours } from '#app/components/layout/site-data';
import { fileLabel } from '#common/file-size';

/** What the server answered for a sent list: its reference and the buyer's summary (docs/product.md §22). */
export interface SentQuote {
  reference: string;
  summary?: { url: string; bytes: number };
}

/** The thank-you state after a list was sent (docs/product.md §19), with its reference and summary. */
export default function QuoteSent({ reference, summary }: SentQuote) {
  const hours = useResponseHours()('quote-list');
  return (
    <SentPanel
      id="quote-sent-title"
      title="Quote Request Sent!"
      message={`Thank you for your quote request. We will send you a detailed quote within ${hours} hours.`}
      reference={reference}
      browse="dark"
    >
      {summary && (
        <DownloadLink
          href={summary.url}
          label="Download your request"
          size={fileLabel('PDF', summary.bytes)}
        />
      )}
    </SentPanel>
  );
}
