import { AlertTriangle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { errorMessage, useAdminMutation, useAdminQuery } from '#app/components/admin/admin-api';
import { ReadOnlyFields } from '#app/components/admin/editor-form';
import { toggleFeatured } from '#app/components/admin/hero/hero-selection';
import { ProductCard } from '#app/components/admin/hero/product-card';
import { SelectedOrder } from '#app/components/admin/hero/selected-order';
import { SearchField } from '#app/components/admin/list-controls';
import { LoadFailure } from '#app/components/admin/list-failure';
import { StatusBanner, useStatusMessage } from '#app/components/admin/status-message';
import { useReadOnly } from '#app/components/admin/use-can';
import { Button } from '#app/components/ui/button';
import { MAX_HERO_PRODUCTS, SUCCESS_ALERT_MS } from '#common/constants';
import { type AvailableProduct, HERO_MAX_MESSAGE } from '#common/schemas/hero';

// Featured Products for the home hero (docs/product.md §4): up to 5 catalogue items, in the order chosen.
// The carousel links to /products/{id}, a variant page, so the ids and the cards are variants
// (server/services/hero.ts). The action bar sticks to the bottom so Save is always at hand.

export default function AdminHeroSection() {
  const settings = useAdminQuery<{ data: { featured_product_ids: number[] } }>(
    ['hero-settings'],
    '/admin/hero-settings',
  );
  const available = useAdminQuery<{ data: AvailableProduct[] }>(
    ['hero-settings', 'available-products'],
    '/admin/hero-settings/available-products',
  );
  const save = useAdminMutation((ids: number[]) => ({
    path: '/admin/hero-settings',
    method: 'PUT',
    body: { featured_product_ids: ids },
  }));
  const status = useStatusMessage();
  // null until the admin changes something: until then the saved list is the selection.
  const [picked, setPicked] = useState<number[] | null>(null);
  const [refused, setRefused] = useState(false);
  const [search, setSearch] = useState('');

  const selected = picked ?? settings.data?.data.featured_product_ids ?? [];
  const products = available.data?.data ?? [];
  const byId = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);
  const term = search.trim().toLowerCase();
  const shown = term
    ? products.filter((p) => `${p.name} ${p.brand} ${p.category}`.toLowerCase().includes(term))
    : products;

  const toggle = (id: number) => {
    const next = toggleFeatured(selected, id);
    setRefused(next.refused);
    setPicked(next.ids);
  };
  const onSave = async () => {
    try {
      await save.mutateAsync(selected);
      status.show('success', 'Featured products updated successfully', SUCCESS_ALERT_MS);
    } catch (error) {
      status.show('error', errorMessage(error, 'Failed to save featured products'));
    }
  };

  // A role that may only read sees the choice without changing it (docs/product.md §23).
  const readOnly = useReadOnly();
  return (
    <section aria-labelledby="hero-heading" className="flex flex-col gap-6">
      <div className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="hero-heading" className="text-lg font-semibold text-charcoal">
          Home page carousel
        </h2>
        <p className="mt-1 mb-4 text-sm text-neutral-700">
          Choose up to {MAX_HERO_PRODUCTS} products. The carousel shows them in the order you pick them.
        </p>
        {settings.isError ? (
          <LoadFailure text="Failed to load hero settings" onRetry={() => void settings.refetch()} />
        ) : (
          <ReadOnlyFields>
            <SelectedOrder
              items={selected.map((id) => ({ id, name: byId.get(id)?.name ?? `Product ${id}` }))}
              onRemove={toggle}
            />
          </ReadOnlyFields>
        )}
      </div>

      <div>
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <SearchField label="Search products" value={search} onChange={setSearch} />
          {available.data ? (
            <p className="text-sm text-neutral-600">
              {shown.length} of {products.length} products
            </p>
          ) : null}
        </div>
        {available.isPending ? (
          <p className="py-10 text-center text-neutral-600">Loading products...</p>
        ) : shown.length === 0 ? (
          <p className="py-10 text-center text-neutral-600">No products found</p>
        ) : (
          <ReadOnlyFields>
            <ul
              aria-label="Available products"
              className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4"
            >
              {shown.map((product) => {
                const index = selected.indexOf(product.id);
                return (
                  <li key={product.id}>
                    <ProductCard
                      product={product}
                      position={index === -1 ? null : index + 1}
                      onToggle={() => toggle(product.id)}
                    />
                  </li>
                );
              })}
            </ul>
          </ReadOnlyFields>
        )}
      </div>

      {readOnly ? null : (
        <div className="sticky bottom-0 z-10 -mx-4 border-t border-neutral-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:-mx-6 sm:px-6">
          <div role="alert" className="empty:hidden">
            {refused ? (
              <p className="mb-3 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
                <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
                {HERO_MAX_MESSAGE}
              </p>
            ) : null}
          </div>
          <StatusBanner message={status.message} onDismiss={status.clear} />
          <div className="flex flex-wrap items-center gap-3">
            <p aria-live="polite" className="mr-auto text-sm font-semibold text-charcoal tabular-nums">
              {selected.length}/{MAX_HERO_PRODUCTS} selected
            </p>
            <Button
              variant="outline"
              className="text-charcoal"
              disabled={selected.length === 0 || save.isPending}
              onClick={() => {
                setPicked([]);
                setRefused(false);
              }}
            >
              Clear All
            </Button>
            <Button
              className="w-full sm:w-auto"
              onClick={onSave}
              disabled={save.isPending || !settings.data}
              aria-busy={save.isPending || undefined}
            >
              {save.isPending ? 'Saving...' : 'Save Featured Products'}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
