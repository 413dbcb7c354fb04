import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { failureText } from '#app/components/admin/admin-api';
import { StatusBanner, useStatusMessage } from '#app/components/admin/status-message';
import { useCan } from '#app/components/admin/use-can';
import { useUserActions } from '#app/components/admin/users/use-user-actions';
import { UserCreate } from '#app/components/admin/users/user-create';
import { UserTable } from '#app/components/admin/users/user-table';
import { useUsers } from '#app/components/admin/users/users-api';
import { Button } from '#app/components/ui/button';
import { useSession } from '#app/lib/session';

// User Management (docs/product.md §4, §8, §23; decision 046): every account with its role, status,
// two-factor and last activity. An admin (users.write) adds staff — invited by e-mail or given a
// temporary password — and changes a role, deactivates, resets two-factor or deletes from a row's
// menu; a manager (users.read) sees the same list without any of it.

export default function AdminUsersSection() {
  const can = useCan();
  const writes = can('users.write');
  const { user: me } = useSession();
  const { data, error, isPending, refetch } = useUsers();
  const status = useStatusMessage();
  const [adding, setAdding] = useState(false);
  const { onAction, dialogs } = useUserActions({ selfId: me?.id, say: status.show });
  const users = data?.data;

  return (
    <section aria-labelledby="users-heading">
      <StatusBanner message={status.message} onDismiss={status.clear} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-baseline gap-3">
          <h2 id="users-heading" className="text-lg font-semibold text-charcoal">
            Accounts
          </h2>
          {users ? (
            <p className="text-sm text-neutral-600">
              {users.length} {users.length === 1 ? 'account' : 'accounts'}
            </p>
          ) : null}
        </div>
        {writes ? (
          <Button onClick={() => setAdding(true)} className="shrink-0">
            <UserPlus aria-hidden className="size-4" />
            Add user
          </Button>
        ) : null}
      </div>
      <UserTable
        users={users}
        loading={isPending}
        failure={error ? failureText(error, 'Failed to fetch users') : null}
        onRetry={() => void refetch()}
        selfId={me?.id}
        onAction={writes ? onAction : undefined}
      />
      {adding ? (
        <UserCreate
          onClose={() => setAdding(false)}
          onSaved={(text) => {
            setAdding(false);
            status.show('success', text);
          }}
        />
      ) : null}
      {writes ? dialogs : null}
    </section>
  );
}
