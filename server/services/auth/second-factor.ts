import type { Db } from '../../db/client';
import { redeemRecoveryCode } from './recovery-codes';
import { claimTotpStep, totpStep } from './totp';
import type { UserRow } from './users';

/**
 * Checks the second factor of an account with two-factor on: a code from the authenticator app
 * (each time step once) or one of its recovery codes (each once). Spaces are ignored, nothing else.
 */
export async function verifySecondFactor(db: Db, row: UserRow, typed: string): Promise<boolean> {
  if (!row.totpSecret) return false;
  const code = typed.replace(/ /g, '');
  if (/^\d{6}$/.test(code)) {
    const step = totpStep(row.totpSecret, code);
    return step !== null && claimTotpStep(db, row.id, step);
  }
  return redeemRecoveryCode(db, row.id, code);
}
