import { Download } from 'lucide-react';
import type { BuyerQuotation } from '#common/schemas/quotation-page';
import { dayOf, longDay, type QuotationCopy } from './quotation-format';
import { QuotationLines } from './quotation-lines';
import { StatusBadge } from './status-badge';

// The quotation itself, as its PDF has it (docs/product.md §25): reference and status, dates, the
// buyer and the signatory, the lines with their totals and the VAT line, and the terms.

const META = 'text-sm text-neutral-600';

/**
 * The states the buyer is shown: sent and viewed are the office's bookkeeping (docs/product.md
 * §25.3), so an open offer carries no badge.
 */
const BUYER_STATUSES: ReadonlySet<BuyerQuotation['status']> = new Set(['accepted', 'expired']);

export function QuotationDocument({
  quotation: q,
  copy,
}: {
  quotation: BuyerQuotation;
  copy: QuotationCopy;
}) {
  return (
    <article aria-labelledby="quotation-title">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className={META}>Quotation</p>
          <h1 id="quotation-title" className="text-[2rem] leading-tight font-semibold tracking-tight">
            {q.reference}
          </h1>
          {BUYER_STATUSES.has(q.status) && (
            <div className="mt-2">
              <StatusBadge status={q.status} label={copy.statusLabels[q.status]} />
            </div>
          )}
        </div>
        <a
          href={q.pdf_url}
          download
          className="inline-flex items-center justify-center gap-2 self-start rounded-md border border-charcoal px-5 py-2.5 text-sm font-semibold text-charcoal hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <Download aria-hidden className="size-4" />
          Download PDF
        </a>
      </header>

      <dl className="mt-6 grid grid-cols-1 gap-4 rounded-lg border border-neutral-200 bg-white p-4 sm:grid-cols-2 sm:p-6">
        <div>
          <dt className={META}>Prepared for</dt>
          <dd className="font-medium break-words">
            {q.buyer.name}
            {q.buyer.company && <span className="block font-normal text-neutral-700">{q.buyer.company}</span>}
          </dd>
        </div>
        <div>
          <dt className={META}>Prepared by</dt>
          <dd className="font-medium break-words">
            {q.signatory.name}
            <a href={`mailto:${q.signatory.email}`} className="block font-normal text-neutral-700 underline">
              {q.signatory.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className={META}>Date</dt>
          <dd className="font-medium">{dayOf(q.sent_at ?? q.created_at)}</dd>
        </div>
        <div>
          <dt className={META}>Valid until</dt>
          <dd className="font-medium">{longDay(q.valid_until)}</dd>
        </div>
      </dl>

      <QuotationLines quotation={q} />

      <section aria-labelledby="quotation-terms" className="mt-8">
        <h2 id="quotation-terms" className="text-lg font-semibold">
          Terms
        </h2>
        <dl className="mt-3 space-y-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-6">
          <div>
            <dt className={META}>Payment terms</dt>
            <dd className="whitespace-pre-line break-words">{q.payment_terms}</dd>
          </div>
          {q.delivery_time && (
            <div>
              <dt className={META}>Delivery</dt>
              <dd className="break-words">{q.delivery_time}</dd>
            </div>
          )}
          {q.notes && (
            <div>
              <dt className={META}>Notes</dt>
              <dd className="whitespace-pre-line break-words">{q.notes}</dd>
            </div>
          )}
        </dl>
      </section>
    </article>
  );
}
