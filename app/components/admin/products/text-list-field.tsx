import { Plus, X } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import type { ProductFormInput, ProductFormValues } from '../../../../common/schemas/product';
import { Input } from '../../ui/field';

// Features or applications of a product: one text per row, rows added and removed freely; empty
// rows are dropped when the form is sent (productFormSchema).

export function TextListField({
  name,
  legend,
  itemLabel,
  control,
  register,
  errors,
}: {
  name: 'features' | 'applications';
  legend: string;
  /** "Feature" → rows "Feature 1", buttons "Add feature", "Remove feature 1". */
  itemLabel: string;
  control: Control<ProductFormInput, unknown, ProductFormValues>;
  register: UseFormRegister<ProductFormInput>;
  errors: FieldErrors<ProductFormInput>;
}) {
  const rows = useFieldArray({ control, name });
  const listError = errors[name]?.message ?? errors[name]?.root?.message;
  const lower = itemLabel.toLowerCase();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-charcoal">{legend}</legend>
      <ul className="grid gap-2">
        {rows.fields.map((row, index) => {
          const error = errors[name]?.[index]?.value?.message;
          return (
            <li key={row.id}>
              <div className="flex items-center gap-2">
                <Input
                  aria-label={`${itemLabel} ${index + 1}`}
                  aria-invalid={error ? true : undefined}
                  {...register(`${name}.${index}.value`)}
                />
                <button
                  type="button"
                  onClick={() => rows.remove(index)}
                  aria-label={`Remove ${lower} ${index + 1}`}
                  className="shrink-0 rounded-md p-2 text-neutral-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </div>
              {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => rows.append({ value: '' })}
        className="mt-2 inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-charcoal hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <Plus aria-hidden className="size-4" />
        Add {lower}
      </button>
      {listError ? <p className="mt-1 text-sm text-red-700">{listError}</p> : null}
    </fieldset>
  );
}
