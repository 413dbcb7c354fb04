import { Field, Options, Select } from '#app/components/ui/field';
import { type Base, errorOf } from './form-fields';

// A choice from a list, bound to a contact form by name. Apart from form-fields.tsx because only the
// General Inquiry modal uses it: the page forms' first-load code does not carry it (docs/product.md §15).

export function SelectField({
  form,
  name,
  label,
  required,
  hint,
  className,
  options,
  placeholder,
}: Base & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <Field label={label} required={required} hint={hint} error={errorOf(form, name)} className={className}>
      {(control) => (
        <Select {...control} {...form.register(name)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          <Options options={options} />
        </Select>
      )}
    </Field>
  );
}
