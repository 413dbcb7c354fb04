import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AuthNotice } from '#app/components/auth/auth-notice';
import { AuthShell, AuthSubmit, authLinkClass } from '#app/components/forms/auth-shell';
import { NewPasswordFields } from '#app/components/forms/new-password-fields';
import { ButtonLink } from '#app/components/ui/button';
import { FormAlert } from '#app/components/ui/field';
import { ApiError, api } from '#app/lib/api';
import { paths } from '#app/lib/paths';
import { saveSession } from '#app/lib/session';
import { adminPaths } from '#common/admin-paths';
import { MIN_PASSWORD_LENGTH } from '#common/constants';
import { isStaff } from '#common/permissions';
import type { User } from '#common/schemas/auth';
import {
  INVITATION_DAYS,
  INVITATION_INVALID,
  INVITATION_TOKEN,
  type InvitationAcceptInput,
  invitationAcceptSchema,
} from '#common/schemas/users';
import type { Route } from './+types/invitation';

// The page of an invitation link (Users → Add user without a password): the invited person
// chooses a password and is signed in. The link is a secret: the page is never indexed, never
// sends it on as a Referer, and asks the API about it only from the browser.

export const meta: Route.MetaFunction = () => [
  { title: 'Set your password' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

type Invitee = { name: string; email: string };
type LinkState = { status: 'loading' } | { status: 'invalid' } | { status: 'open'; invitee: Invitee };

const invitationPath = (token: string) => `/invitations/${encodeURIComponent(token)}`;

export default function Invitation({ params }: Route.ComponentProps) {
  const { token } = params;
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>({ status: 'loading' });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InvitationAcceptInput>({
    resolver: zodResolver(invitationAcceptSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });

  useEffect(() => {
    if (!INVITATION_TOKEN.test(token)) {
      setLink({ status: 'invalid' });
      return;
    }
    const controller = new AbortController();
    api<{ data: Invitee }>(invitationPath(token), { signal: controller.signal })
      .then(({ data }) => setLink({ status: 'open', invitee: data }))
      .catch((error) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setLink({ status: 'invalid' });
        else setFailure(error instanceof ApiError ? error.message : 'The invitation could not be loaded.');
      });
    return () => controller.abort();
  }, [token]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const auth = await api<{ user: User; token: string }>(invitationPath(token), { body: values });
      saveSession(auth);
      navigate(isStaff(auth.user.role) ? adminPaths.root() : paths.home(), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        setLink({ status: 'invalid' });
        return;
      }
      if (error instanceof ApiError && error.status === 422) {
        for (const [name, messages] of Object.entries(error.errors))
          if (name in values)
            form.setError(name as Path<InvitationAcceptInput>, { type: 'server', message: messages[0] });
      }
      setFailure(
        error instanceof ApiError && error.message ? error.message : 'The password could not be set.',
      );
    }
  });

  const footer = (
    <>
      Already have a password?{' '}
      <Link to={paths.login()} className={authLinkClass}>
        Sign in
      </Link>
    </>
  );

  if (link.status === 'invalid') {
    return (
      <AuthShell title="Set your password" intro="This link cannot be used." footer={footer}>
        <div className="grid gap-4">
          <FormAlert>{INVITATION_INVALID}</FormAlert>
          <p className="text-sm text-neutral-700">
            An invitation link works once and for {INVITATION_DAYS} days. Ask the administrator who added you
            for a new one, or sign in if you have already chosen your password.
          </p>
          <ButtonLink to={paths.login()} className="w-full">
            Go to sign in
          </ButtonLink>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Set your password" intro="Choose the password you will sign in with." footer={footer}>
      {link.status === 'loading' ? (
        failure ? (
          <FormAlert>{failure}</FormAlert>
        ) : (
          <p role="status" className="text-sm text-neutral-600">
            Checking your invitation...
          </p>
        )
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <AuthNotice>
            <p className="font-semibold">{link.invitee.name}</p>
            <p>{link.invitee.email}</p>
          </AuthNotice>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          {/* For password managers: the account this password belongs to. */}
          <input type="hidden" name="username" autoComplete="username" value={link.invitee.email} />
          <NewPasswordFields form={form} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`} />
          <AuthSubmit busy={form.formState.isSubmitting} busyText="Saving..." icon={KeyRound}>
            Set password and sign in
          </AuthSubmit>
        </form>
      )}
    </AuthShell>
  );
}
