// Drizzle wraps the driver's error in `cause`, and node-postgres reports a failed connect to
// several addresses as an AggregateError with `errors`: what the database said can sit a few
// levels down. Every check on a database error walks the same way, here. Pure (no driver
// imported), so the site's render can use it without bundling server code.

export interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error, then each one it wraps (an AggregateError's `errors` first, then `cause`), depth-first. */
export function* errorChain(err: unknown, depth = 0): Generator<ErrorLike> {
  if (!err || typeof err !== 'object' || depth > 8) return;
  const e = err as ErrorLike;
  yield e;
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* errorChain(inner, depth + 1);
  yield* errorChain(e.cause, depth + 1);
}

/** The first SQLSTATE (five digits or capitals) found in the chain. */
export function pgCode(err: unknown): string | undefined {
  for (const e of errorChain(err)) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** True when the error, or one it wraps, is a unique-index violation (23505). */
export function isUniqueViolation(err: unknown): boolean {
  for (const e of errorChain(err)) if (e.code === '23505') return true;
  return false;
}
