import Bowser from 'bowser';
import { and, desc, eq, gte, isNotNull, lte, or } from 'drizzle-orm';
import type { SessionInfo } from '#common/schemas/auth';
import { INVITATION_DAYS } from '#common/schemas/users';
import type { Db } from '../../db/client';
import { authTokens, mailOutbox, mfaChallenges } from '../../db/schema';
import { NotFound } from '../../errors';
import { MFA_MAX_ATTEMPTS } from './mfa-challenge';
import { idleCutoff, liveToken } from './tokens';

// The account's signed-in sessions (one per token) for Profile, and the hourly clean-up.

/** "Chrome 131 on Windows" from a User-Agent; null when it names no browser or system. */
export function browserLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name ? [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ') : '';
  if (name && os.name) return `${name} on ${os.name}`;
  return name || os.name || null;
}

export async function listSessions(
  db: Db,
  userId: number,
  currentTokenId: number,
  idleHours: number,
): Promise<SessionInfo[]> {
  const rows = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), liveToken(idleHours)))
    .orderBy(desc(authTokens.lastUsedAt), desc(authTokens.id));
  return rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    last_used_at: r.lastUsedAt.toISOString(),
    ip: r.ip,
    browser: browserLabel(r.userAgent),
    current: r.id === currentTokenId,
  }));
}

/** "Sign out" on one session of the account; 404 for a session that is not its own or not live. */
export async function revokeSession(db: Db, userId: number, sessionId: number, idleHours: number) {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, sessionId), eq(authTokens.userId, userId), liveToken(idleHours)))
    .returning({ id: authTokens.id });
  if (rows.length === 0) throw new NotFound('Session not found');
}

/**
 * Deletes tokens that can no longer sign anyone in (expired, idle or revoked), sign-ins that can no
 * longer finish their second step, and the mails of invitations that have expired (INVITATION_DAYS
 * after they were queued; a used one's go when it is used). main.ts runs it at start and every hour.
 */
export async function purgeDeadSessions(db: Db, opts: { idleHours: number; now?: Date }) {
  const now = opts.now ?? new Date();
  const tokens = await db
    .delete(authTokens)
    .where(
      or(
        lte(authTokens.expiresAt, now),
        isNotNull(authTokens.revokedAt),
        lte(authTokens.lastUsedAt, idleCutoff(opts.idleHours, now.getTime())),
      ),
    )
    .returning({ id: authTokens.id });
  const challenges = await db
    .delete(mfaChallenges)
    .where(or(lte(mfaChallenges.expiresAt, now), gte(mfaChallenges.attempts, MFA_MAX_ATTEMPTS)))
    .returning({ id: mfaChallenges.id });
  const invitationMails = await db
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'invite'),
        lte(mailOutbox.createdAt, new Date(now.getTime() - INVITATION_DAYS * 24 * 3600_000)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return { tokens: tokens.length, challenges: challenges.length, invitationMails: invitationMails.length };
}
