import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import type { DashboardResponse } from '#common/schemas/dashboard';

// A scheduled publish or unpublish that failed (docs/product.md §29): never silent. Each record is
// listed with the reason until it is saved again, which schedules it afresh.

type Failure = NonNullable<DashboardResponse['publish_failures']>[number];

export function PublishFailures({ failures }: { failures: Failure[] | undefined }) {
  if (!failures || failures.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="flex items-start gap-2 font-semibold">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
        {failures.length === 1 ? 'A scheduled change failed' : `${failures.length} scheduled changes failed`}:
        open the record, check it and save it to schedule it again.
      </p>
      <ul className="mt-2 grid gap-1 pl-6">
        {failures.map((f) => (
          <li key={`${f.entity}-${f.id}`} className="break-words">
            <Link
              to={f.entity === 'variant' ? adminPaths.variantEdit(f.id) : adminPaths.record('news', f.id)}
              className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand"
            >
              {f.entity === 'variant' ? 'Variant' : 'Article'} “{f.name}”
            </Link>{' '}
            — {f.error}
          </li>
        ))}
      </ul>
    </div>
  );
}
