import { useEffect, useState } from 'react';
import { SkeletonCardBody } from '#app/components/skeleton-card';
import { PRODUCTS_PER_PAGE } from '#common/site-constants';

/**
 * A percentage that climbs quickly then slows (it cannot know the real progress of one request)
 * and jumps to 100 when the page arrives.
 */
function useProgress(active: boolean) {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!active) return;
    setValue(10);
    const timer = setInterval(
      () => setValue((v) => (v < 90 ? v + Math.max(1, Math.round((90 - v) / 6)) : v)),
      120,
    );
    return () => clearInterval(timer);
  }, [active]);
  return value;
}

function ListingProgress({ active }: { active: boolean }) {
  const value = useProgress(active);
  if (!active) return null;
  return (
    <div className="mb-4 flex items-center gap-3">
      <div
        role="progressbar"
        aria-label="Loading products"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 flex-1 overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className="h-full bg-brand transition-[width] motion-reduce:transition-none"
          style={{ width: `${value}%` }}
        />
      </div>
      <span className="w-24 text-right text-sm text-neutral-700 tabular-nums">Loading {value}%</span>
    </div>
  );
}

const SKELETON_KEYS = Array.from({ length: PRODUCTS_PER_PAGE }, (_, i) => `skeleton-${i}`);

/** 12 placeholder cards in the shape of the real ones, so nothing jumps when they arrive. */
function SkeletonGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
      {SKELETON_KEYS.map((key) => (
        <li
          key={key}
          className="overflow-hidden rounded-lg border border-neutral-200 bg-white"
          data-testid="skeleton-card"
        >
          <SkeletonCardBody
            imageClass="animate-pulse motion-reduce:animate-none"
            bodyClass="p-4"
            bars={[
              'h-3 w-1/2 bg-neutral-200',
              'h-5 w-3/4 bg-neutral-200',
              'h-3 w-2/3 bg-neutral-200',
              'h-9 w-full bg-neutral-100',
            ]}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * What shows while the next listing page loads: only ever after a click, never on a first load,
 * so the listing fetches this code in idle time after the first interaction (products.tsx,
 * lazy-panel.tsx) and keeps it out of its first-load budget.
 */
export default function ListingLoading({ active = true }: { active?: boolean }) {
  return (
    <>
      <ListingProgress active={active} />
      <SkeletonGrid />
    </>
  );
}
