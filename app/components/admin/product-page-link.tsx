import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#app/lib/paths';

// A machine named in the back office opens its public page in a new tab, so the inquiry or figure
// the admin is reading stays where it was; the icon and the hidden words say so before the click.

export function ProductPageLink({
  variantId,
  children,
  className = '',
}: {
  variantId: number;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={paths.product(variantId)}
      target="_blank"
      rel="noreferrer"
      className={`inline-flex items-center gap-1 underline-offset-2 ${className}`}
    >
      {children}
      <ExternalLink aria-hidden className="size-3.5 shrink-0" />
      <span className="sr-only"> (opens the product page in a new tab)</span>
    </Link>
  );
}
