import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#app/lib/paths';
import type { PublicBranch } from '#common/schemas/branches';
import { callHref, phoneText } from './branch-links';

// The branches, short, on the Contact page (docs/product.md §28): name, city and a phone to tap,
// and the way to /branches for hours and directions.

export type ContactBranch = Pick<PublicBranch, 'name' | 'slug' | 'city_name'> & { phone: string | null };

/** What the Contact page's loader keeps of each branch. */
export const contactBranches = (branches: readonly PublicBranch[]): ContactBranch[] =>
  branches.map((b) => ({ name: b.name, slug: b.slug, city_name: b.city_name, phone: b.phones[0] ?? null }));

export function ContactBranches({ branches }: { branches: readonly ContactBranch[] }) {
  if (branches.length === 0) return null;
  return (
    <section aria-labelledby="contact-branches" className="rounded-lg border border-neutral-200 bg-white p-6">
      <h2 id="contact-branches" className="flex items-center gap-3 text-lg font-semibold text-charcoal">
        <span className="flex size-10 items-center justify-center rounded-md bg-brand/15 text-charcoal">
          <MapPin aria-hidden className="size-5" />
        </span>
        Our Branches
      </h2>
      <ul className="mt-4 grid gap-3 text-base">
        {branches.map((b) => (
          <li key={b.slug} className="flex flex-wrap items-baseline justify-between gap-x-4">
            <Link to={`${paths.branches()}#${b.slug}`} className="font-medium text-charcoal hover:underline">
              {b.name}
              <span className="block text-sm font-normal text-neutral-600">{b.city_name}</span>
            </Link>
            {b.phone ? (
              <a
                href={callHref(b.phone)}
                className="text-charcoal tabular-nums underline decoration-brand underline-offset-4"
              >
                {phoneText(b.phone)}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <Link
        to={paths.branches()}
        className="mt-4 inline-block font-semibold text-charcoal underline decoration-brand decoration-2 underline-offset-4"
      >
        Hours and directions
      </Link>
    </section>
  );
}
