import { AlarmClock, CircleCheck, Clock as ClockIcon } from 'lucide-react';
import { useLocation, useParams } from 'react-router';
import { LeadAccessCard } from '#app/components/admin/access-log/lead-access-card';
import { failureText } from '#app/components/admin/admin-api';
import { BackLink } from '#app/components/admin/back-link';
import { AfterSalesCard } from '#app/components/admin/inquiries/after-sales-card';
import { afterSalesOf, quotationLinesOf } from '#app/components/admin/inquiries/after-sales-lead';
import { AssigneeCard } from '#app/components/admin/inquiries/assignee-card';
import { ContactCard } from '#app/components/admin/inquiries/contact-card';
import { DeliveriesCard } from '#app/components/admin/inquiries/deliveries-card';
import { HistoryCard } from '#app/components/admin/inquiries/history-card';
import { useLead, useLeadUpdate } from '#app/components/admin/inquiries/inquiries-api';
import { LeadStatusBadge } from '#app/components/admin/inquiries/lead-badges';
import { clockLine } from '#app/components/admin/inquiries/lead-clock';
import { exactTime, relativeTime } from '#app/components/admin/inquiries/lead-format';
import { MessageCard, PayloadCard } from '#app/components/admin/inquiries/message-card';
import { OriginCard } from '#app/components/admin/inquiries/origin-card';
import { QuotationsCard } from '#app/components/admin/inquiries/quotations/quotations-card';
import { QuoteItemsCard } from '#app/components/admin/inquiries/quote-items-card';
import { RespondCard } from '#app/components/admin/inquiries/respond-card';
import { StatusCard } from '#app/components/admin/inquiries/status-card';
import { LoadFailure } from '#app/components/admin/list-failure';
import { StatusBanner, useStatusMessage } from '#app/components/admin/status-message';
import { useCan } from '#app/components/admin/use-can';
import { ApiError } from '#app/lib/api';
import { adminPaths } from '#common/admin-paths';
import { type LeadDetail, leadKindLabel } from '#common/schemas/leads';
import { QUOTABLE_KINDS } from '#common/schemas/quotations';

// One inquiry (docs/product.md §9), at /admin/inquiries/:id — the address the staff e-mail links to. The back
// link returns to the list with the filters it was opened from. Who works it and who opened it
// follow the role (docs/product.md §23); a lead outside a sales rep's own is "not found". The
// header says when an answer is due or how fast it came, and staff who work leads reply or log a
// contact from the page (docs/product.md §24). A quote lead has its quotations under its machines
// (docs/product.md §25.3).
const LIST = adminPaths.inquiries();

function useBackLink() {
  const { state } = useLocation();
  const backTo = (state as { backTo?: unknown } | null)?.backTo;
  return typeof backTo === 'string' && backTo.startsWith(LIST) ? backTo : LIST;
}

export default function AdminInquiryDetail() {
  const id = Number(useParams().id);
  const backTo = useBackLink();
  const lead = useLead(id);
  const update = useLeadUpdate(id);
  const status = useStatusMessage();
  const allowed = useCan();
  const afterSales = lead.data ? afterSalesOf(lead.data) : null;
  const missing =
    !Number.isInteger(id) || id < 1 || (lead.error instanceof ApiError && lead.error.status === 404);

  return (
    <div className="grid gap-4">
      <BackLink to={backTo}>Back to inquiries</BackLink>
      <StatusBanner message={status.message} onDismiss={status.clear} />
      {missing ? (
        <p className="rounded-lg border border-neutral-200 bg-white p-6 text-neutral-700">
          Inquiry not found.
        </p>
      ) : lead.isError ? (
        <div className="rounded-lg border border-neutral-200 bg-white p-6">
          <LoadFailure
            text={failureText(lead.error, 'Failed to load inquiry')}
            onRetry={() => void lead.refetch()}
          />
        </div>
      ) : !lead.data ? (
        <p role="status" className="rounded-lg border border-neutral-200 bg-white p-6 text-neutral-600">
          Loading inquiry...
        </p>
      ) : (
        <>
          <header className="min-w-0">
            <h2 className="text-2xl leading-8 font-semibold [overflow-wrap:anywhere] text-charcoal">
              {lead.data.name}
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-600">
              <LeadStatusBadge lead={lead.data} />
              <span>
                {leadKindLabel(lead.data.kind, lead.data.source)} · received{' '}
                <time dateTime={lead.data.received_at} title={exactTime(lead.data.received_at)}>
                  {relativeTime(lead.data.received_at)}
                </time>
              </span>
              <DueClock lead={lead.data} />
            </p>
          </header>
          {/* On a phone: contact, message, then the workflow; from lg the workflow is a column of
              its own beside them, its extra height going to the last row. */}
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(20rem,2fr)] lg:grid-rows-[auto_auto_1fr]">
            <div className="lg:col-start-1 lg:row-start-1">
              <ContactCard lead={lead.data} />
            </div>
            <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4 lg:col-start-1 lg:row-start-2">
              {afterSales ? <AfterSalesCard request={afterSales} /> : <MessageCard lead={lead.data} />}
              <QuoteItemsCard lead={lead.data} />
              {QUOTABLE_KINDS.includes(lead.data.kind) && allowed('leads.read') ? (
                <QuotationsCard
                  lead={lead.data}
                  startLines={
                    afterSales?.kind === 'parts' ? quotationLinesOf(afterSales.details.items) : undefined
                  }
                  canWrite={allowed('quotations.write')}
                  canWork={allowed('leads.work')}
                  save={(body) => update.mutateAsync(body)}
                  onResult={(kind, text) => status.show(kind, text)}
                />
              ) : null}
              {allowed('leads.work') && !lead.data.consent.erased_at ? (
                <RespondCard lead={lead.data} onResult={(kind, text) => status.show(kind, text)} />
              ) : null}
            </div>
            <div className="grid gap-4 lg:col-start-2 lg:row-span-3 lg:row-start-1">
              <StatusCard
                lead={lead.data}
                save={(body) => update.mutateAsync(body)}
                busy={update.isPending}
                onResult={(kind, text) => status.show(kind, text)}
                canWork={allowed('leads.work')}
              />
              <AssigneeCard lead={lead.data} onResult={(kind, text) => status.show(kind, text)} />
              <HistoryCard lead={lead.data} />
              <DeliveriesCard lead={lead.data} />
              {allowed('access_log.read') ? (
                <LeadAccessCard leadId={lead.data.id} readAt={lead.dataUpdatedAt} />
              ) : null}
            </div>
            <div className="grid gap-4 lg:col-start-1 lg:row-start-3">
              <PayloadCard lead={lead.data} />
              <OriginCard lead={lead.data} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}

/** "Due Tue 1 Dec, 4:30 PM", "Overdue by 2 h" (red) or "Answered in 1 h 20 min of business hours"; nothing without a clock. */
function DueClock({ lead }: { lead: LeadDetail }) {
  const line = clockLine(lead);
  if (line.state === 'none') return null;
  const Icon = line.state === 'answered' ? CircleCheck : line.state === 'overdue' ? AlarmClock : ClockIcon;
  const tone =
    line.state === 'overdue'
      ? 'font-semibold text-red-800'
      : line.state === 'answered'
        ? 'text-green-800'
        : 'font-medium text-charcoal';
  return (
    <span title={line.title} className={`inline-flex items-center gap-1 ${tone}`}>
      <Icon aria-hidden className="size-4 shrink-0" />
      {line.text}
    </span>
  );
}
