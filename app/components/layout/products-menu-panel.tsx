import { ArrowRight, ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '#app/components/ui/button';
import { paths } from '#app/lib/paths';
import { useProductLines } from '#app/lib/product-lines';
import type { SiteData } from './site-data';

const ITEM =
  'flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-sm text-neutral-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand';
const ACTIVE = 'bg-neutral-100 font-semibold text-charcoal shadow-[inset_3px_0_0_var(--color-brand)]';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0 px-4 first:pl-0 last:pr-0">
      <p
        aria-hidden="true"
        className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-neutral-500"
      >
        {title}
      </p>
      <div className="max-h-80 overflow-y-auto">{children}</div>
    </div>
  );
}

const Hint = ({ children }: { children: ReactNode }) => (
  <p className="px-3 py-2 text-sm text-neutral-500">{children}</p>
);

/**
 * The brands' or a brand's categories' column: each a link to the products it filters, and
 * picked (the next column shows its contents) as the pointer or the focus reaches it.
 */
function PickList<T extends { id: number; name: string }>({
  label,
  items,
  picked,
  onPick,
  to,
  onNavigate,
}: {
  label: string;
  items: readonly T[];
  picked: number | undefined;
  onPick: (id: number) => void;
  to: (item: T) => string;
  onNavigate: () => void;
}) {
  return (
    <ul aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={to(item)}
            onClick={onNavigate}
            onPointerEnter={() => onPick(item.id)}
            onFocus={() => onPick(item.id)}
            className={`${ITEM} ${item.id === picked ? ACTIVE : ''}`}
          >
            {item.name}
            <ChevronRight className="h-4 w-4 shrink-0 text-neutral-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

interface Props {
  data: SiteData;
  onNavigate: () => void;
  /** Focus the first brand (the keyboard moved into the panel before it was drawn). */
  focusFirst?: boolean;
  /** Told when the panel is on screen and when it is gone. */
  onShown?: (shown: boolean) => void;
}

/** The three columns; hover or focus picks a brand and then a category, links carry the filters. */
export function ProductsMenuPanel({ data, onNavigate, focusFirst = false, onShown }: Props) {
  const root = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the panel appears and goes
  useEffect(() => {
    onShown?.(true);
    return () => onShown?.(false);
  }, []);
  useEffect(() => {
    if (focusFirst) root.current?.querySelector<HTMLAnchorElement>('a')?.focus();
  }, [focusFirst]);
  const first = data.brands[0];
  const [brandId, setBrandId] = useState<number | undefined>(first?.id);
  const [categoryId, setCategoryId] = useState<number | undefined>(
    first ? data.categories.find((c) => c.brand_id === first.id)?.id : undefined,
  );
  const brand = data.brands.find((b) => b.id === brandId);
  const categories = brand ? data.categories.filter((c) => c.brand_id === brand.id) : [];
  const category = categories.find((c) => c.id === categoryId);
  const lines = useProductLines();
  const products = category && lines ? lines.filter((p) => p.category_id === category.id) : [];

  const pickBrand = (id: number) => {
    if (id === brandId) return;
    setBrandId(id);
    setCategoryId(undefined);
  };

  return (
    <div ref={root} className="border-t border-neutral-200 bg-white text-charcoal shadow-xl">
      <div className="mx-auto max-w-7xl px-4 py-6">
        <div className="grid grid-cols-3 divide-x divide-neutral-200">
          <Column title="Brands">
            {data.brands.length === 0 ? (
              <Hint>Loading brands...</Hint>
            ) : (
              <PickList
                label="Brands"
                items={data.brands}
                picked={brandId}
                onPick={pickBrand}
                to={(b) => paths.products({ brand: b.name })}
                onNavigate={onNavigate}
              />
            )}
          </Column>
          <Column title="Categories">
            {!brand ? (
              <Hint>Hover over a brand to see categories</Hint>
            ) : categories.length === 0 ? (
              <Hint>No categories for {brand.name} yet.</Hint>
            ) : (
              <PickList
                label="Categories"
                items={categories}
                picked={categoryId}
                onPick={setCategoryId}
                to={(c) => paths.products({ brand: brand.name, category: c.name })}
                onNavigate={onNavigate}
              />
            )}
          </Column>
          <Column title="Products">
            {!brand || !category ? (
              <Hint>Select a category to see products</Hint>
            ) : lines === undefined ? (
              <Hint>Loading products...</Hint>
            ) : lines === null ? (
              <Hint>The products could not be loaded.</Hint>
            ) : products.length === 0 ? (
              <Hint>No products in {category.name} yet.</Hint>
            ) : (
              <ul aria-label="Products">
                {products.map((p) => (
                  <li key={p.id}>
                    <Link
                      to={paths.products({ brand: brand.name, category: category.name, product: p.name })}
                      onClick={onNavigate}
                      className={ITEM}
                    >
                      {p.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Column>
        </div>
        <div className="mt-6 flex items-center justify-between border-t border-neutral-200 pt-4">
          <p className="text-sm text-neutral-600">
            {`${data.brands.length} brands${lines ? ` · ${lines.length} product lines` : ''}`}
          </p>
          <Link to={paths.products()} onClick={onNavigate} className={buttonClass('dark')}>
            View All Products
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </div>
  );
}
