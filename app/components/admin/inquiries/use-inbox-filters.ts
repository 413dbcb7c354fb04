import { useEffect, useState } from 'react';
import { useAddressFilters } from '#app/components/admin/address-list/use-address-filters';
import { useDebounced } from '#app/components/admin/use-debounced';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '#common/constants';
import { filterQuery, readFilters } from './inbox-filters';

/**
 * The inbox's filters, read from and written to the address (useAddressFilters). The search box is
 * typed into local state and reaches the address once it has settled for 300 ms, replacing the
 * entry so typing does not fill the history.
 */
export function useInboxFilters() {
  const { filters, update } = useAddressFilters(readFilters, filterQuery);

  const [search, setSearch] = useState(filters.search);
  const settled = useDebounced(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  // Back/forward (or a link) changed the address's search: the box follows it.
  const [seen, setSeen] = useState(filters.search);
  if (seen !== filters.search) {
    setSeen(filters.search);
    if (filters.search !== settled) setSearch(filters.search);
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly settled term is written; an address change must not write the old term back
  useEffect(() => {
    if (settled !== filters.search) update({ search: settled }, { replace: true });
  }, [settled]);

  return { filters, update, search, setSearch };
}
