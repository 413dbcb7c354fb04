import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mfaRecoveryCodes } from '../../db/schema';
import { hashPassword, verifyPassword } from './passwords';

// Ten one-time codes (xxxxx-xxxxx) for when the authenticator is lost. 50 random bits each: below
// the 112 bits a fast hash would need, so they are stored like passwords (argon2id, salted).
const RECOVERY_CODE_COUNT = 10;
// Crockford's base32 in lower case: no i, l, o or u to misread.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_CODE_FORMAT = /^[0-9a-z]{5}-?[0-9a-z]{5}$/;

function newRecoveryCode(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** As typed: case, spaces and the dash do not matter; o, i and l read as 0, 1 and 1. */
const normaliseRecoveryCode = (code: string) =>
  code.toLowerCase().replace(/ /g, '').replace(/o/g, '0').replace(/[il]/g, '1');

const canonical = (code: string) => code.replace('-', '');

/** Replaces the account's codes with ten new ones and returns them (shown once, never stored). */
export async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((c) => hashPassword(canonical(c))));
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  return codes;
}

/** Uses up the matching code; false when none matches (or another request used it first). */
export async function redeemRecoveryCode(db: Db, userId: number, typed: string): Promise<boolean> {
  const code = normaliseRecoveryCode(typed);
  if (!RECOVERY_CODE_FORMAT.test(code)) return false;
  const rows = await db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  for (const row of rows) {
    if (await verifyPassword(row.codeHash, canonical(code))) {
      const used = await db
        .delete(mfaRecoveryCodes)
        .where(eq(mfaRecoveryCodes.id, row.id))
        .returning({ id: mfaRecoveryCodes.id });
      return used.length > 0;
    }
  }
  return false;
}
