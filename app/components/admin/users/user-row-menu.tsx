import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal, ShieldOff, Trash2, UserCheck, UserCog, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { rowActionClass } from '#app/components/admin/row-actions';
import type { AdminUser } from './users-api';

export type UserAction = 'role' | 'deactivate' | 'reactivate' | 'reset-two-factor' | 'delete';

// A row's actions in one menu, so a phone's pinned column stays one button wide. Deactivate and
// Delete are not offered on the admin's own row: that would sign them out for good.

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
  const item = (action: UserAction, icon: ReactNode, label: string, danger = false) => (
    <DropdownMenu.Item
      onSelect={() => onAction(action)}
      className={`${ITEM} ${danger ? 'text-red-700 data-[highlighted]:bg-red-50' : 'text-charcoal'}`}
    >
      {icon}
      {label}
    </DropdownMenu.Item>
  );
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
          {user.two_factor
            ? item('reset-two-factor', <ShieldOff aria-hidden className="size-4" />, 'Reset two-factor…')
            : null}
          {self ? null : (
            <>
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
