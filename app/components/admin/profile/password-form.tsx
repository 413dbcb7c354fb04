import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { errorMessage, useAdminMutation } from '#app/components/admin/admin-api';
import { StatusBanner, useStatusMessage } from '#app/components/admin/status-message';
import { NewPasswordFields } from '#app/components/forms/new-password-fields';
import { Button } from '#app/components/ui/button';
import { type PasswordChangeInput, passwordChangeSchema } from '#common/schemas/auth';
import { CurrentPasswordField } from './current-password-field';
import { PASSWORD_HEADING } from './profile-api';

// Change password (docs/product.md §5 rules, §8 texts). The schema is the server's own, so the browser shows
// the same words before sending. The server keeps this token and revokes the user's other ones.

const EMPTY: PasswordChangeInput = { current_password: '', password: '', password_confirmation: '' };

export function PasswordForm({ email }: { email: string }) {
  const status = useStatusMessage();
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const change = useAdminMutation<PasswordChangeInput>((body) => ({
    path: '/profile/password',
    method: 'PUT',
    body,
  }));

  const onSubmit = form.handleSubmit(async (values) => {
    status.clear();
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
      status.show('success', 'Password updated successfully!');
    } catch (error) {
      status.show('error', errorMessage(error, 'Failed to update password'));
      form.setFocus('current_password');
    }
  });

  return (
    <section
      aria-labelledby={PASSWORD_HEADING}
      className="rounded-lg border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={PASSWORD_HEADING} className="text-lg font-semibold text-charcoal">
        Change Password
      </h2>
      <p className="mb-5 text-sm text-neutral-600">
        At least 8 characters. Other signed-in devices are signed out when it changes.
      </p>
      <StatusBanner message={status.message} onDismiss={status.clear} />
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <CurrentPasswordField
          email={email}
          error={errors.current_password?.message}
          registration={form.register('current_password')}
        />
        <NewPasswordFields form={form} label="New Password" />
        <div className="flex justify-end">
          <Button type="submit" disabled={change.isPending} aria-busy={change.isPending || undefined}>
            {change.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </div>
      </form>
    </section>
  );
}
