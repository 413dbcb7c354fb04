import type { Role } from '#common/constants';

// docs/product.md §8: admin and user; a user (non-admin) is shown with a green badge.
export function RoleBadge({ role }: { role: Role }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${
        role === 'admin' ? 'bg-charcoal text-white' : 'bg-green-100 text-green-800'
      }`}
    >
      {role}
    </span>
  );
}
