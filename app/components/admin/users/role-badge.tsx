import { ROLE_LABELS, type Role, type StaffRole } from '#common/permissions';

// Each role has its own calm tint (dark text on a light fill, AA contrast); the admin stands out in
// charcoal, and a site account (role user) keeps its green badge (docs/product.md §8).
const TINTS: Record<Role, string> = {
  admin: 'bg-charcoal text-white',
  manager: 'bg-blue-100 text-blue-900',
  sales: 'bg-orange-100 text-orange-900',
  editor: 'bg-purple-100 text-purple-900',
  viewer: 'bg-neutral-200 text-neutral-800',
  user: 'bg-green-100 text-green-800',
};

/** What each staff role may do, in one line (common/permissions.ts is the rule). */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: 'Everything, including users and settings.',
  manager: 'All leads: assign and export; privacy requests; reads users and settings.',
  sales: 'Works on the leads assigned to them; reads the catalogue.',
  editor: 'Edits the catalogue, news, hero and parameters.',
  viewer: 'Reads the dashboard and the catalogue; changes nothing.',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TINTS[role]}`}
    >
      {ROLE_LABELS[role]}
    </span>
  );
}
