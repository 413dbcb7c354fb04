import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../../common/schemas/auth';
import { Button } from '../../components/ui/button';
import { ApiError, api } from '../../lib/api';
import { paths } from '../../lib/paths';
import { clearSession, logout, useSession } from '../../lib/session';

// PLACEHOLDER for the admin panel of issue 4, with the real guards of spec §2 / §4 already in place.

export const meta = () => [
  { title: 'Admin | Ironsite Heavy Equipment' },
  { name: 'robots', content: 'noindex' },
];

/** Not signed in → /login; signed-in non-admin → /; a token the server rejects (401) → /login. */
function useAdminGuard() {
  const { loading, user, token } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (loading) return;
    if (!user) navigate(paths.login(), { replace: true });
    else if (user.role !== 'admin') navigate(paths.home(), { replace: true });
  }, [loading, user, navigate]);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    api<{ user: User }>('/me', { signal: controller.signal }).catch((error) => {
      if (error instanceof ApiError && error.status === 401) clearSession();
    });
    return () => controller.abort();
  }, [token]);
  return { ready: !loading && user?.role === 'admin', user };
}

export default function Admin() {
  const { ready, user } = useAdminGuard();
  const navigate = useNavigate();
  if (!ready || !user) {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-neutral-50">
        <p role="status" className="text-sm text-neutral-600">
          Checking your session...
        </p>
      </main>
    );
  }
  return (
    <div className="min-h-dvh bg-neutral-50">
      <header className="bg-charcoal text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-4">
          <span className="font-semibold">Ironsite Admin</span>
          <Button
            variant="primary"
            onClick={async () => {
              await logout();
              navigate(paths.login(), { replace: true });
            }}
          >
            <LogOut aria-hidden className="size-4" />
            Logout
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-16">
        <h1 className="text-[2rem] font-semibold text-charcoal">Admin</h1>
        <p className="mt-4 text-lg text-neutral-700">Welcome, {user.name}.</p>
        <p className="mt-2 text-neutral-600">The administration panel is on its way.</p>
      </main>
    </div>
  );
}
