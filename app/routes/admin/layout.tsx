import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AdminShell } from '#app/components/admin/admin-shell';
import { createAdminQueryClient } from '#app/components/admin/query-client';
import { ADMIN_SECTIONS } from '#app/components/admin/sections';
import { ApiError, api } from '#app/lib/api';
import { paths } from '#app/lib/paths';
import { clearSession, logout, saveSession, useSession } from '#app/lib/session';
import { isStaff } from '#common/permissions';
import type { User } from '#common/schemas/auth';

// The admin panel renders in the browser only: the server (which cannot read localStorage) sends
// the "Checking your session..." shell, and each section is its own route chunk, never loaded by
// a public page.

export const meta = () => [
  { title: 'Admin | Ironsite Heavy Equipment' },
  { name: 'robots', content: 'noindex' },
];

/**
 * Not signed in → /login; signed-in site account (no staff role) → /; a token the server rejects (401) → /login,
 * checked on arrival and on every section change (docs/product.md §8: "while on such a page").
 */
function useAdminGuard() {
  const { loading, user, token } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (loading) return;
    if (!user) navigate(paths.login(), { replace: true });
    else if (!isStaff(user.role)) navigate(paths.home(), { replace: true });
  }, [loading, user, navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname re-checks the token per section
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    api<{ user: User }>('/me', { signal: controller.signal })
      .then(({ user: fresh }) => {
        // A role or name changed by an admin meanwhile: the sidebar and pages follow at once.
        if (fresh.role !== user?.role || fresh.name !== user?.name) saveSession({ user: fresh, token });
      })
      .catch((error) => {
        if (error instanceof ApiError && error.status === 401) clearSession();
      });
    return () => controller.abort();
  }, [token, pathname]);
  return { ready: !loading && isStaff(user?.role), user };
}

export default function AdminLayout() {
  const { ready, user } = useAdminGuard();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // One client per admin visit; a 401 from any call ends the session and the guard redirects.
  const [queryClient] = useState(() => createAdminQueryClient(clearSession));

  if (!ready || !user) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center bg-neutral-100">
        <p role="status" className="text-sm text-neutral-600">
          Checking your session...
        </p>
      </main>
    );
  }
  // The original client's addresses (/admin?section=brands) lead to the section's own address.
  const legacy = ADMIN_SECTIONS.find((s) => s.key === search.get('section'));
  if (legacy) return <Navigate to={legacy.path} replace />;

  return (
    <QueryClientProvider client={queryClient}>
      <AdminShell
        user={user}
        onLogout={async () => {
          await logout();
          queryClient.clear();
          navigate(paths.login(), { replace: true });
        }}
      >
        <Outlet />
      </AdminShell>
    </QueryClientProvider>
  );
}
