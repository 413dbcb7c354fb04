import { can, isStaff, type Permission, ROLE_FORBIDDEN } from '#common/permissions';
import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from '#common/schemas/auth';
import type { Db } from '../../db/client';
import { Forbidden, HttpError, Unauthorized } from '../../errors';
import { adminMfaRequired, MFA_REQUIRED_FOR_ADMINS } from './mfa-settings';
import type { AuthUser } from './users';

// The one check of "may this signed-in account use the back office, and this part of it": the
// back office's permission hook (server/plugins/permissions.ts), the registration of another admin
// and the admin half of the API document all ask it, so a token the back office refuses is refused
// everywhere (decision 015: Settings → Security may require two-factor of every staff role;
// decision 046: one permission table; docs/product.md §23: a temporary password an admin set is
// changed in Profile before anything else).

/** The caller behind a request's token: who, and whether the account has two-factor on. */
export interface Caller {
  user: AuthUser | null;
  mfaEnabled: boolean;
  /** The account still has the temporary password an admin set (users.password_change_required). */
  passwordChangeRequired?: boolean;
}

/**
 * Throws 401 without an account, 403 for a site account (the spec's "Admin privileges required"),
 * 403 for a temporary password not yet changed, 403 for a staff member Settings require two-factor
 * of, and 403 for a role without `permission`.
 */
export async function assertStaffAccepted(
  db: Db,
  { user, mfaEnabled, passwordChangeRequired }: Caller,
  permission?: Permission,
) {
  if (!user) throw new Unauthorized();
  if (!isStaff(user.role)) throw new Forbidden();
  // Whoever knows the password an admin typed (the admin, a shoulder) is not yet its owner alone.
  if (passwordChangeRequired) throw new Forbidden(PASSWORD_CHANGE_REQUIRED_MESSAGE);
  if (!mfaEnabled && (await adminMfaRequired(db))) throw new Forbidden(MFA_REQUIRED_FOR_ADMINS);
  if (permission && !can(user.role, permission)) throw new Forbidden(ROLE_FORBIDDEN);
}

/** The same check as a yes or no, for what is shown rather than refused (the API document). */
export async function staffAccepted(db: Db, caller: Caller): Promise<boolean> {
  try {
    await assertStaffAccepted(db, caller);
    return true;
  } catch (err) {
    if (err instanceof HttpError) return false;
    throw err;
  }
}
