import { eq, sql } from 'drizzle-orm';
import type { LoginInput, PasswordChangeInput, RegisterInput } from '#common/schemas/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { Forbidden, Unauthorized, ValidationFailed } from '../../errors';
import { assertStaffAccepted, type Caller } from './admin-access';
import { startMfaChallenge } from './mfa-challenge';
import { assertNotCommon, hashPassword, verifyPassword } from './passwords';
import { deleteSetupCodes, SETUP_CODE_REQUIRED, setupCodeMatches } from './setup-code';
import { type ClientInfo, issueToken, revokeUserTokens } from './tokens';
import {
  ACCOUNT_DEACTIVATED,
  ACCOUNTS_LOCK,
  adminExists,
  createUser,
  findUser,
  findUserByEmail,
  toUser,
} from './users';

const LOGIN_FAILED = 'These credentials do not match our records.';
export const SAME_TEMPORARY_PASSWORD = 'Choose a new password, not the one an administrator gave you.';

interface Session {
  ttlHours: number;
  client?: ClientInfo;
}

/**
 * Registration: role `user`, unless the caller is an admin, or no admin exists yet and the caller
 * has the setup code printed at start (decision 015). A role in the body is a request, never a grant.
 * An admin caller must pass the back office's own check: a token it refuses (two-factor required)
 * gets the same 403 here rather than an admin it could not make there.
 */
export async function register(db: Db, input: RegisterInput, caller: Caller, session: Session) {
  const wantsAdmin = input.role === 'admin';
  const byAdmin = caller.user?.role === 'admin';
  // Serialised so two simultaneous first registrations cannot both become the first admin.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK})`);
    if (wantsAdmin && byAdmin) await assertStaffAccepted(tx, caller, 'users.write');
    const firstAdmin = wantsAdmin && !byAdmin && !(await adminExists(tx));
    if (firstAdmin && !(await setupCodeMatches(tx, input.setup_code)))
      throw new Forbidden(SETUP_CODE_REQUIRED);
    const role = wantsAdmin && (firstAdmin || byAdmin) ? 'admin' : 'user';
    const row = await createUser(tx, {
      name: input.name,
      email: input.email,
      password: input.password,
      role,
    });
    if (firstAdmin) await deleteSetupCodes(tx);
    return { user: toUser(row), token: await issueToken(tx, row.id, session.ttlHours, session.client) };
  });
}

/** {user, token}, or for an account with two-factor on {mfa_required, mfa_token} and no token yet. */
export async function login(db: Db, input: LoginInput, session: Session) {
  const row = await findUserByEmail(db, input.email);
  // Same message and similar work for an unknown email and a wrong password.
  if (!row) {
    await hashPassword(input.password);
    throw new Unauthorized(LOGIN_FAILED);
  }
  if (!(await verifyPassword(row.passwordHash, input.password))) throw new Unauthorized(LOGIN_FAILED);
  if (row.deactivatedAt) throw new Unauthorized(ACCOUNT_DEACTIVATED);
  if (row.totpSecret) {
    return { mfa_required: true as const, mfa_token: await startMfaChallenge(db, row.id) };
  }
  return { user: toUser(row), token: await issueToken(db, row.id, session.ttlHours, session.client) };
}

/**
 * Changes the password and revokes every other token of the user. It also ends a temporary
 * password an admin set (docs/product.md §23), which may not be kept as the new one.
 */
export async function changePassword(
  db: Db,
  userId: number,
  currentTokenId: number,
  input: PasswordChangeInput,
) {
  const row = await findUser(db, userId);
  if (!row) throw new Unauthorized();
  if (!(await verifyPassword(row.passwordHash, input.current_password))) {
    throw new ValidationFailed({ current_password: ['The current password is incorrect.'] });
  }
  assertNotCommon(input.password);
  if (row.passwordChangeRequired && input.password === input.current_password) {
    throw new ValidationFailed({ password: [SAME_TEMPORARY_PASSWORD] });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangeRequired: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await revokeUserTokens(tx, userId, currentTokenId);
  });
}
