import { ShieldAlert } from 'lucide-react';
import { MFA_REQUIRED_MESSAGE } from '#common/schemas/auth';
import { MFA_STATUS_KEY, TWO_FACTOR_HEADING, useMfaStatus } from './profile-api';
import { type ProfileNoticeText, useRecheckOnRefusal } from './profile-gate';

// Settings → "Require two-factor for all staff": an admin without it gets 403 from every admin
// API call, so the shell keeps them on My Profile, where the two-factor card is (profile-gate.tsx).

/** Whether this admin must set up two-factor before anything else. */
export function useTwoFactorRequired(): boolean {
  const { data } = useMfaStatus();
  // The setting may be turned on while this admin is working: the server's 403 says so, re-ask.
  useRecheckOnRefusal(MFA_REQUIRED_MESSAGE, MFA_STATUS_KEY);
  return data ? data.required && !data.enabled : false;
}

/** While two-factor is required and not set up: the notice, and My Profile instead of any other section. */
export const TWO_FACTOR_NOTICE: ProfileNoticeText = {
  icon: ShieldAlert,
  title: 'Set up two-factor sign-in first.',
  text: 'This site requires it for every admin account; the other admin sections open once it is on.',
  link: { href: `#${TWO_FACTOR_HEADING}`, label: 'Go to Two-factor sign-in' },
};
