import { useId } from 'react';
import type { FieldsForm } from '#app/components/forms/form-fields';
import { FieldError, RequiredMark } from '#app/components/ui/field';

// One answer out of a few, as buttons to tap (who is buying; buy, rent or finance), in the contact
// page's inquiry-type style: a radio group with its legend above and its error under it.

const OPTION =
  'flex cursor-pointer items-center gap-2 rounded-md border border-neutral-300 bg-white px-3 py-2.5 text-sm font-medium text-charcoal has-checked:border-charcoal has-checked:bg-charcoal has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand';

export function ChoiceField({
  form,
  name,
  legend,
  options,
  className = '',
}: {
  form: FieldsForm;
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  const errorId = useId();
  const error = form.formState.errors[name]?.message as string | undefined;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className={className}>
      <legend className="mb-2 text-sm font-medium text-charcoal">
        {legend}
        <RequiredMark />
        <span className="sr-only"> (required)</span>
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((o) => (
          <label key={o.value} className={OPTION}>
            <input type="radio" value={o.value} className="size-4 accent-brand" {...form.register(name)} />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
