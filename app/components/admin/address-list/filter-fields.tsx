import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Field, Input, Options, Select } from '#app/components/ui/field';
import { cleared, type DateRange } from './address-filters';

// The pieces of an address-kept list's filter card (the inbox, the access log). The card follows its
// own width (a container query), not the window's: the sidebar takes 16 rem or 4 rem of the same
// window, and the fields never spill out of the card.

export function FilterCard({ children }: { children: ReactNode }) {
  return (
    <div className="@container rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">{children}</div>
  );
}

/** From and To, each held to the other; `error` (the API's words for a refused range) is said under To. */
export function DateRangeFields({
  range,
  update,
  error,
  labels = ['From', 'To'],
}: {
  range: DateRange;
  update: (change: DateRange) => void;
  error: string | undefined;
  labels?: readonly [from: string, to: string];
}) {
  return (['from', 'to'] as const).map((end, i) => (
    <Field key={end} label={labels[i]} error={end === 'to' ? error : undefined}>
      {(control) => (
        <Input
          {...control}
          type="date"
          value={range[end] ?? ''}
          min={end === 'to' ? range.from : undefined}
          max={end === 'from' ? range.to : undefined}
          onChange={(event) => update({ [end]: event.target.value || undefined })}
          className="text-sm"
        />
      )}
    </Field>
  ));
}

/** Kept in its grid cell (invisible) when there is nothing to clear, so the fields never move. */
export function ClearFiltersButton({
  shown,
  onClear,
  className,
}: {
  shown: boolean;
  onClear: () => void;
  /** Where it sits in the card's grid. */
  className: string;
}) {
  return (
    <button
      type="button"
      onClick={onClear}
      className={`items-center justify-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-charcoal hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand ${className} ${shown ? 'inline-flex' : 'hidden @2xl:invisible @2xl:inline-flex'}`}
    >
      <X aria-hidden className="size-4" />
      Clear filters
    </button>
  );
}

/** Whom a list can be filtered by: an id and the name to show (e.g. "Ben Reyes (deactivated)"). */
export interface PersonOption {
  id: number;
  name: string;
}

/** Person: Everyone, or one of `people`; a chosen id no longer among them is kept as "Account #id". */
function PersonField({
  people,
  value,
  onChange,
  className,
}: {
  people: readonly PersonOption[];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  className?: string;
}) {
  const unknown = value && !people.some((person) => person.id === value) ? value : null;
  return (
    <Field label="Person" className={className}>
      {(control) => (
        <Select
          {...control}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
          className="text-sm"
        >
          <option value="">Everyone</option>
          <Options options={people.map((person) => ({ value: person.id, label: person.name }))} />
          {unknown ? <option value={unknown}>Account #{unknown}</option> : null}
        </Select>
      )}
    </Field>
  );
}

/** A FilterSelect's value and change for one key of a list's filters. */
export const bindFilter = <F, K extends keyof F>(
  filters: F,
  update: (change: Partial<F>) => void,
  key: K,
) => ({
  value: filters[key],
  onChange: (value: F[K] | undefined) => update({ [key]: value } as Partial<F>),
});

/** One of a fixed list, or all of them: `all`, '' in the select and undefined in the filter. */
export function FilterSelect<V extends string>({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <Select
          {...control}
          value={value ?? ''}
          onChange={(event) => onChange(options.find((o) => o.value === event.target.value)?.value)}
          className="text-sm"
        >
          <option value="">{all}</option>
          <Options options={options} />
        </Select>
      )}
    </Field>
  );
}

/** What a log's filter card is given: its filters, how to change them, whom Person offers. */
export interface LogFiltersProps<F extends DateRange & { userId?: number }> {
  filters: F;
  update: (change: Partial<F>) => void;
  people: readonly PersonOption[];
  dateError: string | undefined;
}

/**
 * The filter card of the logs (the access log, the activity): Person, the log's own fields, the
 * dates and Clear filters, which empties `clear` and shows while any of them is set.
 */
export function LogFilters<F extends DateRange & { userId?: number }>({
  filters,
  update,
  people,
  dateError,
  columns,
  clear,
  above,
  children,
}: LogFiltersProps<F> & {
  /** The grid's columns when all fit in one row. */
  columns: string;
  clear: readonly (keyof F & string)[];
  /** Said above the fields. */
  above?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FilterCard>
      {above}
      <div className={`grid grid-cols-2 gap-3 @2xl:grid-cols-3 @2xl:items-start ${columns}`}>
        <PersonField
          people={people}
          value={filters.userId}
          onChange={(userId) => update({ userId } as Partial<F>)}
          className="col-span-2 @2xl:col-span-1"
        />
        {children}
        <DateRangeFields range={filters} update={(range) => update(range as Partial<F>)} error={dateError} />
        <ClearFiltersButton
          shown={clear.some((key) => Boolean(filters[key]))}
          onClear={() => update(cleared(clear) as Partial<F>)}
          className="mt-6 self-start justify-self-start"
        />
      </div>
    </FilterCard>
  );
}
