import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Logo } from '#app/components/layout/logo';
import { Button } from '#app/components/ui/button';
import { paths } from '#app/lib/paths';
import { SITE_NAME } from '#app/lib/seo';
import { useSession } from '#app/lib/session';
import { adminPaths } from '#common/admin-paths';

/** docs/product.md §8: login and register send a signed-in admin straight to /admin. */
export function useAdminRedirect() {
  const { loading, isStaff } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loading && isStaff) navigate(adminPaths.root(), { replace: true });
  }, [loading, isStaff, navigate]);
}

/** The sign-in and registration screens: a centred card on the charcoal brand band. */
export function AuthShell({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-charcoal">
      <header className="mx-auto flex w-full max-w-7xl items-center justify-between px-4 py-4">
        <Logo name={SITE_NAME} />
        <Link
          to={paths.home()}
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-neutral-200 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to Home
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-lg border-t-4 border-brand bg-white p-6 shadow-xl sm:p-8">
          <h1 className="text-2xl font-semibold text-charcoal">{title}</h1>
          <p className="mt-2 text-sm text-neutral-600">{intro}</p>
          <div className="mt-6">{children}</div>
          <div className="mt-6 border-t border-neutral-200 pt-4 text-center text-sm text-neutral-700">
            {footer}
          </div>
        </div>
      </main>
    </div>
  );
}

export const authLinkClass =
  'font-semibold text-charcoal underline decoration-brand decoration-2 underline-offset-4 hover:decoration-charcoal focus-visible:outline-2 focus-visible:outline-brand';

/** The card's full-width submit button, saying what it does while the form is sent. */
export function AuthSubmit({
  busy,
  busyText,
  icon: Icon,
  children,
}: {
  busy: boolean;
  busyText: string;
  icon: LucideIcon;
  children: string;
}) {
  return (
    <Button type="submit" disabled={busy} className="mt-2 w-full">
      <Icon aria-hidden className="size-4" />
      {busy ? busyText : children}
    </Button>
  );
}
