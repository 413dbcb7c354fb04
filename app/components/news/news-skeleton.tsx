import { SkeletonCardBody } from '#app/components/skeleton-card';

const SLOTS = Array.from({ length: 12 }, (_, i) => `slot-${i + 1}`);

// docs/product.md §2: twelve placeholders while the next list loads, shaped like the cards they replace.
export function NewsSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-skeleton">
      {SLOTS.map((slot) => (
        <li
          key={slot}
          className="animate-pulse overflow-hidden rounded-lg border border-neutral-200 bg-white"
        >
          <SkeletonCardBody
            bodyClass="p-5"
            bars={[
              'h-3 w-1/2 bg-neutral-200',
              'h-5 w-5/6 bg-neutral-200',
              'h-3 w-full bg-neutral-200',
              'h-3 w-2/3 bg-neutral-200',
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
