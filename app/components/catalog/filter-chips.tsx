import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icon';
import { clearedQuery, hasFilters, hasPriceFilter, type ListingQuery } from '#app/lib/listing-query';
import { paths } from '#app/lib/paths';
import { specFilterText } from '#app/lib/spec-view';
import { type Currency, formatPrice } from '#common/money';
import { PRICE_MAX, PRICE_MIN } from '#common/site-constants';
import type { ListingCounts } from './filter-panel';
import { usePriceSettings } from './price';

interface Chip {
  label: string;
  without: ListingQuery;
}

/** The chips of `q`; prices in the site's currency (docs/product.md §25.1). */
function chipsOf(q: ListingQuery, listing?: ListingCounts, currency?: Currency): Chip[] {
  const base = { ...q, page: 1 };
  const chips: Chip[] = [];
  if (q.brand) chips.push({ label: `Brand: ${q.brand}`, without: { ...base, brand: undefined } });
  // A product belongs to its category, so removing the category removes the product too.
  if (q.category)
    chips.push({
      label: `Category: ${q.category}`,
      without: { ...base, category: undefined, product: undefined },
    });
  if (q.product) chips.push({ label: `Product: ${q.product}`, without: { ...base, product: undefined } });
  if (q.search) chips.push({ label: `Search: "${q.search}"`, without: { ...base, search: undefined } });
  if (hasPriceFilter(q))
    chips.push({
      label: `Price: ${formatPrice(q.minPrice, currency)} – ${formatPrice(q.maxPrice, currency)}`,
      without: { ...base, minPrice: PRICE_MIN, maxPrice: PRICE_MAX },
    });
  if (q.inStock) chips.push({ label: 'In stock', without: { ...base, inStock: undefined } });
  if (q.branch) {
    const name = listing?.branches?.find((b) => b.id === q.branch)?.name ?? `#${q.branch}`;
    chips.push({ label: `Branch: ${name}`, without: { ...base, branch: undefined } });
  }
  // "Operating mass: 8,000–12,000 kg", in the visitor's units (docs/product.md §17).
  for (const f of q.spec ?? []) {
    const facet = listing?.counts.parameters.find((p) => p.key === f.key);
    const unit = (facet && 'unit' in facet && facet.unit) || '';
    const spec = q.spec?.filter((other) => other !== f);
    chips.push({
      label: `${facet?.name ?? f.key}: ${specFilterText(f, unit, listing?.scales[f.key])}`,
      without: { ...base, spec: spec?.length ? spec : undefined },
    });
  }
  return chips;
}

/** Removable chips for every active filter, as links (they work before hydration too). */
export function FilterChips({ query, listing }: { query: ListingQuery; listing: ListingCounts }) {
  const { currency } = usePriceSettings();
  if (!hasFilters(query)) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2" aria-label="Active filters">
        {chipsOf(query, listing, currency).map((chip) => (
          <li key={chip.label}>
            <Link
              to={paths.products(chip.without)}
              aria-label={`Remove filter ${chip.label}`}
              className="inline-flex items-center gap-1.5 rounded-full border border-neutral-300 bg-white py-1 pr-2 pl-3 text-sm hover:border-charcoal focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {chip.label}
              <Icon name="x" className="size-3.5" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={paths.products(clearedQuery(query))}
        className="rounded px-1 text-sm font-semibold underline underline-offset-4 hover:text-neutral-700 focus-visible:outline-2 focus-visible:outline-brand"
      >
        Clear All Filters
      </Link>
    </div>
  );
}

/** docs/product.md §2: "Filtered by Brand: x, Category: y, Product: z" (only the parts that are set). */
export function filterSummary(q: ListingQuery): string | null {
  const parts = [
    q.brand && `Brand: ${q.brand}`,
    q.category && `Category: ${q.category}`,
    q.product && `Product: ${q.product}`,
  ].filter(Boolean);
  return parts.length > 0 ? `Filtered by ${parts.join(', ')}` : null;
}

export const activeFilterCount = (q: ListingQuery) => chipsOf(q).length;
