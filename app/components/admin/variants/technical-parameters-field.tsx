import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useReadOnly } from '#app/components/admin/use-can';
import { MAX_FEATURED_PARAMETERS } from '#common/constants';
import type { VariantFormInput } from '#common/schemas/variant';
import { FeaturedPreview } from './featured-preview';
import { ParameterGroup } from './parameter-group';
import { SpecSuggestions } from './spec-help';
import { SpecHelpContext, useProductCategory, useSpecHelpValue } from './use-spec-help';
import { activeFeatured, canFeature } from './variant-form-values';

// Technical Parameters (docs/product.md §4): groups of "name = value" rows, up to 3 of which are featured
// on product cards. The featured keys live in the form's `featured` field; a key counts only while
// a complete specification of that (trimmed) name exists. The rows get the parameter dictionary's
// help (docs/product.md §17): suggested names, the value as the server reads it, unit choices.

export function TechnicalParametersField() {
  const { control, setValue } = useFormContext<VariantFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'technical_parameters' });
  const groups = useWatch({ control, name: 'technical_parameters' }) ?? [];
  const chosen = useWatch({ control, name: 'featured' }) ?? [];
  const featured = activeFeatured(chosen, groups);
  const keys = featured.map((entry) => entry.key);
  const atLimit = keys.length >= MAX_FEATURED_PARAMETERS;
  const [triedPastLimit, setTriedPastLimit] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const help = useSpecHelpValue(useId(), groups, useProductCategory());
  const readOnly = useReadOnly();

  const toggle = (key: string) => {
    if (keys.includes(key)) {
      setValue(
        'featured',
        keys.filter((k) => k !== key),
        { shouldDirty: true },
      );
      setTriedPastLimit(false);
    } else if (atLimit) {
      setTriedPastLimit(true);
    } else if (key) {
      setValue('featured', [...keys, key], { shouldDirty: true });
    }
  };

  return (
    <SpecHelpContext.Provider value={help}>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-charcoal">Technical Parameters</legend>
        <p className="mb-3 text-sm text-neutral-600">
          Group the specifications (e.g. Engine, Main Dimensions). Enter in a value starts the next row.
        </p>
        <div className="space-y-3">
          {fields.map((field, index) => (
            <ParameterGroup
              key={field.id}
              index={index}
              specs={groups[index]?.specifications ?? []}
              featuredState={(spec) => ({
                checked: keys.includes(spec.key.trim()) && canFeature(spec),
                unavailable: !canFeature(spec),
                atLimit,
              })}
              onToggleFeatured={toggle}
              onRemove={() => {
                remove(index);
                addButton.current?.focus();
              }}
            />
          ))}
        </div>
        {readOnly ? null : (
          <button
            ref={addButton}
            type="button"
            onClick={() => append({ category: '', specifications: [{ key: '', value: '' }] })}
            className="mt-3 inline-flex items-center gap-1 rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm font-semibold text-charcoal hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Plus aria-hidden className="size-4" />
            Add Group
          </button>
        )}
        <FeaturedPreview entries={featured} warning={triedPastLimit && atLimit} />
        <SpecSuggestions help={help} />
      </fieldset>
    </SpecHelpContext.Provider>
  );
}
