import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAddressFilters } from '#app/components/admin/address-list/use-address-filters';
import { useAdminQuery } from '#app/components/admin/admin-api';
import { api } from '#app/lib/api';
import type { AccessEntry } from '#common/schemas/access-log';
import type { Paginated } from '#common/schemas/pagination';
import type { UsersResponse } from '#common/schemas/users';
import { type AccessLogFilters, accessFilterQuery, readAccessFilters } from './access-log-filters';

/** The access log's filters, read from and written to the address. */
export const useAccessLogFilters = () => useAddressFilters(readAccessFilters, accessFilterQuery);

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
