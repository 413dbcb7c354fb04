import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { StatusBanner } from '#app/components/admin/status-message';
import { useReadOnly } from '#app/components/admin/use-can';
import { Field, Options, optionsOf, Select } from '#app/components/ui/field';
import type { Holiday } from '#common/schemas/lead-desk';
import { DeskCard, DeskLoading } from './desk-card';
import { HolidayAdd } from './holiday-add';
import { confirmNextYearDue, holidayYears } from './holiday-calendar';
import { HolidayRow } from './holiday-row';
import { useHolidays, useHolidayWrites } from './lead-desk-api';
import { useDeskRemove } from './use-desk-remove';

// Holidays (docs/product.md §24): the days the response clock stands still. Each year starts with
// the Philippine regular holidays and special non-working days (seeded); an admin adds the ones
// proclaimed later, renames or removes any. Every change is saved at once.

export function HolidaysCard() {
  const [now] = useState(() => new Date());
  const years = holidayYears(now);
  const [year, setYear] = useState(years[0]);
  const { data, error } = useHolidays(year);
  const { status, dialog, onRemove } = useDeskRemove<Holiday>(
    useHolidayWrites().remove,
    'Remove',
    (holiday) => `${holiday.date} becomes a working day for the response clock, if it falls on open hours.`,
  );
  const readOnly = useReadOnly();

  return (
    <DeskCard
      id="holidays"
      title="Holidays"
      description={
        <p>
          The response clock does not run on these days. Each year starts with the Philippine regular holidays
          and special non-working days.
        </p>
      }
    >
      {confirmNextYearDue(now) && !readOnly ? (
        <p className="mb-4 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <CalendarCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          Confirm next year’s holidays: check the proclamation and add or remove days.
        </p>
      ) : null}
      <Field label="Year" className="mb-4 max-w-40">
        {(control) => (
          <Select {...control} value={year} onChange={(e) => setYear(Number(e.target.value))}>
            <Options options={optionsOf(years)} />
          </Select>
        )}
      </Field>
      <StatusBanner message={status.message} onDismiss={status.clear} />
      {data ? (
        data.data.length === 0 ? (
          <p className="rounded-md border border-dashed border-neutral-300 px-4 py-6 text-center text-sm text-neutral-600">
            No holidays in {year}.
          </p>
        ) : (
          <ul
            aria-label={`Holidays in ${year}`}
            className="divide-y divide-neutral-200 rounded-md border border-neutral-200"
          >
            {data.data.map((holiday) => (
              <HolidayRow
                key={holiday.id}
                holiday={holiday}
                say={status.show}
                onRemove={() => onRemove(holiday)}
              />
            ))}
          </ul>
        )
      ) : (
        <DeskLoading error={error} what="holidays" />
      )}
      {readOnly ? null : <HolidayAdd year={year} say={status.show} />}
      {dialog}
    </DeskCard>
  );
}
