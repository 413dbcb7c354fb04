import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId } from 'react';
import { Options, optionsOf } from '#app/components/ui/field';
import { pageWindow } from '#app/lib/page-window';
import { ADMIN_PAGE_SIZES, MAX_ALL_PER_PAGE } from '#common/constants';
import type { Paginated } from '#common/schemas/pagination';
import { showingRange } from './pager-pages';
import { XButton } from './x-button';

/** The numbers of a list answer that say which rows it holds. */
export type ShownPage = Pick<Paginated<unknown>, 'current_page' | 'per_page' | 'total'>;

// The controls every admin table shares: search box, page size, "Showing X to Y of N results" and
// a pager with Previous/Next and a window of page buttons.

const INPUT =
  'block w-full rounded-md border border-neutral-300 bg-white py-2 text-sm text-charcoal shadow-sm focus:outline-2 focus:outline-brand';

export function SearchField({
  value,
  onChange,
  onSubmit,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  /** When given, Enter applies the search (variants); otherwise the caller debounces `value`. */
  onSubmit?: () => void;
  label: string;
  placeholder?: string;
}) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onSubmit) {
            event.preventDefault();
            onSubmit();
          }
        }}
        // Our own clear button replaces the browser's (Chromium would show both).
        className={`${INPUT} pr-9 pl-9 [&::-webkit-search-cancel-button]:appearance-none`}
      />
      {value ? (
        <XButton
          label="Clear search"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-neutral-500 hover:bg-neutral-100"
        />
      ) : null}
    </div>
  );
}

export function PageSizeSelect({
  value,
  onChange,
  allowAll = false,
  allValue = MAX_ALL_PER_PAGE,
}: {
  value: number;
  onChange: (size: number) => void;
  allowAll?: boolean;
  allValue?: number;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm text-neutral-700">
      <label htmlFor={id}>Show</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="rounded-md border border-neutral-300 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-brand"
      >
        <Options options={optionsOf(ADMIN_PAGE_SIZES)} />
        {allowAll ? <option value={allValue}>All</option> : null}
      </select>
      <span>per page</span>
    </div>
  );
}

/**
 * "Showing X to Y of N results" for the page of rows on screen: it takes the answer the table is
 * drawn from, never the page or size just asked for, so while the next page loads (the table keeps
 * the last one) it still describes the rows shown. Nothing until a first page has arrived.
 */
export function ShowingText({ shown }: { shown: ShownPage | undefined }) {
  if (!shown) return null;
  const { from, to, total } = showingRange(shown.current_page, shown.per_page, shown.total);
  return (
    <p className="text-sm text-neutral-700">
      Showing {from} to {to} of {total} results
    </p>
  );
}

export function Pager({
  page,
  lastPage,
  onPage,
  maxButtons,
  label = 'Pagination',
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  maxButtons: number;
  label?: string;
}) {
  if (lastPage <= 1) return null;
  const button =
    'inline-flex min-w-9 items-center justify-center gap-1 rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-1">
      <button
        type="button"
        className={`${button} border-neutral-300 bg-white hover:bg-neutral-50`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden className="size-4" />
        Previous
      </button>
      {pageWindow(page, lastPage, maxButtons).map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onPage(n)}
          className={`${button} ${n === page ? 'border-charcoal bg-charcoal text-white' : 'border-neutral-300 bg-white hover:bg-neutral-50'}`}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={`${button} border-neutral-300 bg-white hover:bg-neutral-50`}
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        Next
        <ChevronRight aria-hidden className="size-4" />
      </button>
    </nav>
  );
}
