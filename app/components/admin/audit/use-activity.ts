import { useRef } from 'react';
import type { PersonOption } from '#app/components/admin/address-list/filter-fields';
import { useAddressFilters } from '#app/components/admin/address-list/use-address-filters';
import { useAdminQuery } from '#app/components/admin/admin-api';
import type { AuditEntry } from '#common/schemas/audit';
import type { UsersResponse } from '#common/schemas/users';
import { activityQuery, readActivityFilters } from './activity-filters';

/** The Activity page's filters, read from and written to the address. */
export const useActivityFilters = () => useAddressFilters(readActivityFilters, activityQuery);

/**
 * Whom the Person filter offers: the staff accounts for a role that may read them (users.read),
 * else the people seen in the entries so far; the chosen one is always there.
 */
export function usePeople(
  readsUsers: boolean,
  entries: AuditEntry[] | undefined,
  chosen: number | undefined,
) {
  const staff = useAdminQuery<UsersResponse>(['users'], '/admin/users', readsUsers);
  const seen = useRef(new Map<number, string>());
  for (const entry of entries ?? []) if (entry.user) seen.current.set(entry.user.id, entry.user.name);
  const people: PersonOption[] = readsUsers
    ? (staff.data?.data ?? []).map((p) => ({ id: p.id, name: p.active ? p.name : `${p.name} (deactivated)` }))
    : [...seen.current].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  // A chosen person seen earlier keeps their name; one never seen is "Account #id" (PersonField).
  const name = chosen ? seen.current.get(chosen) : undefined;
  if (chosen && name && !people.some((p) => p.id === chosen)) people.push({ id: chosen, name });
  return people;
}
