import { count, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { MfaSetupResponse, MfaStatus } from '#common/schemas/auth';
import type { Db } from '../../db/client';
import { mfaChallenges, mfaRecoveryCodes, users } from '../../db/schema';
import { Conflict, Unauthorized, ValidationFailed } from '../../errors';
import { MFA_INVALID } from './mfa-challenge';
import { adminMfaRequired, totpIssuer } from './mfa-settings';
import { verifyPassword } from './passwords';
import { replaceRecoveryCodes } from './recovery-codes';
import { verifySecondFactor } from './second-factor';
import { revokeUserTokens } from './tokens';
import { newTotpSecret, totpStep, totpUri } from './totp';
import { findUser, type UserRow } from './users';

// Profile → two-factor sign-in: enrol (password, then a first code), new recovery codes, turn off.
// Turning it on or off signs the account's other sessions out, like a password change: they were
// signed in under the old rules.
const ALREADY_ON = 'Two-factor sign-in is already on.';
const NOT_ON = 'Two-factor sign-in is not on.';

async function account(db: Db, userId: number): Promise<UserRow> {
  const row = await findUser(db, userId);
  if (!row) throw new Unauthorized();
  return row;
}

async function checkPassword(row: UserRow, password: string) {
  if (!(await verifyPassword(row.passwordHash, password))) {
    throw new ValidationFailed({ current_password: ['The current password is incorrect.'] });
  }
}

async function checkCode(db: Db, row: UserRow, code: string) {
  if (!(await verifySecondFactor(db, row, code))) throw new ValidationFailed({ code: [MFA_INVALID] });
}

export async function mfaStatus(db: Db, userId: number): Promise<MfaStatus> {
  const row = await account(db, userId);
  const [codes] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(eq(mfaRecoveryCodes.userId, userId));
  return {
    enabled: row.totpSecret !== null,
    recovery_codes_left: row.totpSecret ? (codes?.n ?? 0) : 0,
    required: await adminMfaRequired(db),
  };
}

/** Starts (or restarts) enrolment: a new secret kept pending until a first code confirms it. */
export async function startMfaSetup(
  db: Db,
  userId: number,
  currentPassword: string,
): Promise<MfaSetupResponse> {
  const row = await account(db, userId);
  await checkPassword(row, currentPassword);
  if (row.totpSecret) throw new Conflict(ALREADY_ON);
  const secret = newTotpSecret();
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
  const otpauthUrl = totpUri(secret, await totpIssuer(db), row.email);
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

/** Confirms enrolment with a code of the pending secret; returns the ten recovery codes. */
export async function enableMfa(db: Db, userId: number, code: string, currentTokenId: number) {
  const row = await account(db, userId);
  if (row.totpSecret) throw new Conflict(ALREADY_ON);
  if (!row.totpPendingSecret) throw new Conflict('Start the two-factor setup first.');
  const step = totpStep(row.totpPendingSecret, code.replace(/ /g, ''));
  if (step === null) throw new ValidationFailed({ code: [MFA_INVALID] });
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
      .where(eq(users.id, userId));
    await revokeUserTokens(tx, userId, currentTokenId);
    return { recovery_codes: await replaceRecoveryCodes(tx, userId) };
  });
}

export async function disableMfa(
  db: Db,
  userId: number,
  input: { current_password: string; code: string },
  currentTokenId: number,
) {
  const row = await account(db, userId);
  if (!row.totpSecret) throw new Conflict(NOT_ON);
  await checkPassword(row, input.current_password);
  await checkCode(db, row, input.code);
  await db.transaction(async (tx) => {
    await clearTwoFactor(tx, userId);
    await revokeUserTokens(tx, userId, currentTokenId);
  });
}

/** New recovery codes (the old ones stop working), confirmed with a current code. */
export async function regenerateRecoveryCodes(db: Db, userId: number, code: string) {
  const row = await account(db, userId);
  if (!row.totpSecret) throw new Conflict(NOT_ON);
  await checkCode(db, row, code);
  return { recovery_codes: await replaceRecoveryCodes(db, userId) };
}

/** Turns two-factor off: secret, pending enrolment, recovery codes and sign-ins halfway through. */
export async function clearTwoFactor(db: Db, userId: number) {
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
}
