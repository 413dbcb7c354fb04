import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ListingQuery } from '../../lib/listing-query';
import { paths } from '../../lib/paths';
import { Button } from '../ui/button';
import { useFacets } from './facets';
import { FilterPanel } from './filter-panel';

/**
 * Desktop filters. A choice of brand, category or product applies at once; the price range
 * applies on Enter or Apply Filters. It is a real GET form, so it also works before hydration.
 */
export function FilterSidebar({ query }: { query: ListingQuery }) {
  const navigate = useNavigate();
  const [staged, setStaged] = useState(query);
  const href = paths.products(query);
  // Reset when the address changes; not on mount, where it would undo a price typed before
  // hydration (filter-panel.tsx hands it over then).
  const [stagedFor, setStagedFor] = useState(href);
  if (href !== stagedFor) {
    setStagedFor(href);
    setStaged(query);
  }
  const facets = useFacets(staged.brand, staged.category);
  const onChange = (next: ListingQuery) => {
    setStaged(next);
    const priceOnly = next.minPrice !== staged.minPrice || next.maxPrice !== staged.maxPrice;
    if (!priceOnly) navigate(paths.products(next));
  };
  return (
    <form
      action={paths.products()}
      method="get"
      aria-labelledby="filters-heading"
      onSubmit={(e) => {
        e.preventDefault();
        navigate(paths.products(staged));
      }}
      className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm"
    >
      <h2 id="filters-heading" className="mb-4 text-lg font-semibold">
        Filters
      </h2>
      {query.search && <input type="hidden" name="search" value={query.search} />}
      {query.sort && <input type="hidden" name="sort_by" value={query.sort.split('-')[0]} />}
      {query.sort && <input type="hidden" name="sort_order" value={query.sort.split('-')[1]} />}
      <FilterPanel value={staged} facets={facets} onChange={onChange} />
      <Button type="submit" variant="dark" className="mt-4 w-full">
        Apply Filters
      </Button>
    </form>
  );
}
