import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminQuery } from '#app/components/admin/admin-api';
import { api } from '#app/lib/api';
import type { AccessEntry } from '#common/schemas/access-log';
import type { Paginated } from '#common/schemas/pagination';
import type { UsersResponse } from '#common/schemas/users';
import { type AccessLogFilters, accessFilterQuery, readAccessFilters } from './access-log-filters';

/** The access log's filters, read from and written to the address; any change but paging starts at page 1. */
export function useAccessLogFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readAccessFilters(params), [params]);
  const update = useCallback(
    (change: Partial<AccessLogFilters>, { replace = false } = {}) => {
      const next = { ...filters, page: 1, ...change };
      setParams(new URLSearchParams(accessFilterQuery(next)), { replace, preventScrollReset: true });
    },
    [filters, setParams],
  );
  return { filters, update };
}

export function useAccessLog(filters: AccessLogFilters, enabled: boolean) {
  const path = `/admin/access-log${accessFilterQuery(filters)}`;
  return useQuery({
    queryKey: ['admin', 'access-log', 'list', path],
    queryFn: ({ signal }) => api<Paginated<AccessEntry>>(path, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The staff accounts, for the Person filter (users.read: the same admins and managers). */
export const useStaff = () => useAdminQuery<UsersResponse>(['users'], '/admin/users');
