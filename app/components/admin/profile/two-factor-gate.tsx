import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '#app/lib/api';
import { adminPaths } from '#common/admin-paths';
import { MFA_REQUIRED_MESSAGE } from '#common/schemas/auth';
import { MFA_STATUS_KEY, TWO_FACTOR_HEADING, useMfaStatus } from './profile-api';

// Settings → "Require two-factor for all staff": an admin without it gets 403 from every admin
// API call, so rather than a screen of failures the shell keeps them on My Profile, where the
// two-factor card is, with a notice saying why.

const PROFILE = adminPaths.profile();

/** Whether this admin must set up two-factor before anything else. */
export function useTwoFactorRequired(): boolean {
  const { data } = useMfaStatus();
  const client = useQueryClient();
  // The setting may be turned on while this admin is working: the server's 403 says so, re-ask.
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { error } = event.action;
        if (error instanceof ApiError && error.status === 403 && error.message === MFA_REQUIRED_MESSAGE)
          void client.invalidateQueries({ queryKey: ['admin', ...MFA_STATUS_KEY] });
      }),
    [client],
  );
  return data ? data.required && !data.enabled : false;
}

/**
 * While two-factor is required and not set up: the notice, and My Profile instead of any other
 * section. Until the redirect lands, the section left behind is not shown, since all it could
 * show is its 403 failures.
 */
export function TwoFactorGate({ required, children }: { required: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  if (!required) return children;
  const onProfile = pathname === PROFILE;
  return (
    <>
      {onProfile ? null : <Navigate to={PROFILE} replace />}
      <TwoFactorRequiredNotice />
      {onProfile ? children : null}
    </>
  );
}

function TwoFactorRequiredNotice() {
  return (
    <div
      role="alert"
      className="mb-6 flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="font-semibold">Set up two-factor sign-in first.</strong> This site requires it for
        every admin account; the other admin sections open once it is on.{' '}
        <a
          href={`#${TWO_FACTOR_HEADING}`}
          className="rounded-sm font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-charcoal"
        >
          Go to Two-factor sign-in
        </a>
      </p>
    </div>
  );
}
