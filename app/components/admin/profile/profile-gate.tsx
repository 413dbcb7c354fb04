import { useQueryClient } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '#app/lib/api';
import { adminPaths } from '#common/admin-paths';

// What the back office refuses until the account has done something in My Profile first (set up a
// required two-factor sign-in, change a temporary password): every admin API call answers 403 with
// the reason, so rather than a screen of failures the shell keeps the account on My Profile with a
// notice saying why (docs/product.md §23).

const PROFILE = adminPaths.profile();

/** What a gate's amber notice says: what to do first, and a link to the card that does it. */
export interface ProfileNoticeText {
  icon: LucideIcon;
  title: string;
  text: string;
  link: { href: string; label: string };
}

/**
 * While `required`: the notice, and My Profile instead of any other section. Until the redirect
 * lands, the section left behind is not shown, since all it could show is its 403s.
 */
export function ProfileGate({
  required,
  notice,
  children,
}: {
  required: boolean;
  notice: ProfileNoticeText;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  if (!required) return children;
  const onProfile = pathname === PROFILE;
  return (
    <>
      {onProfile ? null : <Navigate to={PROFILE} replace />}
      <ProfileNotice {...notice} />
      {onProfile ? children : null}
    </>
  );
}

/** The rule may start while the account is working: a query refused with `message` re-asks `key`. */
export function useRecheckOnRefusal(message: string, key: unknown[]) {
  const client = useQueryClient();
  // `key` is a module constant (MFA_STATUS_KEY, ME_KEY): the subscription is made once.
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { error } = event.action;
        if (error instanceof ApiError && error.status === 403 && error.message === message)
          void client.invalidateQueries({ queryKey: ['admin', ...key] });
      }),
    [client, message, key],
  );
}

function ProfileNotice({ icon: Icon, title, text, link }: ProfileNoticeText) {
  return (
    <div
      role="alert"
      className="mb-6 flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="font-semibold">{title}</strong> {text}{' '}
        <a
          href={link.href}
          className="rounded-sm font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-charcoal"
        >
          {link.label}
        </a>
      </p>
    </div>
  );
}
