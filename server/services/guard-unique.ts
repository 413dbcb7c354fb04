import { isUniqueViolation } from '#common/pg-errors';
import { type FieldErrors, ValidationFailed } from '../errors';

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
