import { Link } from 'react-router';
import type { ListRows } from '#app/components/admin/address-list/address-paged-list';
import { AdminTable, cellClass, PlaceholderRow } from '#app/components/admin/admin-table';
import { EmailText } from '#app/components/admin/email-text';
import { exactTime } from '#app/components/admin/inquiries/lead-format';
import { ListFailure } from '#app/components/admin/list-failure';
import { adminPaths } from '#common/admin-paths';
import type { AccessEntry } from '#common/schemas/access-log';
import { ACTION_WORDS } from './access-format';

// The access record's rows, newest first. On a phone the person's cell also carries the action and
// the time, and the columns are the person and what was opened; from sm each has its own column.
const SM = 'hidden sm:table-cell';
const HEAD = [
  { label: 'When', className: SM },
  'Person',
  { label: 'Action', className: SM },
  'Inquiry or subject',
];

export function AccessLogTable({
  rows: entries,
  loading,
  failure,
  onRetry,
  emptyText,
}: ListRows<AccessEntry> & { emptyText: string }) {
  return (
    <AdminTable caption="Access log" head={HEAD}>
      {failure ? (
        <ListFailure colSpan={HEAD.length} text={failure} onRetry={onRetry} />
      ) : loading ? (
        <PlaceholderRow colSpan={HEAD.length}>Loading the access log...</PlaceholderRow>
      ) : entries.length === 0 ? (
        <PlaceholderRow colSpan={HEAD.length}>{emptyText}</PlaceholderRow>
      ) : (
        entries.map((entry) => (
          <tr key={entry.id}>
            <td className={`${cellClass} ${SM} whitespace-nowrap text-neutral-700`}>
              <When iso={entry.at} />
            </td>
            <td className={`${cellClass} max-w-64 min-w-32 break-words`}>
              <span className="block font-medium text-charcoal">{entry.user.name}</span>
              <span className="block text-xs text-neutral-700 sm:hidden">{ACTION_WORDS[entry.action]}</span>
              <span className="block text-xs text-neutral-600 sm:hidden">
                <When iso={entry.at} />
              </span>
            </td>
            <td className={`${cellClass} ${SM} whitespace-nowrap`}>{ACTION_WORDS[entry.action]}</td>
            <td className={`${cellClass} max-w-80 break-words`}>
              <Subject entry={entry} />
            </td>
          </tr>
        ))
      )}
    </AdminTable>
  );
}

/** The inquiry opened (a link), else what the entry was about: an export's filters, a privacy request's address. */
function Subject({ entry }: { entry: AccessEntry }) {
  if (entry.lead_id !== null)
    return (
      <Link
        to={adminPaths.inquiry(entry.lead_id)}
        className="font-medium whitespace-nowrap text-charcoal underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand"
      >
        Inquiry #{entry.lead_id}
      </Link>
    );
  if (!entry.subject) return <span className="text-neutral-500">—</span>;
  if (entry.action === 'export')
    return (
      <span className="text-neutral-700">
        {entry.subject === 'all leads' ? 'All inquiries' : `Filters: ${entry.subject}`}
      </span>
    );
  return (
    <span className="text-neutral-700">
      <EmailText email={entry.subject} />
    </span>
  );
}

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{exactTime(iso)}</time>;
}
