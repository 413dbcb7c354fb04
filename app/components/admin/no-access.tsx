import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import { NO_ACCESS_TITLE } from '#common/permissions';

// A back-office section opened by its address by a role the permission table does not allow
// (docs/product.md §23): it says so plainly and offers the way back, instead of a broken table.
export function NoAccess() {
  return (
    <section
      aria-labelledby="no-access-heading"
      className="mx-auto max-w-lg rounded-lg border border-neutral-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <Lock aria-hidden className="mx-auto size-10 text-neutral-500" />
      <h2 id="no-access-heading" className="mt-4 text-lg font-semibold text-charcoal">
        {NO_ACCESS_TITLE}
      </h2>
      <p className="mt-2 text-sm text-neutral-700">
        Your role does not include this part of the back office. If you need it for your work, ask an admin to
        change your role.
      </p>
      <Link
        to={adminPaths.root()}
        className="mt-6 inline-flex min-h-11 items-center justify-center rounded-md bg-brand px-4 py-2 text-sm font-semibold text-brand-ink hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Back to the dashboard
      </Link>
    </section>
  );
}
