import { useAdminMutation, useAdminQuery } from '#app/components/admin/admin-api';
import type { MeResponse, MfaSetupResponse, MfaStatus, SessionList } from '#common/schemas/auth';

// The signed-in account's own security endpoints (two-factor and sessions). Under /api/profile, not
// /api/admin, so they keep answering while "Require two-factor for all staff" blocks the rest.

export const MFA_STATUS_KEY = ['profile', 'mfa'];
/** The two-factor card's heading, which the shell's "required" notice links to. */
export const TWO_FACTOR_HEADING = 'two-factor-heading';
/** The password card's heading, which the shell's "change your password" notice links to. */
export const PASSWORD_HEADING = 'password-heading';

export const ME_KEY = ['me'];
/** GET /api/me: whether the account must change a temporary password first (docs/product.md §23). */
export const useMe = () => useAdminQuery<MeResponse>(ME_KEY, '/me');

/** GET /api/profile/mfa, shared by the profile card and the admin shell's two-factor gate. */
export const useMfaStatus = () => useAdminQuery<MfaStatus>(MFA_STATUS_KEY, '/profile/mfa');

/** A two-factor step: POST /api/profile/mfa/{step} with the form's body. */
const mfaStep =
  <TBody, TAnswer = unknown>(step: string) =>
  () =>
    useAdminMutation<TBody, TAnswer>((body) => ({ path: `/profile/mfa/${step}`, method: 'POST', body }));

export const useMfaSetup = mfaStep<{ current_password: string }, MfaSetupResponse>('setup');
export const useMfaEnable = mfaStep<{ code: string }, { recovery_codes: string[] }>('enable');
export const useMfaDisable = mfaStep<{ current_password: string; code: string }>('disable');
export const useNewRecoveryCodes = mfaStep<{ code: string }, { recovery_codes: string[] }>('recovery-codes');

export const useSessions = () => useAdminQuery<SessionList>(['profile', 'sessions'], '/profile/sessions');

export const useRevokeSession = () =>
  useAdminMutation<number>((id) => ({ path: `/profile/sessions/${id}`, method: 'DELETE' }));

/** Every session of the account except the one making the call. */
export const useRevokeOtherSessions = () =>
  useAdminMutation<void>(() => ({ path: '/profile/sessions/revoke-others', method: 'POST' }));
