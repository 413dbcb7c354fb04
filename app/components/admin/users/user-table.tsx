import { ShieldCheck } from 'lucide-react';
import {
  AdminTable,
  actionsCellClass,
  actionsHead,
  cellClass,
  type HeadCell,
  PlaceholderRow,
  StatusBadge,
} from '#app/components/admin/admin-table';
import { EmailText } from '#app/components/admin/email-text';
import { exactTime, relativeTime } from '#app/components/admin/inquiries/lead-format';
import { ListFailure } from '#app/components/admin/list-failure';
import { RoleBadge } from './role-badge';
import { UserAvatar } from './user-avatar';
import { type UserAction, UserRowMenu } from './user-row-menu';
import type { AdminUser } from './users-api';

// The accounts: initial, name and e-mail, role, status, two-factor, last activity and ID. The
// frame's own width decides which columns show; what does not fit stacks under the name (a phone
// shows the name, e-mail, role and status in one cell and the row's menu beside it). A
// deactivated account's row is greyed, its text kept readable.

const ROLE = 'hidden @xl:table-cell';
const STATUS = 'hidden @2xl:table-cell';
const TWO_FACTOR = 'hidden @3xl:table-cell';
const LAST_ACTIVE = 'hidden @4xl:table-cell';
const ID = 'hidden @4xl:table-cell';

const HEAD: HeadCell[] = [
  'User',
  { label: 'Role', className: ROLE },
  { label: 'Status', className: STATUS },
  { label: 'Two-factor', className: TWO_FACTOR },
  { label: 'Last active', className: LAST_ACTIVE },
  { label: 'ID', className: ID },
];

export function UserTable({
  users,
  loading,
  failure,
  onRetry,
  selfId,
  onAction,
}: {
  users: AdminUser[] | undefined;
  loading: boolean;
  failure: string | null;
  onRetry: () => void;
  selfId: number | undefined;
  /** The row menus' choices; without it (no users.write) the table has no Actions column. */
  onAction?: (user: AdminUser, action: UserAction) => void;
}) {
  const head = onAction ? [...HEAD, actionsHead] : HEAD;
  return (
    <AdminTable caption="User accounts" head={head}>
      {failure && !users ? (
        <ListFailure colSpan={head.length} text={failure} onRetry={onRetry} />
      ) : loading || !users ? (
        <PlaceholderRow colSpan={head.length}>Loading users...</PlaceholderRow>
      ) : users.length === 0 ? (
        <PlaceholderRow colSpan={head.length}>No users found</PlaceholderRow>
      ) : (
        users.map((user) => {
          const self = user.id === selfId;
          return (
            <tr
              key={user.id}
              data-deactivated={user.active ? undefined : ''}
              className={user.active ? 'hover:bg-neutral-50' : 'bg-neutral-50 text-neutral-600'}
            >
              <td className={cellClass}>
                <span className="flex items-center gap-3">
                  <UserAvatar name={user.name} muted={!user.active} />
                  <span className="min-w-0">
                    <span
                      className={`block font-medium break-words ${user.active ? 'text-charcoal' : 'text-neutral-700'}`}
                    >
                      {user.name}
                      {self ? <span className="font-normal text-neutral-600"> (you)</span> : null}
                    </span>
                    <span className="block break-words text-neutral-600">
                      <EmailText email={user.email} />
                    </span>
                    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-neutral-600 empty:hidden @4xl:hidden">
                      <span className="@xl:hidden">
                        <RoleBadge role={user.role} />
                      </span>
                      <span className="flex gap-1 @2xl:hidden">
                        <StatusBadge active={user.active} off="Deactivated" />
                        <AwayBadge user={user} />
                      </span>
                      <span className="@3xl:hidden">
                        <TwoFactor on={user.two_factor} />
                      </span>
                      <span>
                        {user.last_active_at ? 'Last active ' : null}
                        <LastActive user={user} stacked />
                      </span>
                      <span>ID {user.id}</span>
                    </span>
                  </span>
                </span>
              </td>
              <td className={`${cellClass} ${ROLE}`}>
                <RoleBadge role={user.role} />
              </td>
              <td className={`${cellClass} ${STATUS}`}>
                <span className="flex flex-wrap gap-1">
                  <StatusBadge active={user.active} off="Deactivated" />
                  <AwayBadge user={user} />
                </span>
              </td>
              <td className={`${cellClass} ${TWO_FACTOR}`}>
                <TwoFactor on={user.two_factor} />
              </td>
              <td className={`${cellClass} ${LAST_ACTIVE} whitespace-nowrap text-neutral-700`}>
                <LastActive user={user} />
              </td>
              <td className={`${cellClass} ${ID} text-neutral-600 tabular-nums`}>{user.id}</td>
              {onAction ? (
                <td className={`${actionsCellClass} ${user.active ? '' : '!bg-neutral-50'}`}>
                  <UserRowMenu user={user} self={self} onAction={(action) => onAction(user, action)} />
                </td>
              ) : null}
            </tr>
          );
        })
      )}
    </AdminTable>
  );
}

/** Away (docs/product.md §24): routing gives the person's new inquiries to the fallback person. */
function AwayBadge({ user }: { user: AdminUser }) {
  if (!user.away || !user.active) return null;
  return (
    <span
      title="Away: routing gives their new inquiries to the fallback person"
      className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-950"
    >
      Away
    </span>
  );
}

function TwoFactor({ on }: { on: boolean }) {
  return on ? (
    <span className="inline-flex items-center gap-1 whitespace-nowrap text-green-800">
      <ShieldCheck aria-hidden className="size-4" />
      <span>
        <span className="@3xl:sr-only">Two-factor </span>On
      </span>
    </span>
  ) : (
    <span className="whitespace-nowrap text-neutral-600">
      <span className="@3xl:sr-only">Two-factor </span>Off
    </span>
  );
}

/**
 * When the account last used the back office (the server notes it at most once a minute, not at
 * sign-in); an invited person who has not come yet says so.
 */
function LastActive({ user, stacked = false }: { user: AdminUser; stacked?: boolean }) {
  const iso = user.last_active_at;
  if (!iso && user.invitation_pending) return <span>Invitation sent</span>;
  return iso ? (
    <time dateTime={iso} title={exactTime(iso)}>
      {relativeTime(iso)}
    </time>
  ) : (
    <span>{stacked ? 'Not active yet' : 'Not yet'}</span>
  );
}
