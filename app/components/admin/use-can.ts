import { useSession } from '#app/lib/session';
import { can, type Permission } from '#common/permissions';

/**
 * Whether the signed-in staff member's role has a permission (common/permissions.ts), for what the
 * back office shows: the server refuses the rest anyway (decision 046).
 */
export function useCan(): (permission: Permission) => boolean {
  const { user } = useSession();
  return (permission) => can(user?.role, permission);
}
