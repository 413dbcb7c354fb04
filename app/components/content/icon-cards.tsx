import type { LucideIcon } from 'lucide-react';

export interface IconCardItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A grid of short cards, each an icon, an h3 and one or two sentences (services, goals). */
export function IconCards({
  items,
  numbered = false,
  label,
}: {
  items: readonly IconCardItem[];
  numbered?: boolean;
  /** Accessible name of the list, e.g. "After-sales support". */
  label: string;
}) {
  return (
    <ul aria-label={label} className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
      {items.map(({ icon: Icon, title, text }, i) => (
        <li
          key={title}
          className="flex flex-col rounded-lg border border-neutral-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
        >
          <div className="flex items-center justify-between">
            <span className="flex h-12 w-12 items-center justify-center rounded-md bg-charcoal text-brand">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            {numbered && (
              <span className="text-2xl font-semibold tabular-nums text-neutral-300" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
            )}
          </div>
          <h3 className="mt-5 text-lg font-semibold text-charcoal">{title}</h3>
          <p className="mt-2 text-base text-neutral-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
