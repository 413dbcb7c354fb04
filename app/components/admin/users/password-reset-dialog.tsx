import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { errorMessage, showFieldMessages } from '#app/components/admin/admin-api';
import { accountTitles, EditorForm } from '#app/components/admin/editor-form';
import type { SavingDialogProps } from '#app/components/admin/editor-modal';
import { useFormSubmit } from '#app/components/admin/use-record-save';
import { type UserPasswordResetInput, userPasswordResetSchema } from '#common/schemas/users';
import { TemporaryPasswordField } from './temporary-password-field';
import { type AdminUser, useUserWrites } from './users-api';

// Reset password (docs/product.md §23): a temporary password the admin tells the person. The
// server signs them out everywhere and keeps the back office closed to them until they change it
// in My Profile. A weak or common password is refused under the field (the server's 422).

export function PasswordResetDialog({ user, onClose, onSaved }: SavingDialogProps & { user: AdminUser }) {
  const form = useForm<UserPasswordResetInput>({
    resolver: zodResolver(userPasswordResetSchema),
    defaultValues: { password: '' },
  });
  const { resetPassword } = useUserWrites();
  const save = useFormSubmit(
    form,
    async ({ password }) => {
      await resetPassword.mutateAsync({ id: user.id, password });
      onSaved(`${user.name} has a temporary password and must change it at the next sign-in.`);
    },
    (error) =>
      showFieldMessages(form, error, ['password'])
        ? null
        : errorMessage(error, `Failed to reset the password of ${user.name}`),
  );
  return (
    <EditorForm {...save} {...accountTitles('Reset password', user)} onClose={onClose} size="md">
      <p className="text-sm text-neutral-700">
        {user.name} is signed out everywhere. Tell them this password yourself: at their next sign-in the back
        office opens on My Profile until they choose their own.
      </p>
      <TemporaryPasswordField
        registration={form.register('password')}
        error={form.formState.errors.password?.message}
      />
    </EditorForm>
  );
}
