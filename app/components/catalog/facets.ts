import { useMemo } from 'react';
import type { SiteData } from '#app/components/layout/site-data';
import { useSiteData } from '#app/components/layout/site-data';
import type { Facets } from './filter-panel';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Product names offered for a brand/category pair, from the layout's catalogue outline. */
function productNames(site: SiteData, brand?: string, category?: string): string[] {
  if (!brand && !category) return [];
  const brandIds = new Set(site.brands.filter((b) => !brand || same(b.name, brand)).map((b) => b.id));
  const categoryIds = new Set(
    site.categories.filter((c) => !category || same(c.name, category)).map((c) => c.id),
  );
  const names = site.products
    .filter((p) => brandIds.has(p.brand_id) && categoryIds.has(p.category_id))
    .map((p) => p.name);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

/**
 * The sidebar's options come from the outline the public layout already loaded with the document
 * (brands, categories with their brand, products), so the listing does not query them again.
 */
export function useFacets(brand?: string, category?: string): Facets {
  const site = useSiteData();
  return useMemo(() => {
    const brandNames = new Map(site.brands.map((b) => [b.id, b.name]));
    return {
      brands: site.brands.map((b) => b.name),
      categories: site.categories.map((c) => ({ name: c.name, brand: brandNames.get(c.brand_id) ?? '' })),
      products: productNames(site, brand, category),
    };
  }, [site, brand, category]);
}
