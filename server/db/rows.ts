/**
 * The rows of a raw `db.execute(sql…)` result. Both drivers (pg and PGlite) answer with an object
 * whose `rows` hold the records, but drizzle types the result per driver; this is the one cast.
 */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;
