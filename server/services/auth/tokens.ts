import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import { sha256 } from './passwords';
import { type AuthUser, toUser } from './users';

/** Where a sign-in came from, kept with its token for the account's session list. */
export interface ClientInfo {
  ip?: string | null;
  userAgent?: string | null;
}

/** A token unused this long is refused (TOKEN_IDLE_HOURS' default). */
const DEFAULT_IDLE_HOURS = 12;
/** last_used_at is written at most this often per token, not on every request. */
const TOUCH_EVERY_MS = 60_000;
const IP_MAX = 64;
const USER_AGENT_MAX = 512;

const cut = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : null);
export const idleCutoff = (idleHours: number, now = Date.now()) => new Date(now - idleHours * 3600_000);

/** Conditions of a token that still signs its holder in: not revoked, not expired, not idle. */
export function liveToken(idleHours: number, now = Date.now()) {
  return and(
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, new Date(now)),
    gt(authTokens.lastUsedAt, idleCutoff(idleHours, now)),
  );
}

export async function issueToken(
  db: Db,
  userId: number,
  ttlHours: number,
  client: ClientInfo = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url'); // 256 bits
  const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
  await db.insert(authTokens).values({
    userId,
    tokenHash: sha256(token),
    expiresAt,
    ip: cut(client.ip, IP_MAX),
    userAgent: cut(client.userAgent, USER_AGENT_MAX),
  });
  // Users → Last active counts a sign-in, not only the use of a token a minute later.
  await db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, userId));
  return token;
}

export interface TokenOwner {
  user: AuthUser;
  tokenId: number;
  /** The account has two-factor sign-in on (Settings may require it of admins). */
  mfaEnabled: boolean;
  /** The account's password is a temporary one an admin set: the back office refuses it until changed. */
  passwordChangeRequired: boolean;
}

export async function userForToken(
  db: Db,
  token: string,
  idleHours = DEFAULT_IDLE_HOURS,
): Promise<TokenOwner | null> {
  const now = Date.now();
  const [row] = await db
    .select({ user: users, tokenId: authTokens.id, lastUsedAt: authTokens.lastUsedAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sha256(token)), liveToken(idleHours, now)));
  // A deactivated account's tokens are revoked when it is deactivated; this is the second lock.
  if (!row || row.user.deactivatedAt) return null;
  // The idle clock needs minutes, not milliseconds: one write a minute per active session at most.
  if (now - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    const at = new Date(now);
    await db.update(authTokens).set({ lastUsedAt: at }).where(eq(authTokens.id, row.tokenId));
    await db.update(users).set({ lastActiveAt: at }).where(eq(users.id, row.user.id));
  }
  return {
    user: toUser(row.user),
    tokenId: row.tokenId,
    mfaEnabled: row.user.totpSecret !== null,
    passwordChangeRequired: row.user.passwordChangeRequired,
  };
}

export async function revokeToken(db: Db, tokenId: number) {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.id, tokenId));
}

/** Signs the account out everywhere, or everywhere but `exceptTokenId`; returns how many were live. */
export async function revokeUserTokens(db: Db, userId: number, exceptTokenId?: number) {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        exceptTokenId === undefined ? undefined : ne(authTokens.id, exceptTokenId),
      ),
    )
    .returning({ id: authTokens.id });
  return rows.length;
}
