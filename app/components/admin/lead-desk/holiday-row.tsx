import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { failureText, fieldErrors } from '#app/components/admin/admin-api';
import { RowAction } from '#app/components/admin/row-actions';
import { useReadOnly } from '#app/components/admin/use-can';
import { Button } from '#app/components/ui/button';
import { Input } from '#app/components/ui/field';
import { calendarDay, dayFormat } from '#common/date-format';
import { type Holiday, holidayRename } from '#common/schemas/lead-desk';
import { useHolidayWrites } from './lead-desk-api';

// One holiday: its date, name and where it came from; Rename turns the name into a field in place.

const DATE = dayFormat({ weekday: 'short', day: 'numeric', month: 'short' });

export function HolidayRow({
  holiday,
  say,
  onRemove,
}: {
  holiday: Holiday;
  say: (kind: 'success' | 'error', text: string) => void;
  onRemove: () => void;
}) {
  const readOnly = useReadOnly();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(holiday.name);
  const [error, setError] = useState<string | null>(null);
  const { rename } = useHolidayWrites();
  const errorId = `holiday-${holiday.id}-error`;

  const submit = async () => {
    const checked = holidayRename.safeParse({ name });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Name the holiday.');
    setError(null);
    try {
      await rename.mutateAsync({ id: holiday.id, name: checked.data.name });
      setEditing(false);
      say('success', `Renamed to ${checked.data.name}.`);
    } catch (failure) {
      setError(fieldErrors(failure).name ?? failureText(failure, 'Failed to rename the holiday'));
    }
  };

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
      <time dateTime={holiday.date} className="w-28 shrink-0 text-sm text-neutral-700 tabular-nums">
        {DATE.format(calendarDay(holiday.date))}
      </time>
      {editing ? (
        <form
          noValidate
          className="flex min-w-0 flex-1 basis-60 flex-wrap items-start gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="min-w-0 flex-1 basis-40">
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-label={`New name of ${holiday.name}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              maxLength={120}
              autoFocus
            />
            {error ? (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" variant="dark" className="!px-3" disabled={rename.isPending}>
            Save
          </Button>
          <Button
            variant="ghost"
            className="!px-3"
            onClick={() => {
              setEditing(false);
              setName(holiday.name);
              setError(null);
            }}
          >
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <span className="min-w-0 flex-1 basis-40 text-sm font-medium break-words text-charcoal">
            {holiday.name}
          </span>
          <SourceBadge source={holiday.source} />
          {readOnly ? null : (
            <span className="ml-auto flex items-center gap-1">
              <RowAction icon={Pencil} label="Rename" name={holiday.name} onClick={() => setEditing(true)} />
              <RowAction icon={Trash2} label="Remove" name={holiday.name} danger onClick={onRemove} />
            </span>
          )}
        </>
      )}
    </li>
  );
}

function SourceBadge({ source }: { source: Holiday['source'] }) {
  return source === 'seeded' ? (
    <span
      title="From the Philippine holiday calendar"
      className="inline-flex rounded-full bg-neutral-200 px-2.5 py-0.5 text-xs font-semibold text-neutral-800"
    >
      Seeded
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-900">
      Added
    </span>
  );
}
