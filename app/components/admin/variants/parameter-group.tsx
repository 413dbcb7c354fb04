import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useReadOnly } from '#app/components/admin/use-can';
import { useRemoveKeepingFocus } from '#app/components/admin/use-remove-keeping-focus';
import { Field, Input } from '#app/components/ui/field';
import type { VariantFormInput } from '#common/schemas/variant';
import { type FeaturedState, SpecificationRow } from './specification-row';

// One group of technical parameters (e.g. Main Dimensions) with its specification rows. Called a
// group, not a category, so it is not confused with the catalogue's categories (the stored field
// keeps the spec's name, `category`). Enter moves on: from the group name to its first row, from a name to its value, and from a
// value to a new row below.

export function ParameterGroup({
  index,
  specs,
  featuredState,
  onToggleFeatured,
  onRemove,
}: {
  index: number;
  /** The group's current rows (watched by the parent), for the Featured checkboxes. */
  specs: { key: string; value: string }[];
  featuredState: (spec: { key: string; value: string }) => FeaturedState;
  onToggleFeatured: (key: string) => void;
  onRemove: () => void;
}) {
  const { control, register, setFocus } = useFormContext<VariantFormInput>();
  const name = `technical_parameters.${index}.specifications` as const;
  const { fields, append, insert, remove } = useFieldArray({ control, name });
  const n = index + 1;
  // A role that may only read the section is offered no add or remove (docs/product.md §4).
  const readOnly = useReadOnly();
  const { addButton, removeAt } = useRemoveKeepingFocus(remove, fields.length, (next) =>
    setFocus(`${name}.${next}.key`),
  );

  return (
    <fieldset className="rounded-md border border-neutral-200 bg-neutral-50 p-3 sm:p-4">
      <legend className="sr-only">Specification group {n}</legend>
      <div className="flex items-end gap-2">
        <Field label={`Group ${n}`} className="min-w-0 flex-1">
          {(wiring) => (
            <Input
              {...wiring}
              {...register(`technical_parameters.${index}.category`)}
              placeholder="e.g. Main Dimensions"
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                if (fields.length > 0) setFocus(`${name}.0.key`);
                else append({ key: '', value: '' });
              }}
            />
          )}
        </Field>
        {readOnly ? null : (
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove group ${n}`}
            className="inline-flex shrink-0 items-center gap-1 rounded-md px-3 py-2.5 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Trash2 aria-hidden className="size-4" />
            <span className="hidden sm:inline">Remove</span>
          </button>
        )}
      </div>
      {fields.length === 0 ? (
        <p className="mt-3 text-sm text-neutral-600">No specifications yet.</p>
      ) : (
        <div className="mt-2 divide-y divide-neutral-200">
          {fields.map((field, row) => (
            <SpecificationRow
              key={field.id}
              group={index}
              index={row}
              featured={featuredState(specs[row] ?? { key: '', value: '' })}
              onToggleFeatured={() => onToggleFeatured((specs[row]?.key ?? '').trim())}
              onEnterInValue={() => insert(row + 1, { key: '', value: '' })}
              onRemove={() => removeAt(row)}
            />
          ))}
        </div>
      )}
      {readOnly ? null : (
        <button
          ref={addButton}
          type="button"
          onClick={() => append({ key: '', value: '' })}
          className="mt-2 inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-semibold text-charcoal hover:bg-neutral-200/60 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <Plus aria-hidden className="size-4" />
          Add Specification<span className="sr-only"> to group {n}</span>
        </button>
      )}
    </fieldset>
  );
}
