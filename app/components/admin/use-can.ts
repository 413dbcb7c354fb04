import { useLocation } from 'react-router';
import { useSession } from '#app/lib/session';
import { can, type Permission } from '#common/permissions';
import { sectionFor } from './sections';

/**
 * Whether the signed-in staff member's role has a permission (common/permissions.ts), for what the
 * back office shows: the server refuses the rest anyway (decision 046).
 */
export function useCan(): (permission: Permission) => boolean {
  const { user } = useSession();
  return (permission) => can(user?.role, permission);
}

/**
 * The open section is one the role may read but not change (a viewer in Products, a manager in
 * Settings): its forms show their values with every field disabled, and no add, save or delete.
 */
export function useReadOnly(): boolean {
  const { pathname } = useLocation();
  const allowed = useCan();
  const { writePermission } = sectionFor(pathname);
  return writePermission !== undefined && !allowed(writePermission);
}
