import { useCatalogLists } from '#app/components/admin/use-catalog-lists';
import type { Product } from '#common/schemas/product';

export interface Option {
  id: number;
  label: string;
}

/**
 * Brand and category choices of the product editor (docs/product.md §5): active ones only, categories of the
 * chosen brand. The product's own brand and category stay offered when they were deactivated since,
 * so opening an old product does not silently change it.
 */
export function useProductOptions(product: Product | null) {
  const { brands, categories } = useCatalogLists();
  const label = (record: { name: string; is_active: boolean }) =>
    record.is_active ? record.name : `${record.name} (inactive)`;

  const brandOptions: Option[] = (brands.data?.data ?? [])
    .filter((b) => b.is_active || b.id === product?.brand_id)
    .map((b) => ({ id: b.id, label: label(b) }));

  const categoriesOf = (brandId: number | null): Option[] =>
    brandId === null
      ? []
      : (categories.data?.data ?? [])
          .filter((c) => c.brand_id === brandId && (c.is_active || c.id === product?.category_id))
          .map((c) => ({ id: c.id, label: label(c) }));

  return {
    brands: brandOptions,
    categoriesOf,
    loading: brands.isPending || categories.isPending,
    failed: brands.isError || categories.isError,
  };
}
