import { Field, Options, Select } from '#app/components/ui/field';
import { type Base, bindField } from './form-fields';

// A choice from a list, bound to a contact form by name. Apart from form-fields.tsx because only the
// General Inquiry modal uses it: the page forms' first-load code does not carry it (docs/product.md §15).

export function SelectField(
  props: Base & { options: readonly { value: string; label: string }[]; placeholder?: string },
) {
  const { field, control, registration } = bindField(props);
  const { options, placeholder } = control;
  return (
    <Field {...field}>
      {(aria) => (
        <Select {...aria} {...registration}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          <Options options={options} />
        </Select>
      )}
    </Field>
  );
}
