import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

// RFC 6238 through otpauth (decision 015): SHA-1, 6 digits, 30-second steps, and the step before
// or after accepted for clock drift. What every authenticator app understands.
const PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const WINDOW = 1;

/** A new 160-bit secret, base32 (the RFC 4226 recommended length). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({ ...PARAMS, issuer, label, secret: Secret.fromBase32(secret) });

/** The otpauth:// address an authenticator app enrols from (what the QR code holds). */
export const totpUri = (secret: string, issuer: string, label: string) =>
  totpOf(secret, issuer, label).toString();

/** The time step a 6-digit code belongs to, or null when it matches none in the window. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/**
 * Records `step` as used by the account unless it (or a later one) was used already, atomically,
 * so a code seen over someone's shoulder or replayed from a log cannot sign in a second time, on
 * any instance.
 */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}
