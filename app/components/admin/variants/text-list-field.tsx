import { Plus, X } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { VariantFormInput } from '../../../../common/schemas/variant';
import { Input } from '../../ui/field';

// Features and Applications: a list of one-line entries with add and remove. Enter in an entry
// starts the next one instead of submitting the editor; empty entries are dropped on save.

export function TextListField({
  name,
  legend,
  item,
  placeholder,
}: {
  name: 'features' | 'applications';
  legend: string;
  /** One entry, for labels: "Feature", "Application". */
  item: string;
  placeholder: string;
}) {
  const { control, register, setFocus } = useFormContext<VariantFormInput>();
  const { fields, append, insert, remove } = useFieldArray({ control, name });
  const addButton = useRef<HTMLButtonElement>(null);
  // Focus stays in the list after a removal: on the entry that moved up, or on Add when none is left.
  const removeAt = (index: number) => {
    remove(index);
    const next = Math.min(index, fields.length - 2);
    requestAnimationFrame(() => (next < 0 ? addButton.current?.focus() : setFocus(`${name}.${next}.value`)));
  };
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-charcoal">{legend}</legend>
      <ol className="space-y-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex items-center gap-2">
            <Input
              {...register(`${name}.${index}.value`)}
              aria-label={`${item} ${index + 1}`}
              placeholder={placeholder}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                if (!event.currentTarget.value.trim()) return;
                insert(index + 1, { value: '' });
              }}
            />
            <button
              type="button"
              onClick={() => removeAt(index)}
              aria-label={`Remove ${item.toLowerCase()} ${index + 1}`}
              className="shrink-0 rounded-md p-2 text-neutral-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      <button
        ref={addButton}
        type="button"
        onClick={() => append({ value: '' })}
        className="mt-2 inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-semibold text-charcoal hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <Plus aria-hidden className="size-4" />
        Add {item}
      </button>
    </fieldset>
  );
}
