import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '#app/lib/api';
import { QUERY_CACHE_MS, QUERY_STALE_MS } from '#common/constants';

/**
 * The admin's query cache (docs/product.md §11: stale 5 min, kept 10 min). Any 401 — a query or a save — ends
 * the session (docs/product.md §8); the admin layout sees the session gone and goes to /login.
 */
export function createAdminQueryClient(onUnauthorized: () => void) {
  const on401 = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: on401 }),
    mutationCache: new MutationCache({ onError: on401 }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_CACHE_MS,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; a flaky network may.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });
}
