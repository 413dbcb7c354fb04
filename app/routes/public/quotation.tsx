import { useState } from 'react';
import { data } from 'react-router';
import { AcceptedNotice, AcceptForm } from '#app/components/quotation/accept-form';
import { QuestionForm } from '#app/components/quotation/question-form';
import { QuotationDocument } from '#app/components/quotation/quotation-document';
import type { QuotationCopy } from '#app/components/quotation/quotation-format';
import { QuotationMissing } from '#app/components/quotation/quotation-missing';
import { serverContext } from '#app/lib/load-context';
import type { BuyerQuotation } from '#common/schemas/quotation-page';
import { QUOTATION_LIMITS, QUOTATION_MESSAGES, QUOTATION_STATUS_LABELS } from '#common/schemas/quotations';
import type { Route } from './+types/quotation';

// The buyer's private page of a quotation, /quotation/<token> (docs/product.md §25, decision 048):
// for the link's holder only, so never indexed, never kept by any cache, and never sent on as a
// Referer. Opening it the first time marks the quotation viewed (the service does, once).

const copy: QuotationCopy = {
  statusLabels: QUOTATION_STATUS_LABELS,
  accepted: QUOTATION_MESSAGES.accepted,
  acceptName: QUOTATION_MESSAGES.acceptName,
  question: QUOTATION_MESSAGES.question,
  questionSent: QUOTATION_MESSAGES.questionSent,
  expired: QUOTATION_MESSAGES.expired,
  nameMax: QUOTATION_LIMITS.name,
  questionMax: QUOTATION_LIMITS.question,
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await serverContext(context).services.quotationPage(params.token);
  // The words come with the data: the page's code carries no schema module (quotation-format.ts).
  if (page.state === 'open') return { ...page, copy };
  return data({ ...page, message: QUOTATION_MESSAGES.linkNotFound }, { status: 404 });
}

const PRIVATE = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
};
export const headers: Route.HeadersFunction = () => PRIVATE;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData?.state === 'open'
        ? `Quotation ${loaderData.quotation.reference} | Ironsite Heavy Equipment`
        : 'Quotation not found | Ironsite Heavy Equipment',
  },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
];

export default function QuotationPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === 'superseded')
    return (
      <QuotationMissing
        superseded
        reference={loaderData.reference}
        newest={loaderData.newest}
        message={loaderData.message}
      />
    );
  if (loaderData.state !== 'open')
    return <QuotationMissing superseded={false} message={loaderData.message} />;
  return <OpenQuotation initial={loaderData.quotation} token={loaderData.token} copy={loaderData.copy} />;
}

function OpenQuotation({
  initial,
  token,
  copy,
}: {
  initial: BuyerQuotation;
  token: string;
  copy: QuotationCopy;
}) {
  const [quotation, setQuotation] = useState(initial);
  const [justAccepted, setJustAccepted] = useState(false);
  const onAccepted = (accepted: BuyerQuotation) => {
    setQuotation(accepted);
    setJustAccepted(true);
  };
  const onExpired = () => setQuotation((q) => ({ ...q, status: 'expired' }));
  const open = quotation.status === 'sent' || quotation.status === 'viewed';
  return (
    <div className="bg-neutral-50">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
        <QuotationDocument quotation={quotation} copy={copy} />
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          {quotation.status === 'accepted' && (
            <AcceptedNotice quotation={quotation} message={justAccepted ? copy.accepted : undefined} />
          )}
          {quotation.status === 'expired' && (
            <section
              aria-labelledby="expired-title"
              className="rounded-lg border border-amber-300 bg-amber-50 p-4 sm:p-6"
            >
              <h2 id="expired-title" className="text-lg font-semibold text-amber-950">
                This quotation has expired
              </h2>
              <p role="status" className="mt-1 text-amber-950">
                {copy.expired}
              </p>
            </section>
          )}
          {open && (
            <AcceptForm
              quotation={quotation}
              token={token}
              copy={copy}
              onAccepted={onAccepted}
              onExpired={onExpired}
            />
          )}
          <QuestionForm token={token} copy={copy} />
        </div>
      </div>
    </div>
  );
}
