import { useId } from 'react';
import { FieldError, RequiredMark } from '#app/components/ui/field';
import { toggleAssignee } from './rule-values';

// Who a rule gives its inquiries to: a tick per person who works leads. One person gets them all;
// several take turns (round robin), in the order listed.

export function AssigneePicker({
  label,
  people,
  value,
  onChange,
  error,
}: {
  label: string;
  people: { id: number; name: string }[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const id = useId();
  const gone = value.filter((p) => !people.some((person) => person.id === p));
  const listed = [...people, ...gone.map((p) => ({ id: p, name: `Staff #${p} (no longer works leads)` }))];
  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} className="min-w-0">
      <legend className="mb-1 block text-sm font-medium text-charcoal">
        {label}
        <RequiredMark />
      </legend>
      {listed.length === 0 ? (
        <p className="text-sm text-neutral-600">No one works leads yet: add a Sales account in Users.</p>
      ) : (
        <div className="grid max-h-48 gap-1 overflow-y-auto rounded-md border border-neutral-300 p-2 sm:grid-cols-2">
          {listed.map((person) => (
            <label
              key={person.id}
              className="flex min-w-0 cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm text-charcoal hover:bg-neutral-50"
            >
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-charcoal"
                checked={value.includes(person.id)}
                onChange={(e) => onChange(toggleAssignee(value, person.id, e.target.checked, people))}
              />
              <span className="min-w-0 break-words">{person.name}</span>
            </label>
          ))}
        </div>
      )}
      <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-600">
        Several people take turns, one inquiry each.
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
