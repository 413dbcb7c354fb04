import { and, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isUniqueViolation } from '#common/pg-errors';
import type { Db } from '../db/client';
import { type FieldErrors, ValidationFailed } from '../errors';

/**
 * The check before a write that must not repeat a record (a brand's name, a synonym): 422 with
 * `duplicate` when a row of `id`'s table other than `exceptId` (the record being updated) matches.
 */
export async function assertFree(
  db: Db,
  id: AnyPgColumn,
  match: SQL | undefined,
  duplicate: FieldErrors,
  exceptId?: number,
) {
  const [clash] = await db
    .select({ id })
    .from(id.table)
    .where(and(match, exceptId ? ne(id, exceptId) : undefined));
  if (clash) throw new ValidationFailed(duplicate);
}

/**
 * A write a unique index guards: a service checks a name is free first, and the index still
 * guards a race between the check and the write, answered with the same 422 as the check.
 */
export async function guardUnique<T>(write: Promise<T>, duplicate: FieldErrors): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw new ValidationFailed(duplicate);
    throw err;
  }
}
