import { useState } from 'react';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_SEARCH_DEBOUNCE_MS } from '#common/constants';
import type { ListParams } from './admin-api';
import { useDebounced } from './use-debounced';

/**
 * Search box, page and page size of a server-paged admin table (docs/product.md §4, §11). The typed
 * search is applied once it has settled for 300 ms, or, with `applyOnEnter` (variants), on Enter or
 * the Search button only, emptying the box clearing it. A new search or page size starts again at
 * page 1.
 */
export function useListState({ applyOnEnter = false }: { applyOnEnter?: boolean } = {}) {
  const [search, setSearch] = useState('');
  const [entered, setEntered] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(ADMIN_DEFAULT_PAGE_SIZE);
  const trimmed = search.trim();
  const settled = useDebounced(trimmed, ADMIN_SEARCH_DEBOUNCE_MS);
  const term = applyOnEnter ? entered : settled;
  const [applied, setApplied] = useState(term);
  // Adjusting state while rendering (not in an effect) so the old page is never requested with the
  // new term.
  if (applied !== term) {
    setApplied(term);
    setPage(1);
  }
  const apply = (next: string) => {
    setEntered(next);
    setPage(1);
  };
  const params: ListParams = { page, per_page: perPage, search: term };
  return {
    search,
    setSearch: (value: string) => {
      setSearch(value);
      if (applyOnEnter && !value) apply('');
    },
    /** The term the list is filtered by. */
    applied: term,
    /** With `applyOnEnter`: what Enter would search for, when it differs from the applied term. */
    pending: applyOnEnter && trimmed && trimmed !== term ? trimmed : '',
    submit: () => apply(trimmed),
    clear: () => {
      setSearch('');
      apply('');
    },
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

export type ListState = ReturnType<typeof useListState>;
