import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { failureText } from '#app/components/admin/admin-api';
import { DetailCard } from '#app/components/admin/inquiries/detail-card';
import { useLeadAccess } from '#app/components/admin/inquiries/inquiries-api';
import { exactTime, relativeTime } from '#app/components/admin/inquiries/lead-format';
import { LoadFailure } from '#app/components/admin/list-failure';
import { adminPaths } from '#common/admin-paths';
import { LEAD_ACCESS_SHOWN } from '#common/schemas/access-log';
import { ACTION_WORDS } from './access-format';

// Who opened this inquiry, newest first (docs/product.md §23), for admins and managers: the latest
// few here, every entry in the Access log. Shown once the lead has been read, so the opening that
// showed this page is the first line.
const SHOWN = 8;

export function LeadAccessCard({ leadId, readAt }: { leadId: number; readAt: number }) {
  const access = useLeadAccess(leadId, readAt);
  const entries = access.data?.data ?? [];
  return (
    <DetailCard
      title="Who opened this inquiry"
      action={
        access.data ? (
          <span className="text-sm text-neutral-600">
            {entries.length >= LEAD_ACCESS_SHOWN ? `${LEAD_ACCESS_SHOWN}+` : entries.length}{' '}
            {entries.length === 1 ? 'entry' : 'entries'}
          </span>
        ) : null
      }
    >
      {access.isError ? (
        <LoadFailure
          text={failureText(access.error, 'Failed to load the access record')}
          onRetry={() => void access.refetch()}
        />
      ) : !access.data ? (
        <p role="status" className="text-sm text-neutral-600">
          Loading...
        </p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-neutral-600">Nobody has opened it yet.</p>
      ) : (
        <>
          <ol className="grid gap-2 text-sm">
            {entries.slice(0, SHOWN).map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="font-medium text-charcoal">{entry.user.name}</span>
                  <span className="text-neutral-700"> · {ACTION_WORDS[entry.action]}</span>
                </span>
                <time dateTime={entry.at} title={exactTime(entry.at)} className="text-neutral-600">
                  {relativeTime(entry.at)}
                </time>
              </li>
            ))}
          </ol>
          <Link
            to={adminPaths.accessLog({ lead_id: leadId })}
            className="mt-3 inline-flex items-center gap-1 rounded-md py-1 text-sm font-medium text-charcoal underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand"
          >
            {entries.length > SHOWN ? 'Every entry in the access log' : 'Open in the access log'}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </>
      )}
    </DetailCard>
  );
}
