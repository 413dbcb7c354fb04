import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Options } from '#app/components/ui/field';
import { type ListingQuery, type SortKey, sortOptions } from '#app/lib/listing-query';
import { paths } from '#app/lib/paths';
import type { SpecFacet } from '#app/lib/spec-view';
import { DEFAULT_SORT_KEY } from '#common/listing-order';

/**
 * Desktop sort: name and brand A-Z, and by the numeric parameters on offer (docs/product.md §17);
 * price sorts live in the drawer (docs/product.md §2), kept here when active.
 */
export function SortSelect({ query, facets }: { query: ListingQuery; facets: SpecFacet[] }) {
  const navigate = useNavigate();
  const id = useId();
  const current = query.sort ?? DEFAULT_SORT_KEY;
  const options = sortOptions(facets).filter((o) => !o.drawerOnly || o.value === current);
  return (
    <div className="hidden items-center gap-2 lg:flex">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-neutral-700">
        Sort by
      </label>
      <select
        id={id}
        value={current}
        onChange={(e) => navigate(paths.products({ ...query, sort: e.target.value as SortKey, page: 1 }))}
        className="rounded-md border border-neutral-300 bg-white py-2.5 pr-8 pl-3 text-sm shadow-sm focus:outline-2 focus:outline-brand"
      >
        <Options options={options} />
      </select>
    </div>
  );
}
