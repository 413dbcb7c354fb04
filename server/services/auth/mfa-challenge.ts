import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mfaChallenges } from '../../db/schema';
import { Unauthorized } from '../../errors';
import { assertMfaNotLocked, releaseMfaAttempt, reserveMfaAttempt, settleWrongCode } from './mfa-lock';
import { sha256 } from './passwords';
import { verifySecondFactor } from './second-factor';
import { type ClientInfo, issueToken } from './tokens';
import { ACCOUNT_DEACTIVATED, findUser, toUser } from './users';

// The step between a right password and a token for an account with two-factor on
// (decision 015): a random mfa_token, stored hashed so any instance can finish the sign-in.
const MFA_TTL_MS = 5 * 60_000;
export const MFA_MAX_ATTEMPTS = 5;
const MFA_EXPIRED = 'The sign-in has expired. Please sign in again.';
export const MFA_INVALID = 'The code is not valid.';

export async function startMfaChallenge(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(mfaChallenges)
    .values({ userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + MFA_TTL_MS) });
  return token;
}

/**
 * Finishes a sign-in with the code; the challenge is used up on success, dead after 5 tries. Wrong
 * codes also count against the account, across challenges and addresses (mfa-lock.ts).
 */
export async function completeMfaChallenge(
  db: Db,
  input: { mfa_token: string; code: string },
  ttlHours: number,
  client: ClientInfo,
) {
  // An attempt is counted before the code is checked, in one statement: parallel guesses cannot
  // get more than five tries between them.
  const [challenge] = await db
    .update(mfaChallenges)
    .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
    .where(
      and(
        eq(mfaChallenges.tokenHash, sha256(input.mfa_token)),
        gt(mfaChallenges.expiresAt, new Date()),
        lt(mfaChallenges.attempts, MFA_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!challenge) throw new Unauthorized(MFA_EXPIRED);
  const row = await findUser(db, challenge.userId);
  // Two-factor was turned off (or the account deleted) meanwhile: start again.
  if (!row?.totpSecret) throw new Unauthorized(MFA_EXPIRED);
  // Deactivated between the password and the code.
  if (row.deactivatedAt) throw new Unauthorized(ACCOUNT_DEACTIVATED);
  assertMfaNotLocked(row.mfaLockedUntil);
  const attempt = await reserveMfaAttempt(db, row, client.ip ?? null);
  if (!(await verifySecondFactor(db, row, input.code))) {
    await settleWrongCode(db, row.id, attempt.failures);
    throw new Unauthorized(MFA_INVALID);
  }
  await releaseMfaAttempt(db, attempt.id);
  const used = await db
    .delete(mfaChallenges)
    .where(eq(mfaChallenges.id, challenge.id))
    .returning({ id: mfaChallenges.id });
  if (used.length === 0) throw new Unauthorized(MFA_EXPIRED);
  return { user: toUser(row), token: await issueToken(db, row.id, ttlHours, client) };
}
