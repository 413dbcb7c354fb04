import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '#app/components/admin/admin-api';
import { accountTitles, EditorForm } from '#app/components/admin/editor-form';
import type { SavingDialogProps } from '#app/components/admin/editor-modal';
import { useFormSubmit } from '#app/components/admin/use-record-save';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '#common/permissions';
import { RoleChoice } from './role-choice';
import { type AdminUser, useUserWrites } from './users-api';

// Change role: the staff roles with what each may do, the account's own checked. The server
// refuses (409) to take the last active admin's rights away; its message is said on top.

const schema = z.object({ role: z.enum(STAFF_ROLES, { error: 'Choose a role' }) });

export function RoleDialog({
  user,
  self,
  onClose,
  onSaved,
}: SavingDialogProps & {
  user: AdminUser;
  self: boolean;
}) {
  const current = (STAFF_ROLES as readonly string[]).includes(user.role)
    ? (user.role as StaffRole)
    : undefined;
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: current ? { role: current } : {},
  });
  const { update } = useUserWrites();
  // The dialog starts at its first field; here that is the checked role, not the first one (after
  // the dialog has placed focus; a touch screen keeps it on the dialog, as every form does).
  const choices = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (matchMedia('(pointer: coarse), (hover: none)').matches) return;
      choices.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const save = useFormSubmit(
    form,
    async ({ role }) => {
      if (role === user.role) return onClose();
      await update.mutateAsync({ id: user.id, role });
      onSaved(`${user.name} is now ${ROLE_LABELS[role]}.`);
    },
    (error) => errorMessage(error, 'Failed to change the role'),
  );
  return (
    <EditorForm {...save} {...accountTitles('Change role', user)} onClose={onClose} size="md">
      <p className="text-sm text-neutral-700">
        {self
          ? 'This is your own account: your other sessions are signed out, and a role with fewer rights may take this section away from you.'
          : `A new role signs ${user.name} out everywhere; they sign in again with its rights.`}
      </p>
      <div ref={choices}>
        <RoleChoice registration={form.register('role')} error={form.formState.errors.role?.message} />
      </div>
    </EditorForm>
  );
}
