import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '#app/components/ui/field';

/**
 * The Current Password field of the profile's forms, with the account's email beside it (hidden)
 * so password managers fill and file the password under the right account.
 */
export function CurrentPasswordField({
  email,
  error,
  registration,
}: {
  email: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field label="Current Password" required error={error}>
        {(control) => (
          <Input type="password" autoComplete="current-password" {...control} {...registration} />
        )}
      </Field>
    </>
  );
}
