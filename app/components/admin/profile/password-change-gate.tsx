import { KeyRound } from 'lucide-react';
import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from '#common/schemas/auth';
import { ME_KEY, PASSWORD_HEADING, useMe } from './profile-api';
import { type ProfileNoticeText, useRecheckOnRefusal } from './profile-gate';

// A password an admin set (Users → Add user with a password, Reset password) is a temporary one:
// the server refuses every admin API call until the account changes it (docs/product.md §23), so
// the shell keeps the account on My Profile's password form. Changing it refreshes /api/me (every
// admin save marks the admin queries stale) and the gate opens.

/** Whether this account must change a temporary password before anything else. */
export function usePasswordChangeRequired(): boolean {
  const { data } = useMe();
  // An admin may reset the password of an account that is signed in elsewhere: its 403 says so.
  useRecheckOnRefusal(PASSWORD_CHANGE_REQUIRED_MESSAGE, ME_KEY);
  return data?.password_change_required ?? false;
}

/** While a temporary password is to be changed: the notice, and My Profile instead of any other section. */
export const PASSWORD_CHANGE_NOTICE: ProfileNoticeText = {
  icon: KeyRound,
  title: 'Change your password first.',
  text: 'An administrator set the password you signed in with; choose your own below and the other admin sections open.',
  link: { href: `#${PASSWORD_HEADING}`, label: 'Go to Change Password' },
};
