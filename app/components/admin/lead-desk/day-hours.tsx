import { Plus } from 'lucide-react';
import { useId } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { RemoveButton } from '#app/components/admin/remove-button';
import { useReadOnly } from '#app/components/admin/use-can';
import { Input } from '#app/components/ui/field';
import { type BusinessHours, WEEKDAY_LABELS, type Weekday } from '#common/schemas/lead-desk';
import { errorAt } from './desk-resolver';
import { nextOpening } from './hours-values';

// One weekday of the business hours: Closed, or one or more spans from opening to closing time
// (two for a lunch break). A span's error is said under it, the day's (overlapping spans) under the day.

export function DayHours({ day, form }: { day: Weekday; form: UseFormReturn<BusinessHours> }) {
  const id = useId();
  const readOnly = useReadOnly();
  const { fields, append, remove, replace } = useFieldArray({ control: form.control, name: `days.${day}` });
  const { errors } = form.formState;
  const label = WEEKDAY_LABELS[day];
  const closed = fields.length === 0;
  const dayError = errorAt(errors, `days.${day}`);

  return (
    <fieldset
      aria-labelledby={`${id}-day`}
      className="grid grid-cols-[1fr_auto] gap-2 py-3 sm:grid-cols-[8rem_6.5rem_1fr] sm:items-start sm:gap-4 sm:px-3"
    >
      <p id={`${id}-day`} className="pt-2 text-sm font-semibold text-charcoal">
        {label}
      </p>
      <label className="flex items-center gap-2 pt-2 text-sm text-charcoal">
        <input
          type="checkbox"
          checked={closed}
          className="size-4 accent-charcoal"
          aria-label={`${label} closed`}
          onChange={(e) => (e.target.checked ? replace([]) : append(nextOpening([])))}
        />
        <span aria-hidden>Closed</span>
      </label>
      <div className="col-span-2 grid min-w-0 gap-2 sm:col-span-1">
        {fields.map((field, index) => {
          const nth = index === 0 ? '' : `, hours ${index + 1}`;
          const openError = errorAt(errors, `days.${day}.${index}.open`);
          const closeError = errorAt(errors, `days.${day}.${index}.close`);
          const errorId = `${id}-${index}-error`;
          const spanError = openError ?? closeError;
          // One span's end: named for a screen reader ("Monday opens, hours 2"), marked when wrong.
          const time = (end: 'open' | 'close', wrong: string | undefined) => (
            <Input
              type="time"
              aria-label={`${label} ${end}s${nth}`}
              aria-invalid={wrong ? true : undefined}
              aria-describedby={spanError ? errorId : undefined}
              className="!px-2 tabular-nums sm:!px-3"
              {...form.register(`days.${day}.${index}.${end}`)}
            />
          );
          return (
            <div key={field.id}>
              <div className="grid grid-cols-[minmax(0,9rem)_auto_minmax(0,9rem)_auto] items-center justify-start gap-1.5 sm:gap-2">
                {time('open', openError)}
                <span className="text-sm text-neutral-600" aria-hidden>
                  to
                </span>
                {time('close', closeError)}
                {readOnly || fields.length < 2 ? null : (
                  <RemoveButton label={`Remove ${label} hours ${index + 1}`} onClick={() => remove(index)} />
                )}
              </div>
              {spanError ? (
                <p id={errorId} className="mt-1 text-sm text-red-700">
                  {spanError}
                </p>
              ) : null}
            </div>
          );
        })}
        {closed ? <p className="pt-2 text-sm text-neutral-600">Not counted.</p> : null}
        {dayError ? (
          <p role="alert" className="text-sm text-red-700">
            {dayError}
          </p>
        ) : null}
        {readOnly || closed || fields.length >= 4 ? null : (
          <button
            type="button"
            onClick={() => append(nextOpening(form.getValues(`days.${day}`)))}
            className="inline-flex w-fit items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-charcoal hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Plus aria-hidden className="size-4" />
            Add hours<span className="sr-only"> on {label}</span>
          </button>
        )}
      </div>
    </fieldset>
  );
}
