import { AlertTriangle, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { exactTime } from '#app/components/admin/inquiries/lead-format';
import { adminPaths } from '#common/admin-paths';
import type { DashboardHealth } from '#common/schemas/dashboard';

// E-mail and routing health for admins (docs/product.md §24): mail the outbox has been failing to
// send for a while (so replies, reminders and notices are not going out), and a missing or
// unavailable fallback person (so unmatched inquiries land with the admins), and a server that
// sends no mail at all (no SMTP_URL) or cannot put links in it (no PUBLIC_URL; decision 052). The
// dashboard's `health` field is sent to admins only; without it nothing shows.

const BANNER = 'flex items-start gap-2 rounded-md border px-4 py-3 text-sm';

export function DeskHealthBanners({ health }: { health: DashboardHealth | undefined }) {
  if (!health) return null;
  const { stuck, oldest_at, enabled, public_url_set } = health.mail;
  const setup = !enabled
    ? 'E-mail is off: SMTP_URL is not set on the server. Replies, quotations, invitations and new-inquiry notices cannot be sent; staff log contacts and copy quotation links instead.'
    : !public_url_set
      ? 'PUBLIC_URL is not set on the server: quotations cannot be e-mailed (their mail would have no link to view and accept them), so staff can only copy their links, and staff e-mails show the admin path as text.'
      : null;
  if (stuck === 0 && health.fallback === 'ok' && !setup) return null;
  return (
    <div className="grid gap-3">
      {setup ? (
        <p className={`${BANNER} border-amber-300 bg-amber-50 text-amber-950`}>
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{setup} See the README’s Quick start for the settings the sales flow needs.</span>
        </p>
      ) : null}
      {stuck > 0 ? (
        <p role="alert" className={`${BANNER} border-red-200 bg-red-50 text-red-900`}>
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            {stuck === 1 ? '1 e-mail has' : `${stuck} e-mails have`} been failing for over 15 minutes — check
            SMTP (the server’s SMTP_URL) and the mail server. Replies, reminders and notices wait in the
            outbox until then.
            {oldest_at ? ` The oldest was queued ${exactTime(oldest_at)}.` : null}
          </span>
        </p>
      ) : null}
      {health.fallback !== 'ok' ? (
        <p className={`${BANNER} border-amber-300 bg-amber-50 text-amber-950`}>
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            {health.fallback === 'missing'
              ? 'No fallback person for inquiries: new inquiries go to the admins. Set one in Settings → Leads.'
              : 'The fallback person is deactivated or away: new inquiries no rule matches go to the admins. Choose another in Settings → Leads.'}{' '}
            <Link
              to={adminPaths.settings()}
              className="inline-flex items-center gap-1 font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand"
            >
              Open Settings
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </span>
        </p>
      ) : null}
    </div>
  );
}
