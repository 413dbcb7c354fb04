import { useCallback, useMemo } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import type { Paging } from './address-filters';

/**
 * A list's filters, read from and written to the address (address-filters.ts); any change but
 * paging starts again at page 1. Nothing is written while a link to another page is being followed:
 * a search that settles after its last key (300 ms) would otherwise take the place of a row's link
 * clicked in that time, and the list would open again instead of the row.
 */
export function useAddressFilters<F extends Paging>(
  read: (params: URLSearchParams) => F,
  query: (filters: F) => string,
) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
  const filters = useMemo(() => read(params), [read, params]);
  const update = useCallback(
    (change: Partial<F>, { replace = false } = {}) => {
      if (leaving) return;
      const next = { ...filters, page: 1, ...change };
      setParams(new URLSearchParams(query(next)), { replace, preventScrollReset: true });
    },
    [filters, query, setParams, leaving],
  );
  return { filters, update };
}
