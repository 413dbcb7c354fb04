import type { Db } from '../../db/client';
import { Forbidden, HttpError, Unauthorized } from '../../errors';
import { adminMfaRequired, MFA_REQUIRED_FOR_ADMINS } from './mfa-settings';
import type { AuthUser } from './users';

// The one check of "may this signed-in account act as an admin": the back office's hook, the
// registration of another admin and the admin half of the API document all ask it, so a token the
// back office refuses is refused everywhere (decision 015: Settings → Security may require
// two-factor of admins).

/** The caller behind a request's token: who, and whether the account has two-factor on. */
export interface Caller {
  user: AuthUser | null;
  mfaEnabled: boolean;
}

/** Throws 401 without an account, 403 for a non-admin or an admin Settings require two-factor of. */
export async function assertAdminAccepted(db: Db, { user, mfaEnabled }: Caller) {
  if (!user) throw new Unauthorized();
  if (user.role !== 'admin') throw new Forbidden();
  if (!mfaEnabled && (await adminMfaRequired(db))) throw new Forbidden(MFA_REQUIRED_FOR_ADMINS);
}

/** The same check as a yes or no, for what is shown rather than refused (the API document). */
export async function adminAccepted(db: Db, caller: Caller): Promise<boolean> {
  try {
    await assertAdminAccepted(db, caller);
    return true;
  } catch (err) {
    if (err instanceof HttpError) return false;
    throw err;
  }
}
