import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { adminLeadPath, type LeadRow, leadKindLabel } from '../../../../common/schemas/leads';
import { AdminTable, cellClass, PlaceholderRow } from '../admin-table';
import { ListFailure } from '../list-failure';
import { DeliveryIcon, LeadStatusBadge, PossibleSpamBadge } from './lead-badges';
import { exactTime, relativeTime } from './lead-format';

// The inbox table. The name is the row's link (keyboard and screen readers); a click anywhere on
// the row opens the inquiry too. On a phone: name (with email and when), status and e-mail state.
const SM = 'hidden sm:table-cell';
const MD = 'hidden md:table-cell';
const LG = 'hidden lg:table-cell';
const HEAD = [
  { label: 'Received', className: SM },
  { label: 'Kind', className: MD },
  'Name',
  { label: 'Company', className: LG },
  { label: 'Product / Subject', className: MD },
  'Status',
  { label: 'E-mail', className: 'text-center' },
];

export function InquiriesTable({
  leads,
  loading,
  failure,
  onRetry,
  emptyText,
  backTo,
}: {
  leads: LeadRow[];
  loading: boolean;
  failure: string | null;
  onRetry: () => void;
  emptyText: string;
  /** The list's address, so the detail's back link returns to these filters. */
  backTo: string;
}) {
  const navigate = useNavigate();
  const open = (lead: LeadRow) => (event: MouseEvent) => {
    // A click on the link itself (or a selection being made) is left to the browser.
    if ((event.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
    navigate(adminLeadPath(lead.id), { state: { backTo } });
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
        leads.map((lead) => (
          <tr
            key={lead.id}
            onClick={open(lead)}
            className={`cursor-pointer hover:bg-neutral-50 ${lead.status === 'new' ? 'bg-amber-50/40' : ''}`}
          >
            <td className={`${cellClass} ${SM} whitespace-nowrap text-neutral-700`}>
              <Received iso={lead.received_at} />
            </td>
            <td className={`${cellClass} ${MD} whitespace-nowrap`}>
              {leadKindLabel(lead.kind, lead.source)}
            </td>
            <td className={`${cellClass} max-w-72 min-w-44 lg:min-w-60`}>
              <Link
                to={adminLeadPath(lead.id)}
                state={{ backTo }}
                className={`block [overflow-wrap:anywhere] text-charcoal underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand ${lead.status === 'new' ? 'font-semibold' : 'font-medium'}`}
              >
                {lead.name}
              </Link>
              <span className="block [overflow-wrap:anywhere] text-neutral-600">{lead.email}</span>
              <span className="mt-0.5 block text-xs text-neutral-600 sm:hidden">
                <Received iso={lead.received_at} />
              </span>
              {/* On a phone the status column is too narrow for the reason: it goes here. */}
              {lead.possible_spam ? (
                <PossibleSpamBadge reason={lead.possible_spam} className="mt-1.5 sm:hidden" />
              ) : null}
            </td>
            <td className={`${cellClass} ${LG} max-w-44 [overflow-wrap:anywhere]`}>
              {lead.company || <span className="text-neutral-500">—</span>}
            </td>
            <td className={`${cellClass} ${MD} max-w-72 min-w-40`}>
              {lead.product ? <span className="line-clamp-1 font-medium">{lead.product}</span> : null}
              {lead.subject ? <span className="line-clamp-1 text-neutral-600">{lead.subject}</span> : null}
              {lead.product || lead.subject ? null : <span className="text-neutral-500">—</span>}
            </td>
            <td className={`${cellClass} sm:min-w-28 sm:max-w-48`}>
              <LeadStatusBadge lead={lead} />
              {lead.possible_spam ? (
                <PossibleSpamBadge reason={lead.possible_spam} className="mt-1.5 max-sm:hidden" />
              ) : null}
            </td>
            <td className={`${cellClass} text-center`}>
              <DeliveryIcon state={lead.delivery} />
            </td>
          </tr>
        ))
      )}
    </AdminTable>
  );
}

function Received({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={exactTime(iso)}>
      {relativeTime(iso)}
    </time>
  );
}
