import { failureText, useAdminQuery } from '#app/components/admin/admin-api';
import { AdminTable, cellClass, PlaceholderRow } from '#app/components/admin/admin-table';
import { EmailText } from '#app/components/admin/email-text';
import { ListFailure } from '#app/components/admin/list-failure';
import { RoleBadge } from '#app/components/admin/users/role-badge';
import { UserAvatar } from '#app/components/admin/users/user-avatar';
import type { UsersResponse } from '#common/schemas/users';

// User Management (docs/product.md §4): every account with its initial, name, email, role badge and ID.
// Read-only: accounts are created by registration, and the API has no user writes.
// The email sits under the name so the table fits a phone without squeezing addresses.
const HEAD = ['User', 'Role', 'ID'];

export default function AdminUsersSection() {
  const { data, error, isPending, refetch } = useAdminQuery<UsersResponse>(['users'], '/admin/users');
  const users = data?.data ?? [];
  return (
    <section aria-labelledby="users-heading">
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id="users-heading" className="text-lg font-semibold text-charcoal">
          Accounts
        </h2>
        {data ? (
          <p className="text-sm text-neutral-600">
            {users.length} {users.length === 1 ? 'account' : 'accounts'}
          </p>
        ) : null}
      </div>
      <AdminTable caption="User accounts" head={HEAD}>
        {isPending ? (
          <PlaceholderRow colSpan={HEAD.length}>Loading users...</PlaceholderRow>
        ) : error ? (
          <ListFailure
            colSpan={HEAD.length}
            text={failureText(error, 'Failed to fetch users')}
            onRetry={() => void refetch()}
          />
        ) : users.length === 0 ? (
          <PlaceholderRow colSpan={HEAD.length}>No users found</PlaceholderRow>
        ) : (
          users.map((user) => (
            <tr key={user.id}>
              <td className={cellClass}>
                <span className="flex items-center gap-3">
                  <UserAvatar name={user.name} />
                  <span className="min-w-0">
                    <span className="block font-medium break-words text-charcoal">{user.name}</span>
                    <span className="block break-words text-neutral-600">
                      <EmailText email={user.email} />
                    </span>
                  </span>
                </span>
              </td>
              <td className={cellClass}>
                <RoleBadge role={user.role} />
              </td>
              <td className={`${cellClass} text-neutral-600 tabular-nums`}>{user.id}</td>
            </tr>
          ))
        )}
      </AdminTable>
    </section>
  );
}
