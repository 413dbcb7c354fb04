import { X } from 'lucide-react';
import { SearchField } from '#app/components/admin/list-controls';
import { Field, Input, Select } from '#app/components/ui/field';
import { LEAD_KINDS } from '#common/constants';
import { hasFilters, type InboxFilters } from './inbox-filters';
import { KIND_OPTIONS } from './lead-format';

// Kind, received-between dates and search over name, email, company, product and message.
// The layout follows the card's own width (a container query), not the window's: the sidebar
// takes 16 rem or 4 rem of the same window. One row when all five fit, else search and kind over
// the dates, else stacked; the fields never spill out of the card.

export function InboxToolbar({
  filters,
  update,
  search,
  setSearch,
  dateError,
  onClear,
}: {
  filters: InboxFilters;
  update: (change: Partial<InboxFilters>) => void;
  search: string;
  setSearch: (text: string) => void;
  dateError: string | undefined;
  onClear: () => void;
}) {
  return (
    <div className="@container rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
      <div className="grid grid-cols-2 gap-3 @2xl:grid-cols-4 @2xl:items-end @5xl:grid-cols-[minmax(14rem,2fr)_minmax(12rem,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <div className="col-span-2 @5xl:col-span-1">
          <span className="mb-1 block text-sm font-medium text-charcoal" aria-hidden>
            Search
          </span>
          <SearchField
            label="Search inquiries"
            placeholder="Name, email, company, product…"
            value={search}
            onChange={setSearch}
          />
        </div>
        <Field label="Kind" className="col-span-2 @5xl:col-span-1">
          {(control) => (
            <Select
              {...control}
              value={filters.kind ?? ''}
              onChange={(event) => {
                const kind = LEAD_KINDS.find((k) => k === event.target.value);
                update({ kind });
              }}
              className="text-sm"
            >
              <option value="">All kinds</option>
              {KIND_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Received from">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={filters.from ?? ''}
              max={filters.to}
              onChange={(event) => update({ from: event.target.value || undefined })}
              className="text-sm"
            />
          )}
        </Field>
        <Field label="Received to" error={dateError}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={filters.to ?? ''}
              min={filters.from}
              onChange={(event) => update({ to: event.target.value || undefined })}
              className="text-sm"
            />
          )}
        </Field>
        {/* Kept in its grid cell (invisible) when there is nothing to clear, so the fields never move. */}
        <button
          type="button"
          onClick={onClear}
          className={`items-center justify-center gap-1 self-end rounded-md px-3 py-2 text-sm font-medium text-charcoal hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand col-span-2 justify-self-start @5xl:col-span-1 ${hasFilters(filters) ? 'inline-flex' : 'hidden @2xl:invisible @2xl:inline-flex'}`}
        >
          <X aria-hidden className="size-4" />
          Clear filters
        </button>
      </div>
    </div>
  );
}
