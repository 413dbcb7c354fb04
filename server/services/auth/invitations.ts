import { and, eq, gt, isNull } from 'drizzle-orm';
import { INVITATION_INVALID, INVITATION_TOKEN, type InvitationAcceptInput } from '#common/schemas/users';
import type { Db } from '../../db/client';
import { mailOutbox, userInvitations, users } from '../../db/schema';
import { NotFound } from '../../errors';
import { assertNotCommon, hashPassword, sha256 } from './passwords';
import { type ClientInfo, issueToken, revokeUserTokens } from './tokens';
import { toUser } from './users';

// The one-time link of an account added without a password (Users → Add user): 32 random bytes,
// minted by the outbox worker as it sends the invitation (mail/link-token.ts) and stored only as
// SHA-256, valid INVITATION_DAYS from the invitation's queueing, used once to choose the password
// and sign in.

/** The unused, unexpired invitation of an active account behind `token` (locked with `lock`), or 404. */
async function openInvitation(db: Db, token: string, lock = false) {
  // Refused before the database is asked: a malformed link is as unknown as a wrong one.
  if (!INVITATION_TOKEN.test(token)) throw new NotFound(INVITATION_INVALID);
  const query = db
    .select({ invitation: userInvitations, user: users })
    .from(userInvitations)
    .innerJoin(users, eq(users.id, userInvitations.userId))
    .where(
      and(
        eq(userInvitations.tokenHash, sha256(token)),
        isNull(userInvitations.usedAt),
        gt(userInvitations.expiresAt, new Date()),
      ),
    );
  const [row] = lock ? await query.for('update', { of: userInvitations }) : await query;
  // A deactivated account's link does not let anyone in either.
  if (!row || row.user.deactivatedAt) throw new NotFound(INVITATION_INVALID);
  return row;
}

/** GET /invitations/{token}: whom the link is for. */
export async function invitationInfo(db: Db, token: string) {
  const { user } = await openInvitation(db, token);
  return { name: user.name, email: user.email };
}

/**
 * POST /invitations/{token}: sets the password, uses the link up (and any older one of the account)
 * and signs the person in, all in one transaction with the invitation row locked, so the same link
 * used twice at once signs in once.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  input: InvitationAcceptInput,
  session: { ttlHours: number; client?: ClientInfo },
) {
  await openInvitation(db, token); // a wrong link costs no password hash
  assertNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const { user } = await openInvitation(tx, token, true);
    const now = new Date();
    // The invitation's mails end with it: nothing left to send, no copy kept. First, so that a link
    // the worker is minting for one of them at this moment is committed and seen (then used up) below.
    await tx.delete(mailOutbox).where(and(eq(mailOutbox.userId, user.id), eq(mailOutbox.kind, 'invite')));
    await tx
      .update(userInvitations)
      .set({ usedAt: now })
      .where(and(eq(userInvitations.userId, user.id), isNull(userInvitations.usedAt)));
    const [row] = await tx
      .update(users)
      // Chosen by its owner: no temporary password left to change (docs/product.md §23).
      .set({ passwordHash, passwordChangeRequired: false, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await revokeUserTokens(tx, user.id);
    return {
      user: toUser(row!),
      token: await issueToken(tx, user.id, session.ttlHours, session.client),
    };
  });
}
