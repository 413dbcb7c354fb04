import { type ChangeEvent, type RefObject, useRef, useState } from 'react';
import type { FieldsForm } from '#app/components/forms/form-fields';
import type { ContactForm } from '#app/components/forms/use-contact-form';
import { Field, Options, Select } from '#app/components/ui/field';
import type { QuoteFormData } from './use-quote-form-data';

// Delivery place as three dependent selects (docs/product.md §19): a region, then a province of it,
// then a city or municipality of that province, by PSGC code. Choosing a region empties the
// province and city below it, so no stale choice from another region is ever sent.

type PlaceName = 'region' | 'province' | 'city';
type Places = readonly { code: string; name: string }[];

/** Empties a select below the one just chosen, in react-hook-form once it holds the form. */
function clearPlace(form: FieldsForm, name: PlaceName, select: RefObject<HTMLSelectElement | null>) {
  const live = form as Partial<Pick<ContactForm, 'setValue' | 'clearErrors'>>;
  if (live.setValue) live.setValue(name, '');
  else if (select.current) select.current.value = '';
  live.clearErrors?.(name);
}

function PlaceSelect({
  form,
  name,
  label,
  placeholder,
  options,
  disabled,
  required = true,
  select,
  onPick,
}: {
  form: FieldsForm;
  name: PlaceName;
  label: string;
  placeholder: string;
  options: Places;
  disabled?: boolean;
  required?: boolean;
  select?: RefObject<HTMLSelectElement | null>;
  onPick?: (code: string) => void;
}) {
  const registered = form.register(name);
  const ref = (element: HTMLSelectElement | null) => {
    registered.ref?.(element);
    if (select) select.current = element;
  };
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    registered.onChange?.(event);
    onPick?.(event.currentTarget.value);
  };
  return (
    <Field
      label={label}
      required={required}
      error={form.formState.errors[name]?.message as string | undefined}
    >
      {(control) => (
        <Select {...control} {...registered} ref={ref} onChange={onChange} disabled={disabled}>
          <option value="">{placeholder}</option>
          <Options options={options.map((o) => ({ value: o.code, label: o.name }))} />
        </Select>
      )}
    </Field>
  );
}

export function PlaceFields({
  form,
  data,
  loading,
  legend = 'Deliver to',
  city = 'required',
}: {
  form: FieldsForm;
  data: QuoteFormData | null;
  /** The places are on their way (the form was approached). */
  loading: boolean;
  legend?: string;
  /** The after-sales forms ask for a province only, or a city as an option (docs/product.md §30). */
  city?: 'required' | 'optional' | 'none';
}) {
  const [region, setRegion] = useState('');
  const [province, setProvince] = useState('');
  const provinceSelect = useRef<HTMLSelectElement | null>(null);
  const citySelect = useRef<HTMLSelectElement | null>(null);
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-base font-semibold text-charcoal">{legend}</legend>
      <PlaceSelect
        form={form}
        name="region"
        label="Region"
        placeholder={loading ? 'Loading regions...' : 'Select a region'}
        options={data?.regions() ?? []}
        onPick={(code) => {
          setRegion(code);
          setProvince('');
          clearPlace(form, 'province', provinceSelect);
          clearPlace(form, 'city', citySelect);
        }}
      />
      <PlaceSelect
        form={form}
        name="province"
        label="Province"
        placeholder={region ? 'Select a province' : 'Select a region first'}
        options={data && region ? data.provincesOf(region) : []}
        disabled={!region}
        select={provinceSelect}
        onPick={(code) => {
          setProvince(code);
          clearPlace(form, 'city', citySelect);
        }}
      />
      {city === 'none' ? null : (
        <PlaceSelect
          form={form}
          name="city"
          label="City / Municipality"
          placeholder={province ? 'Select a city or municipality' : 'Select a province first'}
          options={data && province ? data.citiesOf(province) : []}
          disabled={!province}
          required={city === 'required'}
          select={citySelect}
        />
      )}
    </fieldset>
  );
}
