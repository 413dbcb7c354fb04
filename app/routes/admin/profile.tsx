import { AccountDetails } from '#app/components/admin/profile/account-details';
import { PasswordForm } from '#app/components/admin/profile/password-form';
import { SessionsCard } from '#app/components/admin/profile/sessions';
import { TwoFactorCard } from '#app/components/admin/profile/two-factor';
import { useSession } from '#app/lib/session';

// My Profile (from the user menu): the signed-in account, read-only, its password, and
// its sign-in security: two-factor and the signed-in sessions.
// The admin layout only renders sections once the session holds an admin, so `user` is set.
export default function AdminProfileSection() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <AccountDetails user={user} />
      <PasswordForm email={user.email} />
      <TwoFactorCard email={user.email} />
      <SessionsCard />
    </div>
  );
}
