import * as RadixDialog from '@radix-ui/react-dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clearedQuery, type ListingQuery, listingHref } from '../../lib/listing-query';
import { Button } from '../ui/button';
import { useFacets } from './facets';
import { FilterPanel } from './filter-panel';

/**
 * Phones and tablets: the filters slide in from the side (Radix traps focus, locks scroll and
 * closes on Escape). Choices are staged and applied together with Apply Filters.
 */
export function FilterDrawer({ query, activeCount }: { query: ListingQuery; activeCount: number }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [staged, setStaged] = useState(query);
  const facets = useFacets(staged.brand, staged.category);
  const onOpenChange = (next: boolean) => {
    if (next) setStaged(query);
    setOpen(next);
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>
        <Button
          variant="outline"
          className="w-full border-neutral-300 bg-white sm:w-auto sm:self-start lg:hidden"
        >
          <SlidersHorizontal aria-hidden className="size-4" />
          Filters
          {activeCount > 0 && (
            <>
              <span aria-hidden="true" className="rounded-full bg-charcoal px-2 py-0.5 text-xs text-white">
                {activeCount}
              </span>
              <span className="sr-only">({activeCount} active)</span>
            </>
          )}
        </Button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-charcoal/70" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(24rem,92vw)] flex-col bg-white shadow-2xl focus:outline-none"
        >
          <form
            className="flex min-h-0 flex-1 flex-col"
            onSubmit={(e) => {
              e.preventDefault();
              setOpen(false);
              navigate(listingHref({ ...staged, page: 1 }));
            }}
          >
            <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-4">
              <RadixDialog.Title className="text-lg font-semibold">Filters</RadixDialog.Title>
              <RadixDialog.Close
                aria-label="Close filters"
                className="-m-2 rounded-md p-2 text-neutral-600 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <X aria-hidden className="size-5" />
              </RadixDialog.Close>
            </div>
            <div className="flex-1 overflow-y-auto px-4 py-4">
              <FilterPanel value={staged} facets={facets} onChange={setStaged} withSort />
            </div>
            <div className="grid grid-cols-2 gap-3 border-t border-neutral-200 px-4 py-4">
              <Button variant="outline" onClick={() => setStaged(clearedQuery(staged))}>
                Clear All
              </Button>
              <Button type="submit">Apply Filters</Button>
            </div>
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
