import { Link } from 'react-router';
import type { LeadCounts, LeadStatusFilter } from '#common/schemas/leads';
import { filterQuery, type InboxFilters } from './inbox-filters';
import { STATUS_TABS } from './lead-format';

// The status filter as links (each is an address), with how many leads each holds.

function countOf(counts: LeadCounts | undefined, status: LeadStatusFilter | undefined) {
  if (!counts) return undefined;
  if (status === undefined) return counts.total - counts.spam;
  return status === 'all' ? counts.total : counts[status];
}

export function StatusTabs({
  filters,
  counts,
  pathname,
}: {
  filters: InboxFilters;
  counts: LeadCounts | undefined;
  pathname: string;
}) {
  return (
    <nav aria-label="Inquiry status">
      <ul className="flex flex-wrap gap-1.5">
        {STATUS_TABS.map((tab) => {
          const current = filters.status === tab.value;
          const count = countOf(counts, tab.value);
          return (
            <li key={tab.label}>
              <Link
                to={{ pathname, search: filterQuery({ ...filters, status: tab.value, page: 1 }) }}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                className={`inline-flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                  current
                    ? 'border-charcoal bg-charcoal text-white'
                    : 'border-neutral-300 bg-white text-charcoal hover:bg-neutral-50'
                }`}
              >
                {tab.label}
                {count === undefined ? null : (
                  <span
                    className={`rounded-full px-1.5 text-xs tabular-nums ${current ? 'bg-white/20' : 'bg-neutral-100 text-neutral-700'}`}
                  >
                    {count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
