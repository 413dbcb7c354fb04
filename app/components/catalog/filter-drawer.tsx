import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { ListingQuery } from '../../lib/listing-query';
import { buttonClass } from '../ui/button';

// The drawer (Radix Dialog with it, ~15 KB gzipped) is fetched when Filters is first pressed, or
// already when a pointer or focus reaches the button, so it stays out of the listing's first load.
export const FILTER_DRAWER_ID = 'filter-drawer';

const loadPanel = () => import('./filter-drawer-panel');
const FilterDrawerPanel = lazy(loadPanel);

/**
 * Phones and tablets: the filters slide in from the side. Choices are staged and applied together
 * with Apply Filters; each opening starts from the listing's current query.
 */
export function FilterDrawer({ query, activeCount }: { query: ListingQuery; activeCount: number }) {
  const [open, setOpen] = useState(false);
  // Mounted once opened, so closing can animate and give focus back.
  const [mounted, setMounted] = useState(false);
  const [staged, setStaged] = useState(query);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={buttonClass(
          'outline',
          'w-full border-neutral-300 bg-white sm:w-auto sm:self-start lg:hidden',
        )}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? FILTER_DRAWER_ID : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setStaged(query);
          setMounted(true);
          setOpen(true);
        }}
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
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <FilterDrawerPanel
            open={open}
            setOpen={setOpen}
            staged={staged}
            setStaged={setStaged}
            trigger={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
