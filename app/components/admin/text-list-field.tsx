import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Input } from '#app/components/ui/field';
import { RemoveButton } from './remove-button';
import { useReadOnly } from './use-can';
import { useRemoveKeepingFocus } from './use-remove-keeping-focus';

// Features and Applications of a product or a variant (docs/product.md §4), and a parameter's
// aliases and categories (§17): a list of one-line entries with add and remove. Enter in an entry starts the next one instead of submitting the
// editor; empty entries are dropped on save (the form schemas), and an entry's own problem (too
// long) or the list's (too many) shows under it. Used inside the editor's FormProvider.

/** The form shape this field edits: its lists as rows, for react-hook-form's field arrays. */
interface TextLists {
  features: { value: string }[];
  applications: { value: string }[];
  aliases: { value: string }[];
  categories: { value: string }[];
}

export function TextListField({
  name,
  legend,
  item,
  placeholder,
}: {
  name: keyof TextLists;
  legend: string;
  /** One entry, for labels: "Feature" → "Feature 1", "Add feature", "Remove feature 1". */
  item: string;
  placeholder?: string;
}) {
  const { control, register, setFocus, formState } = useFormContext<TextLists>();
  const { fields, append, insert, remove } = useFieldArray({ control, name });
  const errors = formState.errors[name];
  const listError = errors?.message ?? errors?.root?.message;
  const lower = item.toLowerCase();
  const readOnly = useReadOnly();
  const { addButton, removeAt } = useRemoveKeepingFocus(remove, fields.length, (next) =>
    setFocus(`${name}.${next}.value`),
  );
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-charcoal">{legend}</legend>
      <ol className="grid gap-2">
        {fields.map((field, index) => {
          const error = errors?.[index]?.value?.message;
          return (
            <li key={field.id}>
              <div className="flex items-center gap-2">
                <Input
                  {...register(`${name}.${index}.value`)}
                  aria-label={`${item} ${index + 1}`}
                  aria-invalid={error ? true : undefined}
                  placeholder={placeholder}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter') return;
                    event.preventDefault();
                    if (!event.currentTarget.value.trim()) return;
                    insert(index + 1, { value: '' });
                  }}
                />
                <RemoveButton label={`Remove ${lower} ${index + 1}`} onClick={() => removeAt(index)} />
              </div>
              {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
            </li>
          );
        })}
      </ol>
      {readOnly ? null : (
        <button
          ref={addButton}
          type="button"
          onClick={() => append({ value: '' })}
          className="mt-2 inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-charcoal hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <Plus aria-hidden className="size-4" />
          Add {lower}
        </button>
      )}
      {listError ? <p className="mt-1 text-sm text-red-700">{listError}</p> : null}
    </fieldset>
  );
}
