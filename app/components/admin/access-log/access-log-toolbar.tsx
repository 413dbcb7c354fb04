import { useEffect, useState } from 'react';
import {
  ClearFiltersButton,
  DateRangeFields,
  FilterCard,
  PersonField,
} from '#app/components/admin/address-list/filter-fields';
import { useDebounced } from '#app/components/admin/use-debounced';
import { Field, Input, Options, Select } from '#app/components/ui/field';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '#common/constants';
import { ACCESS_ACTIONS } from '#common/schemas/access-log';
import type { StaffUser } from '#common/schemas/users';
import { ACTION_OPTIONS } from './access-format';
import { type AccessLogFilters, hasAccessFilters, readTypedId } from './access-log-filters';

// Person, action, inquiry number and the dates: one row when all fit the card (FilterCard), else two
// or three to a row.

const LEAD_ID_MESSAGE = 'Use the inquiry’s number, e.g. 118.';

export function AccessLogToolbar({
  filters,
  update,
  people,
  dateError,
}: {
  filters: AccessLogFilters;
  update: (change: Partial<AccessLogFilters>, options?: { replace?: boolean }) => void;
  people: readonly StaffUser[];
  dateError: string | undefined;
}) {
  return (
    <FilterCard>
      <div className="grid grid-cols-2 gap-3 @2xl:grid-cols-3 @2xl:items-start @5xl:grid-cols-[minmax(12rem,1.5fr)_minmax(10rem,1fr)_minmax(8rem,0.8fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <PersonField
          people={people.map((p) => ({ id: p.id, name: p.active ? p.name : `${p.name} (deactivated)` }))}
          value={filters.userId}
          onChange={(userId) => update({ userId })}
          className="col-span-2 @2xl:col-span-1"
        />
        <Field label="Action">
          {(control) => (
            <Select
              {...control}
              value={filters.action ?? ''}
              onChange={(event) => update({ action: ACCESS_ACTIONS.find((a) => a === event.target.value) })}
              className="text-sm"
            >
              <option value="">All actions</option>
              <Options options={ACTION_OPTIONS} />
            </Select>
          )}
        </Field>
        <LeadIdField value={filters.leadId} update={update} />
        <DateRangeFields range={filters} update={update} error={dateError} />
        <ClearFiltersButton
          shown={hasAccessFilters(filters)}
          onClear={() =>
            update({
              userId: undefined,
              leadId: undefined,
              action: undefined,
              from: undefined,
              to: undefined,
            })
          }
          className="mt-6 self-start justify-self-start"
        />
      </div>
    </FilterCard>
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
