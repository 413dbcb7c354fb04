import { isDatabaseUnavailable } from '#common/database-unavailable';

/**
 * A public read for one part of a page (docs/product.md §6.1): when it fails, the failure is
 * logged and that part is empty, so the rest of the page still shows. Not when the database is
 * unreachable: then the whole page answers 503 with Retry-After, as the API does
 * (app/entry.server.tsx), rather than an empty catalogue that looks real and that the HTTP caches
 * would keep (docs/decisions/012-resilience.md).
 */
export async function orEmpty<T>(
  what: string,
  load: Promise<T>,
  empty: T,
  log: (message: string, error: unknown) => void = console.error,
): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    log(`failed to load ${what}`, error);
    return empty;
  }
}
