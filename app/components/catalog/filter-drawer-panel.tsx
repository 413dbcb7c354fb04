import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button';
import { clearedQuery, type ListingQuery } from '#app/lib/listing-query';
import { paths } from '#app/lib/paths';
import { useFacets } from './facets';
import { FILTER_DRAWER_ID } from './filter-drawer';
import { FilterPanel, type ListingCounts } from './filter-panel';
import { SpecFilters } from './spec-filters';
import { useStagedCounts } from './use-staged-counts';

/**
 * The filters drawer itself (filter-drawer.tsx loads it on first use): Radix traps focus, locks
 * scroll and closes on Escape. Its trigger lives outside, so focus is given back to it here.
 */
export default function FilterDrawerPanel({
  open,
  setOpen,
  staged,
  setStaged,
  trigger,
  listing,
  specStale,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  staged: ListingQuery;
  setStaged: (query: ListingQuery) => void;
  trigger: RefObject<HTMLButtonElement | null>;
  listing: ListingCounts;
  specStale: boolean;
}) {
  const navigate = useNavigate();
  const facets = useFacets(staged.brand, staged.category, listing.products);
  // Another category staged: its own counts and spec filters, without waiting for Apply.
  const counts = useStagedCounts(staged, listing, open && specStale);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-charcoal/70" />
        <RadixDialog.Content
          id={FILTER_DRAWER_ID}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(24rem,92vw)] flex-col bg-white shadow-2xl focus:outline-none"
        >
          <form
            className="flex min-h-0 flex-1 flex-col"
            onSubmit={(e) => {
              e.preventDefault();
              setOpen(false);
              navigate(paths.products({ ...staged, page: 1 }));
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
              <FilterPanel
                value={staged}
                facets={facets}
                listing={counts.listing}
                onChange={(next) => setStaged(next)}
                withSort
                specNote={counts.note}
                Specs={SpecFilters}
              />
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
