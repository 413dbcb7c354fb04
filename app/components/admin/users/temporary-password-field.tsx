import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '#app/components/ui/field';
import { MIN_PASSWORD_LENGTH } from '#common/constants';

/**
 * A temporary password an admin sets and tells the person (Add user, Reset password;
 * docs/product.md §23): shown as typed, in a monospaced font so it can be read out, not autofilled.
 */
export function TemporaryPasswordField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <Field
      label="Temporary password"
      required
      error={error}
      hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
    >
      {(control) => (
        <Input
          type="text"
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          {...control}
          {...registration}
        />
      )}
    </Field>
  );
}
