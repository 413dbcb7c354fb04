import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AuthNotice } from '#app/components/auth/auth-notice';
import { authMeta, loadAuthPage } from '#app/components/auth/auth-page';
import { SETUP_CODE_HINT, setupCodeSchema } from '#app/components/auth/setup-code';
import { AuthShell, AuthSubmit, authLinkClass, useAdminRedirect } from '#app/components/forms/auth-shell';
import { Field, FormAlert, Input } from '#app/components/ui/field';
import { ApiError } from '#app/lib/api';
import { paths } from '#app/lib/paths';
import { requestRegister, revokeToken, saveSession } from '#app/lib/session';
import { adminPaths } from '#common/admin-paths';
import { MIN_PASSWORD_LENGTH } from '#common/constants';
import { type RegisterInput, registerSchema } from '#common/schemas/auth';
import type { Route } from './+types/register';

export const loader = loadAuthPage;

export const meta: Route.MetaFunction = authMeta('register');

type Values = RegisterInput;
const FIELDS: { name: Path<Values>; label: string; type: string; autoComplete: string; hint?: string }[] = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    hint: `At least ${MIN_PASSWORD_LENGTH} characters.`,
  },
  {
    name: 'password_confirmation',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

const SETUP_CODE_FIELD: (typeof FIELDS)[number] = {
  name: 'setup_code',
  label: 'Setup code',
  type: 'text',
  autoComplete: 'off',
  hint: SETUP_CODE_HINT,
};

export default function Register({ loaderData }: Route.ComponentProps) {
  useAdminRedirect();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  /** Set when the server made the account a regular user: the screen says so instead of moving on. */
  const [createdAsUser, setCreatedAsUser] = useState(false);
  // Until the installation has its admin, the bootstrap registration needs the code from the log.
  const { noAdminYet: needsSetupCode } = loaderData;
  const fields = needsSetupCode ? [...FIELDS, SETUP_CODE_FIELD] : FIELDS;
  const form = useForm<Values>({
    resolver: zodResolver(needsSetupCode ? registerSchema.and(setupCodeSchema) : registerSchema),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '', setup_code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The screen asks for an admin account; the server grants it only when it may (docs/product.md §8).
      const { setup_code, ...rest } = values;
      const auth = await requestRegister({
        ...rest,
        role: 'admin',
        ...(needsSetupCode ? { setup_code } : {}),
      });
      if (auth.user.role === 'admin') {
        saveSession(auth);
        navigate(adminPaths.root(), { replace: true });
        return;
      }
      // A regular account cannot open the administration area, which is all this screen is for:
      // no session is kept (as at login), and the person learns why rather than meeting
      // "Access denied" at the next sign-in.
      setCreatedAsUser(true);
      await revokeToken(auth.token);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        for (const [name, messages] of Object.entries(error.errors))
          if (name in values) form.setError(name as Path<Values>, { type: 'server', message: messages[0] });
      }
      setFailure(error instanceof ApiError && error.message ? error.message : 'Registration failed');
      // A refused setup code: the one field to correct.
      if (error instanceof ApiError && error.status === 403 && needsSetupCode) form.setFocus('setup_code');
    }
  });

  return (
    <AuthShell
      title="Create Admin Account"
      intro={
        needsSetupCode
          ? 'Set up access to the administration area.'
          : 'Create an account for the Ironsite administration area.'
      }
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login()} className={authLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      {createdAsUser ? (
        <AuthNotice announce>
          <p className="font-semibold">Your account was created as a regular user.</p>
          <p>
            It cannot open the administration area yet: an administrator must grant admin access before you
            sign in.
          </p>
        </AuthNotice>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {needsSetupCode ? null : (
            <AuthNotice>
              <p className="font-semibold">This installation already has an administrator.</p>
              <p>
                New admin accounts are created by an administrator. An account made here is a regular user
                without access to the administration area until an administrator grants it.
              </p>
            </AuthNotice>
          )}
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          {fields.map((f) => (
            <Field key={f.name} label={f.label} required hint={f.hint} error={errors[f.name]?.message}>
              {(control) => (
                <Input type={f.type} autoComplete={f.autoComplete} {...control} {...form.register(f.name)} />
              )}
            </Field>
          ))}
          <AuthSubmit busy={isSubmitting} busyText="Creating account..." icon={UserPlus}>
            Create Account
          </AuthSubmit>
        </form>
      )}
    </AuthShell>
  );
}
