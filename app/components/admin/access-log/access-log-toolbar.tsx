import { useEffect, useState } from 'react';
import {
  bindFilter,
  FilterSelect,
  LogFilters,
  type LogFiltersProps,
} from '#app/components/admin/address-list/filter-fields';
import { useDebounced } from '#app/components/admin/use-debounced';
import { Field, Input } from '#app/components/ui/field';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '#common/constants';
import type { StaffUser } from '#common/schemas/users';
import { ACTION_OPTIONS } from './access-format';
import { ACCESS_FILTER_KEYS, type AccessLogFilters, readTypedId } from './access-log-filters';

// Person, action, inquiry number and the dates (LogFilters): one row when all fit the card, else two
// or three to a row.

const LEAD_ID_MESSAGE = 'Use the inquiry’s number, e.g. 118.';

export function AccessLogToolbar({
  people,
  ...props
}: Omit<LogFiltersProps<AccessLogFilters>, 'people' | 'update'> & {
  update: (change: Partial<AccessLogFilters>, options?: { replace?: boolean }) => void;
  people: readonly StaffUser[];
}) {
  const { filters, update } = props;
  return (
    <LogFilters
      {...props}
      people={people.map((p) => ({ id: p.id, name: p.active ? p.name : `${p.name} (deactivated)` }))}
      columns="@5xl:grid-cols-[minmax(12rem,1.5fr)_minmax(10rem,1fr)_minmax(8rem,0.8fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      clear={ACCESS_FILTER_KEYS}
    >
      <FilterSelect
        label="Action"
        all="All actions"
        options={ACTION_OPTIONS}
        {...bindFilter(filters, update, 'action')}
      />
      <LeadIdField value={filters.leadId} update={update} />
    </LogFilters>
  );
}

/**
 * The inquiry number, typed; it reaches the address once typing has settled for 300 ms, replacing
 * the entry. Back, a link or Clear filters change the address: the box follows it.
 */
function LeadIdField({
  value,
  update,
}: {
  value: number | undefined;
  update: (change: Partial<AccessLogFilters>, options?: { replace?: boolean }) => void;
}) {
  const [text, setText] = useState(value ? String(value) : '');
  const settled = useDebounced(text.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const id = readTypedId(settled);
  const invalid = settled !== '' && id === undefined;
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== readTypedId(text)) setText(value ? String(value) : '');
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly settled number is written; an address change must not write the old one back
  useEffect(() => {
    if (!invalid && id !== value) update({ leadId: id }, { replace: true });
  }, [settled]);
  return (
    <Field label="Inquiry number" error={invalid ? LEAD_ID_MESSAGE : undefined}>
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 118"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="text-sm"
        />
      )}
    </Field>
  );
}
