import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthShell, AuthSubmit } from '#app/components/forms/auth-shell';
import { Field, FormAlert, Input } from '#app/components/ui/field';
import { ApiError } from '#app/lib/api';
import { requestLoginMfa } from '#app/lib/session';
import { loginMfaSchema, type User } from '#common/schemas/auth';

// The second step of signing in to an account with two-factor on (docs/decisions/015): a code
// from the authenticator app, or one of the recovery codes. The short-lived mfa_token from step one
// stands in for the password; when it has run out, the person starts again from step one.

const codeSchema = loginMfaSchema.pick({ code: true });
type Values = { code: string };

const linkButton =
  'rounded-sm text-sm font-semibold text-charcoal underline decoration-brand decoration-2 underline-offset-4 hover:decoration-charcoal focus-visible:outline-2 focus-visible:outline-brand';

/** Step one must be done again: the token is expired, used up or unknown. */
const isExpired = (error: ApiError) => error.status !== 429 && /expired|sign in again/i.test(error.message);

export function MfaStep({
  mfaToken,
  onSuccess,
  onRestart,
}: {
  mfaToken: string;
  onSuccess: (auth: { user: User; token: string }) => Promise<void>;
  /** Back to the password step, with the message to show there (null: the person chose to). */
  onRestart: (message: string | null) => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  // The field is the only thing to do here: put the cursor in it, again after switching kinds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refocus when the kind of code changes
  useEffect(() => form.setFocus('code'), [recovery, form.setFocus]);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      // Apps show "123 456"; recovery codes keep their hyphen.
      await onSuccess(await requestLoginMfa(mfaToken, recovery ? code.trim() : code.replace(/\s+/g, '')));
    } catch (error) {
      if (error instanceof ApiError && isExpired(error)) return onRestart(error.message);
      setFailure(error instanceof ApiError && error.message ? error.message : 'Login failed');
      form.setFocus('code');
    }
  });

  const toggle = () => {
    setRecovery((value) => !value);
    setFailure(null);
    form.reset({ code: '' });
  };

  return (
    <AuthShell
      title="Two-factor sign-in"
      intro={
        recovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.'
          : 'Enter the 6-digit code shown in your authenticator app.'
      }
      footer={
        <button type="button" className={linkButton} onClick={() => onRestart(null)}>
          Back to sign in
        </button>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Field
          label={recovery ? 'Recovery code' : 'Two-factor code'}
          required
          hint={recovery ? 'Format: xxxxx-xxxxx' : undefined}
          error={errors.code?.message}
        >
          {(control) =>
            recovery ? (
              <Input
                key="recovery"
                type="text"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={32}
                className="font-mono tracking-wider"
                {...control}
                {...form.register('code')}
              />
            ) : (
              <Input
                key="totp"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={32}
                className="font-mono text-lg tracking-[0.3em]"
                {...control}
                {...form.register('code')}
              />
            )
          }
        </Field>
        <AuthSubmit busy={isSubmitting} busyText="Checking..." icon={ShieldCheck}>
          Verify
        </AuthSubmit>
        <button type="button" className={`${linkButton} justify-self-center`} onClick={toggle}>
          {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
        </button>
      </form>
    </AuthShell>
  );
}
