import { ArrowRight, Inbox } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLeadList } from '#app/components/admin/inquiries/inquiries-api';
import { LeadStatusBadge } from '#app/components/admin/inquiries/lead-badges';
import { exactTime, relativeTime } from '#app/components/admin/inquiries/lead-format';
import { QueryContent } from '#app/components/admin/query-content';
import { adminPaths } from '#common/admin-paths';
import { type LeadRow, leadKindLabel } from '#common/schemas/leads';

// The dashboard's newest inquiries, so an admin sees who is waiting without opening the inbox:
// the inbox's own first page (everything but spam, newest first), only shorter.

const LATEST_INQUIRIES = 6;

const inbox = adminPaths.inquiries();
const FILTERS = { search: '', page: 1, perPage: LATEST_INQUIRIES } as const;

function Row({ lead }: { lead: LeadRow }) {
  const what = [leadKindLabel(lead.kind, lead.source), lead.product || lead.subject].filter(Boolean);
  return (
    <li>
      <Link
        to={adminPaths.inquiry(lead.id)}
        className="flex items-start gap-3 px-4 py-3 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-charcoal focus-visible:shadow-none sm:px-5"
      >
        <span className="min-w-0 flex-1">
          <span
            className={`block truncate text-sm text-charcoal ${lead.status === 'new' ? 'font-semibold' : 'font-medium'}`}
          >
            {lead.name}
          </span>
          <span className="block truncate text-sm text-neutral-600">{what.join(' · ')}</span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <LeadStatusBadge lead={lead} />
          <time
            dateTime={lead.received_at}
            title={exactTime(lead.received_at)}
            className="text-xs whitespace-nowrap text-neutral-600"
          >
            {relativeTime(lead.received_at)}
          </time>
        </span>
      </Link>
    </li>
  );
}

export function LatestInquiries() {
  const id = useId();
  const list = useLeadList(FILTERS, true);
  const leads = list.data?.data ?? [];
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col rounded-lg border border-neutral-200 bg-white shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3 border-b border-neutral-200 px-4 py-3 sm:px-5">
        <h3 id={id} className="text-base font-semibold text-charcoal">
          Latest inquiries
        </h3>
        <Link
          to={inbox}
          className="inline-flex items-center gap-1 text-sm font-medium text-charcoal underline-offset-2 hover:underline"
        >
          View all<span className="sr-only"> inquiries</span>
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      <QueryContent
        query={list}
        what="inquiries"
        look="card"
        empty={
          leads.length === 0 && (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 px-4 py-10 text-center">
              <Inbox aria-hidden className="size-8 text-neutral-400" />
              <p className="text-sm font-medium text-charcoal">No inquiries yet</p>
              <p className="max-w-xs text-sm text-neutral-600">
                Quote requests and messages sent from the website appear here.
              </p>
            </div>
          )
        }
      >
        <ul aria-labelledby={id} className="divide-y divide-neutral-200">
          {leads.map((lead) => (
            <Row key={lead.id} lead={lead} />
          ))}
        </ul>
      </QueryContent>
    </section>
  );
}
