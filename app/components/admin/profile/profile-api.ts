import { useAdminMutation, useAdminQuery } from '#app/components/admin/admin-api';
import type { MfaSetupResponse, MfaStatus, SessionList } from '#common/schemas/auth';

// The signed-in account's own security endpoints (two-factor and sessions). Under /api/profile, not
// /api/admin, so they keep answering while "Require two-factor for all staff" blocks the rest.

export const MFA_STATUS_KEY = ['profile', 'mfa'];
/** The two-factor card's heading, which the shell's "required" notice links to. */
export const TWO_FACTOR_HEADING = 'two-factor-heading';

/** GET /api/profile/mfa, shared by the profile card and the admin shell's two-factor gate. */
export const useMfaStatus = () => useAdminQuery<MfaStatus>(MFA_STATUS_KEY, '/profile/mfa');

export const useMfaSetup = () =>
  useAdminMutation<{ current_password: string }, MfaSetupResponse>((body) => ({
    path: '/profile/mfa/setup',
    method: 'POST',
    body,
  }));

export const useMfaEnable = () =>
  useAdminMutation<{ code: string }, { recovery_codes: string[] }>((body) => ({
    path: '/profile/mfa/enable',
    method: 'POST',
    body,
  }));

export const useMfaDisable = () =>
  useAdminMutation<{ current_password: string; code: string }>((body) => ({
    path: '/profile/mfa/disable',
    method: 'POST',
    body,
  }));

export const useNewRecoveryCodes = () =>
  useAdminMutation<{ code: string }, { recovery_codes: string[] }>((body) => ({
    path: '/profile/mfa/recovery-codes',
    method: 'POST',
    body,
  }));

export const useSessions = () => useAdminQuery<SessionList>(['profile', 'sessions'], '/profile/sessions');

export const useRevokeSession = () =>
  useAdminMutation<number>((id) => ({ path: `/profile/sessions/${id}`, method: 'DELETE' }));

/** Every session of the account except the one making the call. */
export const useRevokeOtherSessions = () =>
  useAdminMutation<void>(() => ({ path: '/profile/sessions/revoke-others', method: 'POST' }));
