import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Field, Input, Options, Select } from '#app/components/ui/field';
import {
  type CategoryOption,
  categoryNames,
  type ListingQuery,
  type SortKey,
  sortOptions,
  withFilter,
} from '#app/lib/listing-query';
import type { SpecFacet, SpecScales } from '#app/lib/spec-view';
import { useTypedBeforeHydration } from '#app/lib/use-typed-before-hydration';
import { DEFAULT_SORT_KEY } from '#common/listing-order';
import { currencySymbol } from '#common/price-settings';
import type { Facets as Counts } from '#common/schemas/parameters';
import { PRICE_MAX, PRICE_MIN } from '#common/site-constants';
import type { PageProducts } from './facets';
import { usePriceSettings } from './price';
import type { SpecFilters } from './spec-filters';
import { DeferredSpecFilters } from './spec-filters-deferred';

// A closed select cannot wrap, so the sidebar (20rem) sets its names a step smaller on desktop to
// show them whole ("Hexalift Material Handling (12)"); the phone's drawer is wide enough at 16 px,
// which also keeps phones from zooming into the field.
const WHOLE_NAMES = 'lg:text-sm';

export interface Facets {
  brands: string[];
  categories: CategoryOption[];
  /** Product names of the chosen brand and category. */
  products: string[];
}

/** What the listing's loader counted for the address shown (docs/product.md §17). */
export interface ListingCounts {
  counts: Counts;
  scales: SpecScales;
  /** The branches the availability filter offers (docs/product.md §28 "Availability"). */
  branches?: { id: number; name: string }[];
  /** The Product choices for the address's brand and category (facets.ts). */
  products?: PageProducts;
}

interface FilterPanelProps {
  value: ListingQuery;
  facets: Facets;
  /** Brand and category counts, and the spec filters, for the category of the address shown. */
  listing: ListingCounts;
  /** `typing`: a number field changed, applied with the form rather than at once. */
  onChange: (next: ListingQuery, typing?: boolean) => void;
  /** The drawer also sorts by price (docs/product.md §2). */
  withSort?: boolean;
  /** In place of the spec filters: why the drawer cannot show its staged category's yet. */
  specNote?: string;
  /** The spec filters as the drawer draws them (at once); the sidebar's hydrate later. */
  Specs?: typeof SpecFilters;
}

/**
 * Brand, category, product, price range, spec filters (and sort in the drawer): one controlled
 * form body.
 */
export function FilterPanel({
  value,
  facets,
  listing,
  onChange,
  withSort = false,
  specNote,
  Specs = DeferredSpecFilters,
}: FilterPanelProps) {
  const pick = (field: FacetField) => (e: React.ChangeEvent<HTMLSelectElement>) =>
    onChange(withFilter(value, field, e.target.value, facets.categories));
  const counted = countsOf(listing.counts);
  const specFacets: SpecFacet[] = listing.counts.parameters;
  const brands = withOption(facets.brands, value.brand);
  const categories = withOption(categoryNames(facets.categories, value.brand), value.category);
  const products = withOption(facets.products, value.product);
  const canPickProduct = Boolean(value.brand || value.category);
  const { currency } = usePriceSettings();
  return (
    <div className="space-y-4">
      {withSort && (
        <Field label="Sort by">
          {(c) => (
            <Select
              {...c}
              value={value.sort ?? DEFAULT_SORT_KEY}
              onChange={(e) => onChange({ ...value, sort: e.target.value as SortKey, page: 1 })}
            >
              <Options options={sortOptions(specFacets)} />
            </Select>
          )}
        </Field>
      )}
      <FacetSelect field="brand" names={brands} current={value.brand} onPick={pick}>
        <Options options={brands.map((b) => ({ value: b, label: counted('brands', b) }))} />
      </FacetSelect>
      <FacetSelect field="category" names={categories} current={value.category} onPick={pick}>
        <Options options={categories.map((name) => ({ value: name, label: counted('categories', name) }))} />
      </FacetSelect>
      <FacetSelect
        field="product"
        names={products}
        current={value.product}
        onPick={pick}
        hint={canPickProduct ? undefined : 'Choose a brand or category first.'}
        disabled={!canPickProduct && !value.product}
      >
        {products.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </FacetSelect>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-charcoal">
          {`Price range (${currencySymbol(currency)})`}
        </legend>
        <div className="grid grid-cols-2 gap-3">
          <PriceInput
            label="Minimum price"
            name="min_price"
            value={value.minPrice}
            onChange={(minPrice) => onChange({ ...value, minPrice, page: 1 }, true)}
          />
          <PriceInput
            label="Maximum price"
            name="max_price"
            value={value.maxPrice}
            onChange={(maxPrice) => onChange({ ...value, maxPrice, page: 1 }, true)}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-charcoal">Availability</legend>
        <label className="flex min-h-11 items-center gap-2 text-base lg:text-sm">
          <input
            type="checkbox"
            name="in_stock"
            value="true"
            checked={value.inStock === true}
            onChange={(e) => onChange({ ...value, inStock: e.target.checked || undefined, page: 1 })}
            className="size-5 accent-charcoal"
          />
          In stock only
        </label>
        {listing.branches && listing.branches.length > 0 && (
          <Field label={<span className="font-normal text-neutral-700">Branch</span>}>
            {(c) => (
              <Select
                {...c}
                name="branch"
                value={value.branch ?? ''}
                onChange={(e) =>
                  onChange({ ...value, branch: e.target.value ? Number(e.target.value) : undefined, page: 1 })
                }
                className={WHOLE_NAMES}
              >
                <option value="">All branches</option>
                <Options options={(listing.branches ?? []).map((b) => ({ value: b.id, label: b.name }))} />
              </Select>
            )}
          </Field>
        )}
      </fieldset>
      {specNote ? (
        <p role="status" className="border-t border-neutral-200 pt-4 text-sm text-neutral-600">
          {specNote}
        </p>
      ) : (
        <Specs facets={specFacets} scales={listing.scales} value={value} onChange={onChange} />
      )}
    </div>
  );
}

type FacetField = 'brand' | 'category' | 'product';

const FACET_TEXTS: Record<FacetField, { label: string; all: string }> = {
  brand: { label: 'Brand', all: 'All brands' },
  category: { label: 'Category', all: 'All categories' },
  product: { label: 'Product', all: 'All products' },
};

/** The select of `field` (its name in the address too): "All …" for none, then the facet's `children`. */
function FacetSelect({
  field,
  names,
  current,
  onPick,
  hint,
  disabled,
  children,
}: {
  field: FacetField;
  /** The facet's names, in whose spelling `current` (the address's) is shown. */
  names: string[];
  current: string | undefined;
  onPick: (field: FacetField) => (e: React.ChangeEvent<HTMLSelectElement>) => void;
  hint?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Field label={FACET_TEXTS[field].label} hint={hint}>
      {(c) => (
        <Select
          {...c}
          name={field}
          value={canonical(names, current)}
          onChange={onPick(field)}
          className={WHOLE_NAMES}
          disabled={disabled}
        >
          <option value="">{FACET_TEXTS[field].all}</option>
          {children}
        </Select>
      )}
    </Field>
  );
}

/** "Norvane (12)": an option with the count the listing's facets give it, when they gave any. */
function countsOf(counts: Counts) {
  return (list: 'brands' | 'categories', name: string) => {
    if (counts[list].length === 0) return name;
    const n = counts[list].find((c) => c.name.toLowerCase() === name.toLowerCase())?.count ?? 0;
    return `${name} (${n})`;
  };
}

function PriceInput(props: { label: string; name: string; value: number; onChange: (v: number) => void }) {
  // The text is kept apart from the number so the field can be emptied while retyping.
  const fallback = props.name === 'min_price' ? PRICE_MIN : PRICE_MAX;
  const [text, setText] = useState(String(props.value));
  useEffect(() => {
    setText((t) => ((t === '' ? fallback : Number(t)) === props.value ? t : String(props.value)));
  }, [props.value, fallback]);
  const field = useRef<HTMLInputElement>(null);
  const change = (typed: string, n: number) => {
    setText(typed);
    props.onChange(Number.isFinite(n) ? Math.min(Math.max(n, PRICE_MIN), PRICE_MAX) : fallback);
  };
  useTypedBeforeHydration(field, (typed) => change(typed, field.current?.valueAsNumber ?? Number.NaN));
  return (
    <Field label={<span className="font-normal text-neutral-700">{props.label}</span>}>
      {(c) => (
        <Input
          {...c}
          type="number"
          name={props.name}
          inputMode="numeric"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={1000}
          ref={field}
          value={text}
          onChange={(e) => change(e.target.value, e.target.valueAsNumber)}
          className="tabular-nums"
        />
      )}
    </Field>
  );
}

/** The list's spelling of a value the address may carry in another case. */
function canonical(list: string[], current: string | undefined) {
  if (!current) return '';
  return list.find((x) => x.toLowerCase() === current.toLowerCase()) ?? current;
}

/** Keeps a value from the address selectable even if the facet list does not name it. */
function withOption(list: string[], current: string | undefined) {
  if (!current || list.some((x) => x.toLowerCase() === current.toLowerCase())) return list;
  return [current, ...list];
}
