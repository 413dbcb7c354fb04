import { useCallback, useRef, useState } from 'react';
import { buttonClass } from '#app/components/ui/button';
import { Icon } from '#app/components/ui/icon';
import { lazyPanel, usePreloadWhenIdle } from '#app/lib/lazy-panel';
import type { ListingQuery } from '#app/lib/listing-query';
import type { ListingCounts } from './filter-panel';

// The drawer (Radix Dialog with it, ~15 KB gzipped) stays out of the listing's first load. It is
// fetched ahead of the first press, so that opens at once: when a pointer, touch or focus reaches
// the button, or in idle time once the visitor uses the page (only where the button shows).
export const FILTER_DRAWER_ID = 'filter-drawer';

const drawer = lazyPanel(() => import('./filter-drawer-panel'));

/**
 * Phones and tablets: the filters slide in from the side. Choices are staged and applied together
 * with Apply Filters; each opening starts from the listing's current query.
 */
export function FilterDrawer({
  query,
  activeCount,
  listing,
}: {
  query: ListingQuery;
  activeCount: number;
  listing: ListingCounts;
}) {
  const [open, setOpen] = useState(false);
  const [staged, setStaged] = useState(query);
  const trigger = useRef<HTMLButtonElement>(null);
  usePreloadWhenIdle(
    useCallback(() => {
      // Wide screens show the filters beside the list and hide this button: nothing to fetch.
      if (trigger.current?.getClientRects().length) drawer.preload();
    }, []),
  );
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
        onPointerEnter={drawer.preload}
        onFocus={drawer.preload}
        onClick={() => {
          setStaged(query);
          setOpen(true);
        }}
      >
        <Icon name="sliders" className="size-4" />
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
      <drawer.Panel
        opened={open}
        open={open}
        setOpen={setOpen}
        staged={staged}
        setStaged={setStaged}
        trigger={trigger}
        listing={listing}
        specStale={(staged.category ?? '') !== (query.category ?? '')}
      />
    </>
  );
}
