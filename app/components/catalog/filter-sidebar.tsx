import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button';
import type { ListingQuery } from '#app/lib/listing-query';
import { paths } from '#app/lib/paths';
import { useFacets } from './facets';
import { FilterPanel, type ListingCounts } from './filter-panel';
import { hydrateSpecFilters } from './spec-filters-deferred';
import { specFilters } from './spec-filters-ready';

/**
 * Desktop filters. A choice of brand, category, product or a spec value applies at once; the
 * price and spec ranges apply on Enter or Apply Filters. It is a real GET form, so it also works before hydration.
 */
export function FilterSidebar({ query, listing }: { query: ListingQuery; listing: ListingCounts }) {
  const navigate = useNavigate();
  const [staged, setStaged] = useState(query);
  // What a submit sends: the newest staged state, not the last render's. When the spec filters
  // hydrate, a bound typed before (use-typed-before-hydration.ts) is handed over from their effect,
  // which also marks them ready; an Enter pressed before the render with it would otherwise
  // navigate without it, neither natively nor with the typed bound.
  const latest = useRef(staged);
  const href = paths.products(query);
  // Reset when the address changes; not on mount, where it would undo a price typed before
  // hydration (filter-panel.tsx hands it over then).
  const [stagedFor, setStagedFor] = useState(href);
  if (href !== stagedFor) {
    setStagedFor(href);
    setStaged(query);
    latest.current = query;
    hydrateSpecFilters();
  }
  const facets = useFacets(staged.brand, staged.category, listing.products);
  // Choices apply at once; typed numbers (price, spec ranges) on Enter or Apply Filters.
  const onChange = (next: ListingQuery, typing?: boolean) => {
    latest.current = next;
    setStaged(next);
    if (!typing) navigate(paths.products(next));
  };
  return (
    <form
      action={paths.products()}
      method="get"
      aria-labelledby="filters-heading"
      onSubmit={(e) => {
        // Spec filters not hydrated yet (spec-filters-deferred.tsx): its fields go natively.
        if (!specFilters.ready && listing.counts.parameters.length > 0) return;
        e.preventDefault();
        navigate(paths.products(latest.current));
      }}
      className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm"
    >
      <h2 id="filters-heading" className="mb-4 text-lg font-semibold">
        Filters
      </h2>
      {query.search && <input type="hidden" name="search" value={query.search} />}
      {query.sort && <input type="hidden" name="sort_by" value={query.sort.split('-')[0]} />}
      {query.sort && <input type="hidden" name="sort_order" value={query.sort.split('-')[1]} />}
      <FilterPanel value={staged} facets={facets} listing={listing} onChange={onChange} />
      <Button type="submit" variant="dark" className="mt-4 w-full">
        Apply Filters
      </Button>
    </form>
  );
}
