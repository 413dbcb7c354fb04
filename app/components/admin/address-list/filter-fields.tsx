import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Field, Input, Options, Select } from '#app/components/ui/field';
import type { DateRange } from './address-filters';

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
export function PersonField({
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
