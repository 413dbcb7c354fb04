import type { ReactNode } from 'react';
import { failureText } from './admin-api';

// A panel's first load, in the one order every panel keeps: the failure (announced), the loading
// line, the empty state, and only then what it holds.

const LOOK = {
  /** Inside a dashboard card, the lines padded as its rows are. */
  card: {
    alert: 'px-4 py-6 text-sm text-red-800 sm:px-5',
    status: 'px-4 py-6 text-sm text-neutral-600 sm:px-5',
  },
  /** On a settings page, the failure in a red box of its own. */
  page: {
    alert: 'rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800',
    status: 'text-sm text-neutral-600',
  },
};

export function QueryContent({
  query,
  what,
  look,
  empty,
  children,
}: {
  query: { isError: boolean; isPending: boolean; error: unknown };
  /** What is loaded, for "Failed to load searches" and "Loading searches...". */
  what: string;
  look: keyof typeof LOOK;
  /** Shown instead of the content while there is nothing to show (false: there is). */
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.isError)
    return (
      <p role="alert" className={LOOK[look].alert}>
        {failureText(query.error, `Failed to load ${what}`)}
      </p>
    );
  if (query.isPending)
    return (
      <p role="status" className={LOOK[look].status}>
        Loading {what}...
      </p>
    );
  return empty || children;
}
