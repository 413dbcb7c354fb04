import { and, count, desc, eq, gt, gte, lt, lte, max, min, sql } from 'drizzle-orm';
import type { MfaFailureReport } from '#common/schemas/auth';
import type { Db } from '../../db/client';
import { mfaFailures, users } from '../../db/schema';
import { TooManyRequests } from '../../errors';

// The per-account limit on second-factor guesses (decision 015 bounded them per challenge and per
// address only): wrong codes are recorded per account, whatever the challenge or address, and
// enough of them close the second step for a while — even to the right code. The owner sees them
// in Profile beside the session list.
const MFA_ACCOUNT_MAX_FAILURES = 10;
const MFA_FAILURE_WINDOW_MS = 15 * 60_000;
const MFA_LOCK_MS = 15 * 60_000;
/** Failures older than this are deleted when a new one is recorded, and never shown. */
const MFA_FAILURES_KEPT_MS = 30 * 24 * 3600_000;
export const MFA_LOCKED =
  'Too many wrong codes for this account. Two-factor sign-in is paused; please try again later.';

const lockedError = (until: Date, now: number) =>
  new TooManyRequests(MFA_LOCKED, Math.max(1, Math.ceil((until.getTime() - now) / 1000)));

/** 429 with Retry-After while the account's second step is locked. */
export function assertMfaNotLocked(lockedUntil: Date | null, now = Date.now()) {
  if (lockedUntil && lockedUntil.getTime() > now) throw lockedError(lockedUntil, now);
}

/**
 * Records an attempt as a wrong code before the code is checked (as a challenge counts its tries),
 * so parallel guesses cannot get past the limit between them: an attempt that finds the limit
 * already recorded is refused unchecked. Returns the attempt's row and how many wrong codes the
 * window now holds, this one included.
 */
export async function reserveMfaAttempt(
  db: Db,
  user: { id: number; mfaLockedUntil: Date | null },
  ip: string | null,
  now = Date.now(),
) {
  // One attempt at a time per account (the user row's lock, held for three short statements), so
  // the k-th attempt counts exactly k and no more than the limit are ever checked.
  const reserved = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    // Bounded history: what the owner is shown and what the limit counts, nothing older.
    await tx
      .delete(mfaFailures)
      .where(
        and(eq(mfaFailures.userId, user.id), lt(mfaFailures.createdAt, new Date(now - MFA_FAILURES_KEPT_MS))),
      );
    // A lock that has ended starts the count again.
    const since = Math.max(now - MFA_FAILURE_WINDOW_MS, user.mfaLockedUntil?.getTime() ?? 0);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(mfaFailures)
      .where(and(eq(mfaFailures.userId, user.id), gt(mfaFailures.createdAt, new Date(since))));
    if (n >= MFA_ACCOUNT_MAX_FAILURES) return null;
    const [row] = await tx
      .insert(mfaFailures)
      .values({ userId: user.id, ip, createdAt: new Date(now) })
      .returning({ id: mfaFailures.id });
    return { id: row.id, failures: n + 1 };
  });
  // Attempts that were already on their way when the limit was reached.
  if (!reserved) throw lockedError(await lockAccount(db, user.id, now), now);
  return reserved;
}

/** The code was right: the attempt was no failure. Earlier failures and any lock stay. */
export async function releaseMfaAttempt(db: Db, attemptId: number) {
  await db.delete(mfaFailures).where(eq(mfaFailures.id, attemptId));
}

/** The code was wrong: it stays recorded, and the limit's last one locks the second step. */
export async function settleWrongCode(db: Db, userId: number, failures: number, now = Date.now()) {
  if (failures >= MFA_ACCOUNT_MAX_FAILURES) await lockAccount(db, userId, now);
}

/** Locks from now for MFA_LOCK_MS, never shortening a lock already set; returns the lock's end. */
async function lockAccount(db: Db, userId: number, now: number): Promise<Date> {
  const until = new Date(now + MFA_LOCK_MS);
  const [row] = await db
    .update(users)
    .set({ mfaLockedUntil: sql`greatest(coalesce(${users.mfaLockedUntil}, ${until}), ${until})` })
    .where(eq(users.id, userId))
    .returning({ until: users.mfaLockedUntil });
  return row?.until ?? until;
}

/** For the owner's Profile: recent wrong codes, per address and day, and the latest lock. */
export async function mfaFailureReport(db: Db, userId: number, now = Date.now()): Promise<MfaFailureReport> {
  const [user] = await db
    .select({ lockedUntil: users.mfaLockedUntil })
    .from(users)
    .where(eq(users.id, userId));
  const lockedUntil = user?.lockedUntil ?? null;
  const day = sql`date_trunc('day', ${mfaFailures.createdAt} at time zone 'UTC')`;
  const cutoff = new Date(now - MFA_FAILURES_KEPT_MS);
  const groups = await db
    .select({
      ip: mfaFailures.ip,
      count: count(),
      first: min(mfaFailures.createdAt),
      last: max(mfaFailures.createdAt),
    })
    .from(mfaFailures)
    .where(and(eq(mfaFailures.userId, userId), gte(mfaFailures.createdAt, cutoff)))
    .groupBy(mfaFailures.ip, day)
    .orderBy(desc(max(mfaFailures.createdAt)))
    .limit(20);
  const lockedAt = lockedUntil ? new Date(lockedUntil.getTime() - MFA_LOCK_MS) : null;
  const lock =
    lockedUntil && lockedAt && lockedAt >= cutoff
      ? {
          locked_at: lockedAt.toISOString(),
          locked_until: lockedUntil.toISOString(),
          active: lockedUntil.getTime() > now,
          ips: await lockIps(db, userId, lockedAt),
        }
      : null;
  return {
    failures: groups.map((g) => ({
      ip: g.ip,
      count: g.count,
      first_at: toIso(g.first),
      last_at: toIso(g.last),
    })),
    lock,
  };
}

/** The addresses of the wrong codes that led to a lock: those of its window. */
async function lockIps(db: Db, userId: number, lockedAt: Date) {
  const rows = await db
    .selectDistinct({ ip: mfaFailures.ip })
    .from(mfaFailures)
    .where(
      and(
        eq(mfaFailures.userId, userId),
        gt(mfaFailures.createdAt, new Date(lockedAt.getTime() - MFA_FAILURE_WINDOW_MS)),
        lte(mfaFailures.createdAt, new Date(lockedAt.getTime() + 1000)),
      ),
    );
  return rows.map((r) => r.ip);
}

// min/max come back as Date from PostgreSQL's driver and as a string from some paths.
const toIso = (value: Date | string | null) => (value ? new Date(value).toISOString() : '');
