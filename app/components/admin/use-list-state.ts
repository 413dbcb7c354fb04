import { useState } from 'react';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_SEARCH_DEBOUNCE_MS } from '../../../common/constants';
import type { ListParams } from './admin-api';
import { useDebounced } from './use-debounced';

/**
 * Search box, page and page size of a server-paged admin table (docs/product.md §4, §11): the typed search is
 * sent once it has settled for 300 ms, and a new search or page size starts again at page 1.
 */
export function useListState(defaultPerPage: number = ADMIN_DEFAULT_PAGE_SIZE) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(defaultPerPage);
  const settled = useDebounced(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const [applied, setApplied] = useState(settled);
  // Adjusting state while rendering (not in an effect) so the old page is never requested with the
  // new term.
  if (applied !== settled) {
    setApplied(settled);
    setPage(1);
  }
  const params: ListParams = { page, per_page: perPage, search: settled };
  return {
    search,
    setSearch,
    page,
    setPage,
    perPage,
    setPerPage: (size: number) => {
      setPerPage(size);
      setPage(1);
    },
    params,
  };
}
