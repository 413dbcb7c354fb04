import { AlarmClock } from 'lucide-react';
import { Link } from 'react-router';
import { overdueBy } from '#app/components/admin/inquiries/lead-clock';
import { exactTime } from '#app/components/admin/inquiries/lead-format';
import { adminPaths } from '#common/admin-paths';
import type { ResponseTimes } from '#common/schemas/lead-desk';
import { leadKindLabel } from '#common/schemas/leads';

// The leads overdue now, most overdue first (docs/product.md §24), each a link to its page.

export function OverdueList({ leads, now }: { leads: ResponseTimes['overdue']; now: number }) {
  if (leads.length === 0)
    return (
      <p className="rounded-lg border border-neutral-200 bg-white px-4 py-3 text-sm text-neutral-600 shadow-sm">
        Nothing is overdue.
      </p>
    );
  return (
    <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white shadow-sm">
      {leads.map((lead) => (
        <li key={lead.id}>
          <Link
            to={adminPaths.inquiry(lead.id)}
            className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 px-4 py-3 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-charcoal sm:px-5"
          >
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-medium [overflow-wrap:anywhere] text-charcoal">
                {lead.name}
              </span>
              <span className="block text-sm text-neutral-600">
                {leadKindLabel(lead.kind)} · {lead.assignee ? lead.assignee.name : 'Unassigned'}
              </span>
            </span>
            <span
              title={`Due ${exactTime(lead.due_at)}`}
              className="inline-flex shrink-0 items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-red-900"
            >
              <AlarmClock aria-hidden className="size-3.5" />
              {overdueBy(lead.due_at, now)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
