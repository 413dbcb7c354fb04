import { useAdminMutation, useAdminQuery } from '#app/components/admin/admin-api';
import type { Role } from '#common/permissions';
import type { StaffUser, UsersResponse } from '#common/schemas/users';

// The Users API (server/api/users-admin.ts): the list, and the writes an admin makes on a row.
// Every write marks the admin queries stale, so the list refetches after it.

/** One account of the list (staffUserSchema). */
export type AdminUser = StaffUser;

export const useUsers = () => useAdminQuery<UsersResponse>(['users'], '/admin/users');

export type UserChange = { role?: Role; active?: boolean; name?: string; away?: boolean };

export function useUserWrites() {
  const update = useAdminMutation(({ id, ...body }: UserChange & { id: number }) => ({
    path: `/admin/users/${id}`,
    method: 'PATCH',
    body,
  }));
  const remove = useAdminMutation((id: number) => ({ path: `/admin/users/${id}`, method: 'DELETE' }));
  const resetTwoFactor = useAdminMutation((id: number) => ({
    path: `/admin/users/${id}/reset-two-factor`,
    method: 'POST',
  }));
  // A temporary password the person must change at the next sign-in (docs/product.md §23).
  const resetPassword = useAdminMutation(({ id, password }: { id: number; password: string }) => ({
    path: `/admin/users/${id}/password`,
    method: 'POST',
    body: { password },
  }));
  return { update, remove, resetTwoFactor, resetPassword };
}
