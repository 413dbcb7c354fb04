import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { authMeta, loadAuthPage } from '#app/components/auth/auth-page';
import { MfaStep } from '#app/components/auth/mfa-step';
import { AuthShell, AuthSubmit, authLinkClass, useAdminRedirect } from '#app/components/forms/auth-shell';
import { TextField } from '#app/components/forms/form-fields';
import { FormAlert } from '#app/components/ui/field';
import { ApiError } from '#app/lib/api';
import { paths } from '#app/lib/paths';
import { requestLogin, revokeToken, saveSession } from '#app/lib/session';
import { adminPaths } from '#common/admin-paths';
import { isStaff } from '#common/permissions';
import { type LoginInput, loginSchema, type User } from '#common/schemas/auth';
import type { Route } from './+types/login';

export const loader = loadAuthPage;

export const meta: Route.MetaFunction = authMeta('login');

export default function Login({ loaderData }: Route.ComponentProps) {
  useAdminRedirect();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  /** Set while the account's second step (two-factor code) is asked for. */
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  /** A password (or password and code) accepted: the same for both paths. */
  const finish = async (auth: { user: User; token: string }) => {
    // docs/product.md §5 and §23: only staff roles proceed; a site account's fresh token is revoked
    // rather than kept.
    if (!isStaff(auth.user.role)) {
      setMfaToken(null);
      setFailure('Access denied. Admin privileges required.');
      await revokeToken(auth.token);
      return;
    }
    saveSession(auth);
    navigate(adminPaths.root(), { replace: true });
  };

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const answer = await requestLogin(email, password);
      if ('mfa_required' in answer) {
        form.resetField('password');
        setMfaToken(answer.mfa_token);
        return;
      }
      await finish(answer);
    } catch (error) {
      setFailure(error instanceof ApiError && error.message ? error.message : 'Login failed');
    }
  });

  if (mfaToken) {
    return (
      <MfaStep
        mfaToken={mfaToken}
        onSuccess={finish}
        onRestart={(message) => {
          setMfaToken(null);
          setFailure(message);
        }}
      />
    );
  }

  return (
    <AuthShell
      title="Admin Login"
      intro="Sign in to manage products, news and site settings."
      footer={
        // Only the first admin registers here; later admin accounts are an administrator's to grant.
        loaderData.noAdminYet ? (
          <>
            No account yet?{' '}
            <Link to={paths.register()} className={authLinkClass}>
              Create an admin account
            </Link>
          </>
        ) : (
          'No account yet? Ask an administrator of this site for access.'
        )
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <TextField form={form} name="email" label="Email" required type="email" autoComplete="email" />
        <TextField
          form={form}
          name="password"
          label="Password"
          required
          type="password"
          autoComplete="current-password"
        />
        <AuthSubmit busy={form.formState.isSubmitting} busyText="Signing in..." icon={LogIn}>
          Sign In
        </AuthSubmit>
      </form>
    </AuthShell>
  );
}
