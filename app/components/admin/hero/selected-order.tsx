import { XButton } from '#app/components/admin/x-button';

// The chosen products in carousel order (1..5), each with a way to take it out again — the cards
// of a long catalogue may be scrolled away or filtered out by the search.

export function SelectedOrder({
  items,
  onRemove,
}: {
  items: { id: number; name: string }[];
  onRemove: (id: number) => void;
}) {
  if (items.length === 0)
    return (
      <p className="text-sm text-neutral-600">No products selected yet. Click a product below to add it.</p>
    );
  return (
    <ol aria-label="Carousel order" className="flex flex-wrap gap-2">
      {items.map((item, i) => (
        <li
          key={item.id}
          className="inline-flex max-w-full items-center gap-2 rounded-full border border-neutral-300 bg-white py-1 pr-1 pl-1 text-sm"
        >
          <span
            aria-hidden
            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-bold text-brand-ink"
          >
            {i + 1}
          </span>
          <span className="truncate font-medium text-charcoal">{item.name}</span>
          <XButton
            label={`Remove ${item.name}`}
            onClick={() => onRemove(item.id)}
            className="rounded-full p-1 text-neutral-600 hover:bg-neutral-100 hover:text-charcoal focus-visible:outline-2 focus-visible:outline-brand"
          />
        </li>
      ))}
    </ol>
  );
}
