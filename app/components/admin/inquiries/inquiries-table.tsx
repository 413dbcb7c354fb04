import { UserRound } from 'lucide-react';
import { type MouseEvent, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ListRows } from '#app/components/admin/address-list/address-paged-list';
import { AdminTable, cellClass, PlaceholderRow } from '#app/components/admin/admin-table';
import { EmailText } from '#app/components/admin/email-text';
import { ListFailure } from '#app/components/admin/list-failure';
import { adminPaths } from '#common/admin-paths';
import { type LeadRow, leadKindLabel } from '#common/schemas/leads';
import { DeliveryIcon, DueText, LeadStatusBadge, PossibleSpamBadge } from './lead-badges';
import { exactTime, relativeTime } from './lead-format';

// The inbox table. The name is the row's link (keyboard and screen readers); a click anywhere on
// the row opens the inquiry too. The table fits its frame down to a phone without scrolling
// sideways: Kind and Company get their own columns when the frame has room for all eight (66 rem)
// and otherwise sit with the product and under the name; Assigned to has its own column from
// 58 rem and otherwise sits under the name; on a phone the name cell also carries the kind, the
// product and when (then name, status and e-mail state are the columns). Names wrap between words
// only. The response clock (Overdue, Due in 3 h, Answered) adds no column: it is a line under the
// status, and on a phone under the name.
const SM = 'hidden sm:table-cell';
const MD = 'hidden md:table-cell';
const XL = 'hidden @min-[66rem]:table-cell';
/** Shown where the Kind and Company columns are not. */
const MERGED = '@min-[66rem]:hidden';
const OWNER = 'hidden @min-[58rem]:table-cell';
/** Shown where the Assigned to column is not. */
const OWNER_MERGED = '@min-[58rem]:hidden';
const HEAD = [
  { label: 'Received', className: SM },
  { label: 'Kind', className: XL },
  'Name',
  { label: 'Company', className: XL },
  { label: 'Product / Subject', className: MD },
  { label: 'Assigned to', className: OWNER },
  'Status',
  { label: 'E-mail', className: 'text-center' },
];

export function InquiriesTable({
  rows: leads,
  loading,
  failure,
  onRetry,
  emptyText,
  backTo,
}: ListRows<LeadRow> & {
  emptyText: string;
  /** The list's address, so the detail's back link returns to these filters. */
  backTo: string;
}) {
  const navigate = useNavigate();
  // One "now" per list read, so every row counts down from the same moment.
  const now = useMemo(() => (leads.length ? Date.now() : 0), [leads]);
  const open = (lead: LeadRow) => (event: MouseEvent) => {
    // A click on the link itself (or a selection being made) is left to the browser.
    if ((event.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
    navigate(adminPaths.inquiry(lead.id), { state: { backTo } });
  };
  return (
    <AdminTable caption="Inquiries" head={HEAD}>
      {failure ? (
        <ListFailure colSpan={HEAD.length} text={failure} onRetry={onRetry} />
      ) : loading ? (
        <PlaceholderRow colSpan={HEAD.length}>Loading inquiries...</PlaceholderRow>
      ) : leads.length === 0 ? (
        <PlaceholderRow colSpan={HEAD.length}>{emptyText}</PlaceholderRow>
      ) : (
        leads.map((lead) => {
          const kind = leadKindLabel(lead.kind, lead.source);
          return (
            <tr
              key={lead.id}
              onClick={open(lead)}
              className={`cursor-pointer hover:bg-neutral-50 ${lead.status === 'new' ? 'bg-amber-50/40' : ''}`}
            >
              <td className={`${cellClass} ${SM} whitespace-nowrap text-neutral-700`}>
                <Received iso={lead.received_at} />
              </td>
              <td className={`${cellClass} ${XL} whitespace-nowrap`}>{kind}</td>
              <td className={`${cellClass} max-w-72 min-w-40 break-words lg:min-w-48`}>
                <Link
                  to={adminPaths.inquiry(lead.id)}
                  state={{ backTo }}
                  className={`block text-charcoal underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand ${lead.status === 'new' ? 'font-semibold' : 'font-medium'}`}
                >
                  {lead.name}
                </Link>
                {lead.company ? (
                  <span className={`block text-neutral-800 ${MERGED}`}>{lead.company}</span>
                ) : null}
                <span className="block text-neutral-600">
                  <EmailText email={lead.email} />
                </span>
                <span className="mt-1 block text-xs text-neutral-700 md:hidden">
                  <span className="font-medium">{kind}</span>
                  {lead.product ? ` · ${lead.product}` : null}
                </span>
                <span className="mt-0.5 block text-xs text-neutral-600 sm:hidden">
                  <Received iso={lead.received_at} />
                </span>
                {/* On a phone the status column stays narrow: the clock goes here. */}
                <DueText lead={lead} now={now} className="mt-1 sm:hidden" />
                <span className={`mt-0.5 flex items-center gap-1 text-xs ${OWNER_MERGED}`}>
                  <UserRound aria-hidden className="size-3.5 shrink-0 text-neutral-500" />
                  <span className="sr-only">Assigned to </span>
                  <AssigneeName lead={lead} />
                </span>
                {/* On a phone the status column is too narrow for the reason: it goes here. */}
                {lead.possible_spam ? (
                  <PossibleSpamBadge reason={lead.possible_spam} className="mt-1.5 sm:hidden" />
                ) : null}
              </td>
              <td className={`${cellClass} ${XL} max-w-48 min-w-32 break-words`}>
                {lead.company || <span className="text-neutral-500">—</span>}
              </td>
              <td className={`${cellClass} ${MD} max-w-72 min-w-40`}>
                <span className={`block text-xs text-neutral-600 ${MERGED}`}>{kind}</span>
                {lead.product ? <span className="line-clamp-2 font-medium">{lead.product}</span> : null}
                {lead.subject ? <span className="line-clamp-2 text-neutral-600">{lead.subject}</span> : null}
                {lead.product || lead.subject ? null : (
                  <span className="hidden text-neutral-500 @min-[58rem]:block">—</span>
                )}
              </td>
              <td className={`${cellClass} ${OWNER} max-w-40 min-w-28 break-words`}>
                <AssigneeName lead={lead} />
              </td>
              <td className={`${cellClass} sm:min-w-28 sm:max-w-48`}>
                <LeadStatusBadge lead={lead} />
                <DueText lead={lead} now={now} className="mt-1.5 whitespace-nowrap max-sm:hidden" />
                {lead.possible_spam ? (
                  <PossibleSpamBadge reason={lead.possible_spam} className="mt-1.5 max-sm:hidden" />
                ) : null}
              </td>
              <td className={`${cellClass} text-center`}>
                <DeliveryIcon state={lead.delivery} />
              </td>
            </tr>
          );
        })
      )}
    </AdminTable>
  );
}

/** The assignee's name, or "Unassigned" in grey. */
function AssigneeName({ lead }: { lead: LeadRow }) {
  return lead.assignee ? (
    <span className="text-neutral-800">{lead.assignee.name}</span>
  ) : (
    <span className="text-neutral-600">Unassigned</span>
  );
}

function Received({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={exactTime(iso)}>
      {relativeTime(iso)}
    </time>
  );
}
