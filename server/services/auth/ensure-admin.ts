import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mfaChallenges, users } from '../../db/schema';
import { Conflict } from '../../errors';
import { clearTwoFactor } from './mfa';
import { assertNotCommon, hashPassword, verifyPassword } from './passwords';
import { deleteSetupCodes } from './setup-code';
import { revokeUserTokens } from './tokens';
import { ACCOUNTS_LOCK, createUser, findUserByEmail, type UserRow } from './users';

/** What ensureAdmin did: `promoted`, `password` and `reactivated` signed the account out everywhere. */
type AdminChange = 'created' | 'promoted' | 'password' | 'reactivated' | 'none';
export type EnsuredAdmin = UserRow & { change: AdminChange };

/** An existing non-admin account, which `create-admin` promotes only when told to (--promote). */
export class PromotionRefused extends Conflict {
  constructor(readonly account: { id: number; email: string }) {
    super(`The account ${account.email} (id ${account.id}) exists and is not an admin.`);
  }
}

/**
 * The operator's side (ADMIN_EMAIL/ADMIN_PASSWORD at start, `npm run create-admin`): creates the
 * admin, or gives an existing account the admin role and this password. Whenever the role or the
 * password changes, every token of the account is revoked: someone who registered the address
 * first must not keep a session that is now an admin's. A promoted account's two-factor was set
 * up by that someone, so it is turned off too. When nothing changes (a normal restart), nothing
 * is revoked.
 */
export async function ensureAdmin(
  db: Db,
  input: { email: string; password: string; name: string },
  opts: { promote?: boolean } = {},
): Promise<EnsuredAdmin> {
  assertNotCommon(input.password);
  // Serialised like registrations: instances starting together with the same ADMIN_EMAIL must not
  // both insert the account (the loser's unique violation would stop its start).
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK})`);
    await deleteSetupCodes(tx);
    const existing = await findUserByEmail(tx, input.email);
    if (!existing) return { ...(await createUser(tx, { ...input, role: 'admin' })), change: 'created' };
    const promoted = existing.role !== 'admin';
    if (promoted && !opts.promote) throw new PromotionRefused(existing);
    const samePassword = await verifyPassword(existing.passwordHash, input.password);
    // The operator's account is never left deactivated (Users → Deactivate): it is how they get back in.
    const deactivated = existing.deactivatedAt !== null;
    if (!promoted && samePassword && !deactivated) return { ...existing, change: 'none' };
    const passwordHash = samePassword ? existing.passwordHash : await hashPassword(input.password);
    const [row] = await tx
      .update(users)
      // The operator chose this password: it is not a temporary one to change.
      .set({
        role: 'admin',
        passwordHash,
        passwordChangeRequired: false,
        deactivatedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id))
      .returning();
    await revokeUserTokens(tx, row.id);
    await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, row.id));
    if (promoted) await clearTwoFactor(tx, row.id);
    return { ...row, change: promoted ? 'promoted' : samePassword ? 'reactivated' : 'password' };
  });
}
