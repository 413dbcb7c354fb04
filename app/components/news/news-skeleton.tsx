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
          <div className="aspect-[4/3] bg-neutral-200" />
          <div className="space-y-3 p-5">
            <div className="h-3 w-1/2 rounded bg-neutral-200" />
            <div className="h-5 w-5/6 rounded bg-neutral-200" />
            <div className="h-3 w-full rounded bg-neutral-200" />
            <div className="h-3 w-2/3 rounded bg-neutral-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
