import type { UseFormReturn } from 'react-hook-form';
import { errorAt } from '#app/components/admin/lead-desk/desk-resolver';
import { Field, Options, Select } from '#app/components/ui/field';
import { citiesOf, provincesOf, regions } from '#common/geography';
import type { BranchCreateInput } from '#common/schemas/branches';
import type { BranchForm } from './branch-values';

// Where a branch is (region → province → city, PSGC) and the provinces it serves, grouped by region
// (docs/product.md §28). Choosing a region empties the province and city below it.

type Form = UseFormReturn<BranchForm, unknown, BranchCreateInput>;

function PlaceSelect({
  form,
  name,
  label,
  options,
  placeholder,
  onPick,
}: {
  form: Form;
  name: 'region' | 'province' | 'city';
  label: string;
  options: readonly { code: string; name: string }[];
  placeholder: string;
  onPick?: () => void;
}) {
  const registered = form.register(name, { onChange: onPick });
  return (
    <Field label={label} required error={errorAt(form.formState.errors, name)}>
      {(control) => (
        <Select {...control} {...registered} disabled={options.length === 0}>
          <option value="">{placeholder}</option>
          <Options options={options.map((o) => ({ value: o.code, label: o.name }))} />
        </Select>
      )}
    </Field>
  );
}

export function BranchPlaceFields({ form }: { form: Form }) {
  const [region, province] = form.watch(['region', 'province']);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <PlaceSelect
        form={form}
        name="region"
        label="Region"
        options={regions()}
        placeholder="Select a region"
        onPick={() => {
          form.setValue('province', '');
          form.setValue('city', '');
        }}
      />
      <PlaceSelect
        form={form}
        name="province"
        label="Province"
        options={region ? provincesOf(region) : []}
        placeholder={region ? 'Select a province' : 'Select a region first'}
        onPick={() => form.setValue('city', '')}
      />
      <PlaceSelect
        form={form}
        name="city"
        label="City / Municipality"
        options={province ? citiesOf(province) : []}
        placeholder={province ? 'Select a city' : 'Select a province first'}
      />
    </div>
  );
}

export function ServedProvinces({ form }: { form: Form }) {
  const error = errorAt(form.formState.errors, 'serves_provinces');
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-charcoal">Provinces served</legend>
      <p className="mb-2 text-sm text-neutral-600">
        Buyers who pick one of these on the Branches page see this branch as nearest.
      </p>
      <div className="max-h-56 overflow-y-auto rounded-md border border-neutral-300 p-3">
        {regions().map((r) => (
          <div key={r.code} className="mb-2">
            <p className="text-xs font-semibold text-neutral-600 uppercase">{r.name}</p>
            <div className="grid gap-x-4 sm:grid-cols-2">
              {provincesOf(r.code).map((p) => (
                <label key={p.code} className="flex items-center gap-2 py-0.5 text-sm text-charcoal">
                  <input
                    type="checkbox"
                    value={p.code}
                    className="size-4 accent-charcoal"
                    {...form.register('serves_provinces')}
                  />
                  {p.name}
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
