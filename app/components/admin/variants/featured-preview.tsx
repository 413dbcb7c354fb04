import { AlertTriangle, Star } from 'lucide-react';
import { useId } from 'react';
import { MAX_FEATURED_PARAMETERS } from '#common/constants';
import { FEATURED_LIMIT_MESSAGE } from '#common/variant-fields';

// "Featured Parameters Preview" (docs/product.md §4): the chosen specifications as product cards show them.

export function FeaturedPreview({
  entries,
  warning,
}: {
  entries: { key: string; value: string }[];
  /** Someone tried to feature a fourth one. */
  warning: boolean;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-4 rounded-md border border-neutral-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold text-charcoal">
          Featured Parameters Preview
        </h3>
        <p className="text-sm font-medium text-neutral-700 tabular-nums">
          {entries.length}/{MAX_FEATURED_PARAMETERS} selected
        </p>
      </div>
      <p className="mt-1 text-sm text-neutral-600">
        Featured parameters appear on product cards and in the highlighted band of the product page.
      </p>
      {entries.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {entries.map((entry) => (
            <li
              key={entry.key}
              className="inline-flex items-center gap-1.5 rounded-full bg-charcoal px-3 py-1 text-sm text-white"
            >
              <Star aria-hidden className="size-3.5 text-brand" />
              <span>
                {entry.key}: <span className="font-semibold">{entry.value}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-neutral-600">
          None selected. Tick Featured on up to {MAX_FEATURED_PARAMETERS} specifications.
        </p>
      )}
      <div role="alert" className="empty:hidden">
        {warning ? (
          <p className="mt-3 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
            {FEATURED_LIMIT_MESSAGE}
          </p>
        ) : null}
      </div>
    </section>
  );
}
