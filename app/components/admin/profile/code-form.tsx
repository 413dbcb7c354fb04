import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Path, type Resolver, useForm } from 'react-hook-form';
import { errorMessage, fieldErrors } from '#app/components/admin/admin-api';
import { Button } from '#app/components/ui/button';
import { Field, FormAlert, Input } from '#app/components/ui/field';
import { mfaDisableSchema, mfaEnableSchema, mfaSetupSchema } from '#common/schemas/auth';
import { CurrentPasswordField } from './current-password-field';

// The small re-authentication forms of the two-factor card: the current password, a code from the
// app (or a recovery code), or both. The schemas are the server's own (common/schemas/auth.ts).

export interface CodeValues {
  current_password: string;
  code: string;
}

type Asks = 'password' | 'code' | 'both';
const SCHEMAS = { password: mfaSetupSchema, code: mfaEnableSchema, both: mfaDisableSchema };

export function CodeForm({
  asks,
  email,
  totpOnly = false,
  codeLabel = 'Code from the app',
  codeHint = totpOnly
    ? 'The 6-digit code your authenticator app shows now.'
    : 'The 6-digit code your authenticator app shows now, or a recovery code.',
  submitLabel,
  busyLabel,
  destructive = false,
  onSubmit,
  onCancel,
}: {
  asks: Asks;
  /** For password managers, which file a password under its account. */
  email: string;
  /** Only an app code will do (enrolment): phones show the number pad. */
  totpOnly?: boolean;
  codeLabel?: string;
  codeHint?: string;
  submitLabel: string;
  busyLabel: string;
  destructive?: boolean;
  onSubmit: (values: CodeValues) => Promise<void>;
  onCancel: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CodeValues>({
    resolver: zodResolver(SCHEMAS[asks]) as unknown as Resolver<CodeValues>,
    defaultValues: { current_password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const withPassword = asks !== 'code';
  const withCode = asks !== 'password';

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The schema of a password-only form drops `code`: the values hold only what was asked.
      await onSubmit({
        current_password: values.current_password ?? '',
        code: (values.code ?? '').replace(/\s+/g, ''),
      });
    } catch (error) {
      const fields = Object.entries(fieldErrors(error)).filter(([name]) => name in values);
      for (const [name, message] of fields)
        form.setError(name as Path<CodeValues>, { type: 'server', message });
      if (fields.length === 0) setFailure(errorMessage(error, `${submitLabel} failed`));
      form.setFocus(fields[0]?.[0] === 'code' || !withPassword ? 'code' : 'current_password');
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {withPassword ? (
        <CurrentPasswordField
          email={email}
          error={errors.current_password?.message}
          registration={form.register('current_password')}
        />
      ) : null}
      {withCode ? (
        <Field label={codeLabel} required hint={codeHint} error={errors.code?.message}>
          {(control) => (
            <Input
              type="text"
              inputMode={totpOnly ? 'numeric' : 'text'}
              autoComplete="one-time-code"
              maxLength={32}
              className="font-mono tracking-wider"
              {...control}
              {...form.register('code')}
            />
          )}
        </Field>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" className="text-charcoal" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
          className={destructive ? '!bg-red-700 !text-white hover:!bg-red-800' : ''}
        >
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
