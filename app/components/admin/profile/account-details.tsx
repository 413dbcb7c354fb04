import type { ReactNode } from 'react';
import { RoleBadge } from '#app/components/admin/users/role-badge';
import { UserAvatar } from '#app/components/admin/users/user-avatar';
import type { User } from '#common/schemas/auth';

// The read-only half of the profile (docs/product.md §4: name, email, role, user id). Nothing here is editable;
// the API has no profile writes besides the password.
export function AccountDetails({ user }: { user: User }) {
  const rows: { term: string; value: ReactNode }[] = [
    { term: 'Name', value: user.name },
    { term: 'Email', value: <span className="break-all">{user.email}</span> },
    { term: 'Role', value: <RoleBadge role={user.role} /> },
    { term: 'User ID', value: <span className="tabular-nums">{user.id}</span> },
  ];
  return (
    <section
      aria-labelledby="account-heading"
      className="rounded-lg border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="mb-5 flex items-center gap-4">
        <UserAvatar name={user.name} size="lg" />
        <div className="min-w-0">
          <h2 id="account-heading" className="text-lg font-semibold text-charcoal">
            Account Information
          </h2>
          <p className="text-sm text-neutral-600">These details are read-only.</p>
        </div>
      </div>
      <dl className="divide-y divide-neutral-200 text-sm">
        {rows.map(({ term, value }) => (
          <div key={term} className="grid grid-cols-[7rem_1fr] gap-3 py-3">
            <dt className="font-medium text-neutral-600">{term}</dt>
            <dd className="min-w-0 text-charcoal">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
