import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  KeyRound,
  MoreHorizontal,
  ShieldOff,
  Trash2,
  TreePalm,
  UserCheck,
  UserCog,
  UserRoundCheck,
  UserX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { rowActionClass } from '#app/components/admin/row-actions';
import { can } from '#common/permissions';
import type { AdminUser } from './users-api';

export type UserAction =
  | 'role'
  | 'away'
  | 'back'
  | 'deactivate'
  | 'reactivate'
  | 'reset-two-factor'
  | 'reset-password'
  | 'delete';

// A row's actions in one menu, so a phone's pinned column stays one button wide. Reset password,
// Deactivate and Delete are not offered on the admin's own row: the first is Profile's job, the
// others would sign them out for good. Away (holiday,
// sick leave) is offered for an active account that works leads: routing passes them over and gives
// their new inquiries to the fallback person (docs/product.md §24).

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 outline-none data-[highlighted]:bg-neutral-100';

export function UserRowMenu({
  user,
  self,
  onAction,
}: {
  user: AdminUser;
  self: boolean;
  onAction: (action: UserAction) => void;
}) {
  const item = (action: UserAction, icon: ReactNode, label: string, danger = false, note?: string) => (
    <DropdownMenu.Item
      onSelect={() => onAction(action)}
      className={`${ITEM} ${danger ? 'text-red-700 data-[highlighted]:bg-red-50' : 'text-charcoal'}`}
    >
      {icon}
      {note ? (
        <span className="max-w-60">
          <span className="block">{label}</span>
          <span className="block text-xs text-neutral-600">{note}</span>
        </span>
      ) : (
        label
      )}
    </DropdownMenu.Item>
  );
  const worksLeads = user.active && can(user.role, 'leads.work');
  return (
    // Not modal: a confirmation opened from an item would otherwise find the page still locked.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`${rowActionClass} text-charcoal hover:bg-neutral-100`}>
        <MoreHorizontal aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">Manage</span>
        <span className="sr-only"> {user.name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-40 min-w-48 rounded-md border border-neutral-200 bg-white p-1 text-sm shadow-lg"
        >
          {item('role', <UserCog aria-hidden className="size-4" />, 'Change role…')}
          {worksLeads
            ? user.away
              ? item(
                  'back',
                  <UserRoundCheck aria-hidden className="size-4 shrink-0" />,
                  'Mark as back',
                  false,
                  'New inquiries reach them again.',
                )
              : item(
                  'away',
                  <TreePalm aria-hidden className="size-4 shrink-0" />,
                  'Mark as away',
                  false,
                  'Routing gives their new inquiries to the fallback person.',
                )
            : null}
          {user.two_factor
            ? item('reset-two-factor', <ShieldOff aria-hidden className="size-4" />, 'Reset two-factor…')
            : null}
          {self ? null : (
            <>
              {item('reset-password', <KeyRound aria-hidden className="size-4" />, 'Reset password…')}
              {user.active
                ? item('deactivate', <UserX aria-hidden className="size-4" />, 'Deactivate…')
                : item('reactivate', <UserCheck aria-hidden className="size-4" />, 'Reactivate')}
              <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
              {item('delete', <Trash2 aria-hidden className="size-4" />, 'Delete…', true)}
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
