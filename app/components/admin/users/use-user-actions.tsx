import { useState } from 'react';
import { errorMessage } from '#app/components/admin/admin-api';
import { useConfirm } from '#app/components/admin/confirm-dialog';
import { DeleteFailedDialog } from '#app/components/admin/delete-failed-dialog';
import { PasswordResetDialog } from './password-reset-dialog';
import { RoleDialog } from './role-dialog';
import type { UserAction } from './user-row-menu';
import { type AdminUser, useUserWrites } from './users-api';

/**
 * What a row's menu does: each choice asked first where it cannot be taken back (deactivating ends
 * the account's sessions at once), then sent; the outcome, or the server's refusal (409: the last
 * active admin, an account that must be kept), is said in the section's banner. A failed delete is
 * the "Delete Failed" alert every section shows.
 */
export function useUserActions({
  selfId,
  say,
}: {
  selfId: number | undefined;
  say: (kind: 'success' | 'error', text: string) => void;
}) {
  const { confirm, dialog } = useConfirm();
  const { update, remove, resetTwoFactor } = useUserWrites();
  const [roleOf, setRoleOf] = useState<AdminUser | null>(null);
  const [passwordOf, setPasswordOf] = useState<AdminUser | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      say('success', done);
    } catch (error) {
      say('error', errorMessage(error, failed));
    }
  };

  const onAction = async (user: AdminUser, action: UserAction) => {
    const { id, name } = user;
    switch (action) {
      case 'role':
        setRoleOf(user);
        return;
      case 'reset-password':
        setPasswordOf(user);
        return;
      case 'away':
        return run(
          () => update.mutateAsync({ id, away: true }),
          `${name} is away: routing gives their new inquiries to the fallback person.`,
          `Failed to mark ${name} as away`,
        );
      case 'back':
        return run(
          () => update.mutateAsync({ id, away: false }),
          `${name} is back and gets new inquiries again.`,
          `Failed to mark ${name} as back`,
        );
      case 'reactivate':
        return run(
          () => update.mutateAsync({ id, active: true }),
          `${name} can sign in again.`,
          `Failed to reactivate ${name}`,
        );
      case 'deactivate':
        if (
          await confirm({
            title: `Deactivate ${name}?`,
            description: `${name} is signed out everywhere at once and cannot sign in until the account is reactivated. Their records and history are kept.`,
            confirmLabel: 'Deactivate',
          })
        )
          await run(
            () => update.mutateAsync({ id, active: false }),
            `${name} was deactivated and signed out.`,
            `Failed to deactivate ${name}`,
          );
        return;
      case 'reset-two-factor':
        if (
          await confirm({
            title: `Reset two-factor for ${name}?`,
            description: `They are signed out everywhere, their authenticator app and recovery codes stop working, and they sign in with their password alone until they set two-factor up again in My Profile.`,
            confirmLabel: 'Reset two-factor',
          })
        )
          await run(
            () => resetTwoFactor.mutateAsync(id),
            `Two-factor sign-in was reset for ${name}.`,
            `Failed to reset two-factor for ${name}`,
          );
        return;
      case 'delete':
        if (
          await confirm({
            title: `Delete ${name}?`,
            description:
              'The account is removed for good. An account with history (leads, notes) cannot be deleted: deactivate it instead.',
          })
        )
          try {
            await remove.mutateAsync(id);
            say('success', `${name} was deleted.`);
          } catch (error) {
            setDeleteError(errorMessage(error, `Failed to delete ${name}`));
          }
        return;
    }
  };

  const dialogs = (
    <>
      {dialog}
      {roleOf ? (
        <RoleDialog
          key={roleOf.id}
          user={roleOf}
          self={roleOf.id === selfId}
          onClose={() => setRoleOf(null)}
          onSaved={(text) => {
            setRoleOf(null);
            say('success', text);
          }}
        />
      ) : null}
      {passwordOf ? (
        <PasswordResetDialog
          key={passwordOf.id}
          user={passwordOf}
          onClose={() => setPasswordOf(null)}
          onSaved={(text) => {
            setPasswordOf(null);
            say('success', text);
          }}
        />
      ) : null}
      <DeleteFailedDialog message={deleteError} onClose={() => setDeleteError(null)} />
    </>
  );
  return { onAction, dialogs };
}
