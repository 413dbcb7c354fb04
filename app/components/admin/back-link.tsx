import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The link above a page of one record back to the list it belongs to. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 justify-self-start rounded-md py-1 text-sm font-medium text-charcoal underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}
