import { randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { setupCodes } from '../../db/schema';
import { sha256 } from './passwords';
import { ACCOUNTS_LOCK, adminExists } from './users';

// The first admin of a new installation needs a one-time setup code (decision 015): only someone
// who can read the server's log (or set SETUP_CODE) can claim the installation. Only hashes are
// stored, in the database, so a code printed by any instance on a shared PostgreSQL is accepted.
export const SETUP_CODE_REQUIRED =
  'A valid setup code is required to create the first admin account. It is shown at the end of the server’s start output and in its log.';

// Crockford's base32: no I, L, O or U to misread. 12 characters = 60 bits.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function newSetupCode(): string {
  const groups = [0, 1, 2].map(() =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** As typed: case, spaces and dashes do not matter; O, I and L read as 0, 1 and 1. */
const normalise = (code: string) =>
  code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
const hashOf = (code: string) => sha256(normalise(code));

/**
 * At start: while no admin exists, makes sure a setup code is valid and returns it (`code` is
 * SETUP_CODE when set, otherwise a new random one); once an admin exists, forgets every code and
 * returns null.
 */
export async function ensureSetupCode(db: Db, opts: { code?: string } = {}): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK})`);
    if (await adminExists(tx)) {
      await deleteSetupCodes(tx);
      return null;
    }
    const code = opts.code ?? newSetupCode();
    await tx
      .insert(setupCodes)
      .values({ codeHash: hashOf(code) })
      .onConflictDoNothing();
    return code;
  });
}

/** Whether `code` is one of the stored setup codes; every hash is compared in constant time. */
export async function setupCodeMatches(db: Db, code: string | undefined): Promise<boolean> {
  if (!code || normalise(code) === '') return false;
  const typed = Buffer.from(hashOf(code), 'hex');
  const rows = await db.select({ codeHash: setupCodes.codeHash }).from(setupCodes);
  let match = false;
  for (const { codeHash } of rows) {
    const stored = Buffer.from(codeHash, 'hex');
    if (stored.length === typed.length && timingSafeEqual(stored, typed)) match = true;
  }
  return match;
}

export async function deleteSetupCodes(db: Db) {
  await db.delete(setupCodes);
}
