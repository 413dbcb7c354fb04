import { type FieldsForm, TextField } from './form-fields';

/**
 * A new password and its confirmation (docs/product.md §5), both marked new so a password manager
 * offers to generate and save it; the confirmation's label follows the first ("Confirm New Password").
 */
export function NewPasswordFields({
  form,
  label = 'Password',
  hint,
}: {
  form: FieldsForm;
  label?: string;
  hint?: string;
}) {
  return (
    <>
      <TextField
        form={form}
        name="password"
        label={label}
        required
        hint={hint}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        form={form}
        name="password_confirmation"
        label={`Confirm ${label}`}
        required
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
