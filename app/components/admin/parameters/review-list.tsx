import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureText } from '#app/components/admin/admin-api';
import { AdminTable, cellClass, PlaceholderRow } from '#app/components/admin/admin-table';
import { Pager, ShowingText } from '#app/components/admin/list-controls';
import { ListFailure } from '#app/components/admin/list-failure';
import { api } from '#app/lib/api';
import { adminPaths } from '#common/admin-paths';
import { ADMIN_DEFAULT_PAGE_SIZE } from '#common/constants';
import type { Paginated } from '#common/schemas/pagination';
import { fixText, REVIEW_STATUS_LABELS, type ReviewRow } from './parameters-api';
import { type ReviewFilters, readReviewFilters, reviewAddress } from './review-address';
import { ReviewToolbar } from './review-toolbar';

// The Review list (docs/product.md §17): specification values that could not be read, or whose
// unit does not fit their parameter, each with its variant (a link into its editor), product,
// parameter, the value as published, the problem and the suggested fix. Filtered by parameter and
// problem from the address, so reload and Back keep the list. On a phone the problem and the fix
// move under the value.

const HEAD = [
  'Variant',
  { label: 'Parameter', className: 'hidden @2xl:table-cell' },
  'Published value',
  { label: 'Problem', className: 'hidden @3xl:table-cell' },
  { label: 'Suggested fix', className: 'hidden @xl:table-cell' },
];

function reviewPath({ parameter, status, page }: ReviewFilters) {
  const qs = new URLSearchParams({ page: String(page ?? 1), per_page: String(ADMIN_DEFAULT_PAGE_SIZE) });
  if (parameter) qs.set('parameter', parameter);
  if (status) qs.set('status', status);
  return `/admin/parameters/review?${qs}`;
}

export function ReviewList() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readReviewFilters(params);
  const query = useQuery({
    queryKey: ['admin', 'parameters', 'review', filters],
    queryFn: ({ signal }) => api<Paginated<ReviewRow>>(reviewPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
  const go = (next: ReviewFilters) => navigate(reviewAddress(next), { preventScrollReset: true });
  const rows = query.data?.data;
  const columns = HEAD.length;

  return (
    <>
      <ReviewToolbar filters={filters} onChange={(next) => go({ ...next, page: 1 })} />
      <div className="mb-3 flex justify-end">
        <ShowingText shown={query.data} />
      </div>
      <AdminTable caption="Values to review" head={HEAD}>
        {query.isError && !rows ? (
          <ListFailure
            colSpan={columns}
            text={failureText(query.error, 'Failed to fetch the review list')}
            onRetry={() => void query.refetch()}
          />
        ) : query.isPending ? (
          <PlaceholderRow colSpan={columns}>Loading values to review...</PlaceholderRow>
        ) : !rows || rows.length === 0 ? (
          <PlaceholderRow colSpan={columns}>
            <span className="flex flex-col items-center gap-2">
              <CheckCircle2 aria-hidden className="size-6 text-green-700" />
              <span className="font-semibold text-charcoal">Nothing to review</span>
              <span>
                {filters.parameter || filters.status
                  ? 'No value matches these filters.'
                  : 'Every specification of a dictionary parameter could be read.'}
              </span>
            </span>
          </PlaceholderRow>
        ) : (
          rows.map((row) => <ReviewTableRow key={`${row.variant_id}-${row.position}`} row={row} />)
        )}
      </AdminTable>
      <div className="mt-4 flex justify-center sm:justify-end">
        <Pager
          page={filters.page}
          lastPage={query.data?.last_page ?? 1}
          onPage={(page) => go({ ...filters, page })}
          maxButtons={5}
          label="Review pages"
        />
      </div>
    </>
  );
}

function ReviewTableRow({ row }: { row: ReviewRow }) {
  const renamed = row.name.trim().toLowerCase() !== row.parameter.name.trim().toLowerCase();
  const fix = fixText(row.status, row.suggestion);
  return (
    <tr className="hover:bg-neutral-50">
      <th scope="row" className={`${cellClass} min-w-40 text-left font-normal`}>
        <Link
          to={adminPaths.variantEdit(row.variant_id)}
          className="inline-block font-semibold text-charcoal underline underline-offset-2 hover:text-neutral-700 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <span className="sr-only">Edit </span>
          {row.variant_name}
        </Link>
        <span className="block text-xs text-neutral-600">{row.product_name}</span>
        <span className="block text-xs text-neutral-600 @2xl:hidden">{row.parameter.name}</span>
      </th>
      <td className={`${cellClass} hidden min-w-36 @2xl:table-cell`}>
        <span className="block">{row.parameter.name}</span>
        {renamed ? <span className="block text-xs text-neutral-600">as “{row.name}”</span> : null}
      </td>
      <td className={`${cellClass} min-w-28`}>
        <span className="font-medium">{row.value}</span>
        <span className="block text-xs text-amber-900 @3xl:hidden">{REVIEW_STATUS_LABELS[row.status]}</span>
        {fix ? <span className="block text-xs text-neutral-700 @xl:hidden">{fix}</span> : null}
      </td>
      <td className={`${cellClass} hidden whitespace-nowrap @3xl:table-cell`}>
        <span className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          {REVIEW_STATUS_LABELS[row.status] ?? row.status}
        </span>
      </td>
      <td className={`${cellClass} max-w-80 min-w-40`}>
        {fixText(row.status, row.suggestion) ?? (
          <span className="text-neutral-600 italic">No suggestion</span>
        )}
      </td>
    </tr>
  );
}
