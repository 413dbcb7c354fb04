import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Paging } from './address-filters';

/**
 * A list's filters, read from and written to the address (address-filters.ts); any change but
 * paging starts again at page 1.
 */
export function useAddressFilters<F extends Paging>(
  read: (params: URLSearchParams) => F,
  query: (filters: F) => string,
) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [read, params]);
  const update = useCallback(
    (change: Partial<F>, { replace = false } = {}) => {
      const next = { ...filters, page: 1, ...change };
      setParams(new URLSearchParams(query(next)), { replace, preventScrollReset: true });
    },
    [filters, query, setParams],
  );
  return { filters, update };
}
