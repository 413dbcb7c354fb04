import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icon';
import { gridFold } from '#app/lib/grid-fold';
import { clearedQuery, type ListingQuery } from '#app/lib/listing-query';
import { paths } from '#app/lib/paths';
import { useIdleReveal } from '#app/lib/use-idle-reveal';
import { type CardVariant, ProductCard } from './product-card';

/**
 * The first row's images are the page's largest paint: fetched eagerly. The rest are below the
 * first screen of a 1440 × 900 window: the page carries their boxes and they are drawn (and then
 * fetched lazily) once the page is idle after hydration (decision 073).
 */
const FIRST_ROW = 3;

export function ProductGrid({ variants }: { variants: CardVariant[] }) {
  const [drawn] = useIdleReveal();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {variants.map((v, i) => (
        <li key={v.id} className={['flex', gridFold(i, variants.length, 'xl')].filter(Boolean).join(' ')}>
          <ProductCard variant={v} priority={i < FIRST_ROW} imageLater={!drawn && i >= FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}

export function EmptyResults({ query }: { query: ListingQuery }) {
  return (
    <div className="rounded-lg border border-dashed border-neutral-300 bg-white px-6 py-16 text-center">
      <Icon name="package-search" className="mx-auto size-12 text-neutral-400" />
      <h3 className="mt-4 text-lg font-semibold">No products found</h3>
      <p className="mt-2 text-neutral-600">Try another search term or fewer filters.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.products(clearedQuery(query))}
          className="inline-block rounded-md bg-charcoal px-5 py-2.5 text-sm font-semibold text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Clear All Filters
        </Link>
        {/* docs/product.md §2.4: what the buyer typed goes to the message form, so asking costs no retyping. */}
        {query.search ? (
          <Link
            to={paths.contact(query.search)}
            className="inline-block rounded-md border border-charcoal px-5 py-2.5 text-sm font-semibold text-charcoal hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            Ask us about &quot;{query.search}&quot;
          </Link>
        ) : null}
      </div>
    </div>
  );
}
