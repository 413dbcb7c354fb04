import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { RemoveButton } from '#app/components/admin/remove-button';
import { FieldError, Input } from '#app/components/ui/field';
import type { VariantFormInput } from '#common/schemas/variant';
import { SpecPreview, UnitChoice, unitsOf } from './spec-help';
import { useSpecHelp } from './use-spec-help';
import { keptParameterKey } from './variant-form-values';

// One "name = value" specification with its Featured checkbox (docs/product.md §4, §5). The checkbox is off
// limits until both halves are filled; at the limit of 3 it stays focusable but aria-disabled, so
// trying it explains the limit instead of doing nothing. With the dictionary's help (docs/product.md
// §17) the name suggests the dictionary's names and aliases, the row shows how the server reads
// its value, and a matched parameter offers its units.

export interface FeaturedState {
  checked: boolean;
  /** Name or value still empty: it cannot be featured at all. */
  unavailable: boolean;
  /** Three others are featured already. */
  atLimit: boolean;
}

export function SpecificationRow({
  group,
  index,
  featured,
  onToggleFeatured,
  onEnterInValue,
  onRemove,
}: {
  group: number;
  index: number;
  featured: FeaturedState;
  onToggleFeatured: () => void;
  onEnterInValue: () => void;
  onRemove: () => void;
}) {
  const id = useId();
  const { register, setFocus, setValue, getFieldState, formState, control } =
    useFormContext<VariantFormInput>();
  const base = `technical_parameters.${group}.specifications.${index}` as const;
  const keyError = getFieldState(`${base}.key`, formState).error?.message;
  const valueError = getFieldState(`${base}.value`, formState).error?.message;
  const error = keyError ?? valueError;
  const errorId = error ? `${id}-error` : undefined;
  const help = useSpecHelp();
  const [name = '', value = '', saved] = useWatch({
    control,
    name: [`${base}.key`, `${base}.value`, `${base}.saved_parameter`],
  });
  const parameterKey = keptParameterKey({ key: name, value, saved_parameter: saved });
  const preview = help && name.trim() && value.trim() ? help.preview(name, value, parameterKey) : null;
  // The server's match (which knows the product's category) once it has answered, else the local one.
  const units = unitsOf(preview?.result ? preview.result.parameter : help?.match(parameterKey ?? name));
  const previewId = `${id}-preview`;
  const valueDescribedBy = [valueError ? errorId : undefined, preview ? previewId : undefined]
    .filter(Boolean)
    .join(' ');
  const n = index + 1;
  const blocked = featured.atLimit && !featured.checked;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset per row would add a legend to every row
    <div role="group" aria-label={`Specification ${n}`} className="py-2">
      <div className="flex flex-wrap items-center gap-2">
        {/* Names are read whole ("Length to Fork Face"): on a phone name and value each take the
            row; wider, they share it in a modal wide enough (the variant editor's is xl). */}
        <div className="flex min-w-0 flex-[1_1_18rem] flex-col gap-2 sm:flex-row sm:items-center">
          <Input
            {...register(`${base}.key`)}
            aria-label={`Specification ${n} name`}
            aria-invalid={keyError ? true : undefined}
            aria-describedby={keyError ? errorId : undefined}
            list={help?.datalistId}
            autoComplete="off"
            placeholder="Name, e.g. Rated Load"
            className="min-w-0"
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              setFocus(`${base}.value`);
            }}
          />
          <span aria-hidden className="hidden text-neutral-500 sm:inline">
            =
          </span>
          <Input
            {...register(`${base}.value`)}
            aria-label={`Specification ${n} value`}
            aria-invalid={valueError ? true : undefined}
            aria-describedby={valueDescribedBy || undefined}
            placeholder="Value, e.g. 3,000 kg"
            className="min-w-0"
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              onEnterInValue();
            }}
          />
        </div>
        <div className="ml-auto flex items-center gap-1">
          {units.length > 0 ? (
            <UnitChoice
              label={`Unit of specification ${n}`}
              units={units}
              value={value}
              onChange={(next) =>
                setValue(`${base}.value`, next, { shouldDirty: true, shouldValidate: formState.isSubmitted })
              }
            />
          ) : null}
          <label
            className={`flex items-center gap-2 rounded-md px-2 py-2 text-sm ${
              featured.unavailable || blocked ? 'text-neutral-500' : 'cursor-pointer text-charcoal'
            }`}
            title={
              featured.unavailable ? 'Enter a name and a value to feature this specification.' : undefined
            }
          >
            <input
              type="checkbox"
              checked={featured.checked}
              disabled={featured.unavailable}
              aria-disabled={blocked || undefined}
              onChange={onToggleFeatured}
              className={`size-4 accent-charcoal ${blocked ? 'opacity-50' : ''}`}
            />
            Featured
          </label>
          <RemoveButton label={`Remove specification ${n}`} onClick={onRemove} />
        </div>
      </div>
      {preview ? (
        <div id={previewId}>
          <SpecPreview result={preview.result} pending={preview.pending} />
        </div>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
