import { useMemo } from 'react';
import type { NavBrand, NavCategory, SiteData } from '#app/components/layout/site-data';
import { useSiteData } from '#app/components/layout/site-data';
import { byName } from '#app/lib/by-name';
import { type ProductLine, useProductLines } from '#app/lib/product-lines';
import type { Facets } from './filter-panel';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const sameChoice = (a?: string, b?: string) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** The Product choices the listing's loader drew for the brand and category of its address. */
export interface PageProducts {
  brand?: string;
  category?: string;
  names: string[];
}

interface Outline {
  brands: NavBrand[];
  categories: NavCategory[];
}

/** Product names offered for a brand/category pair, by name. */
export function productNames(
  outline: Outline,
  lines: ProductLine[],
  brand?: string,
  category?: string,
): string[] {
  if (!brand && !category) return [];
  const brandIds = new Set(outline.brands.filter((b) => !brand || same(b.name, brand)).map((b) => b.id));
  const categoryIds = new Set(
    outline.categories.filter((c) => !category || same(c.name, category)).map((c) => c.id),
  );
  const names = lines
    .filter((p) => brandIds.has(p.brand_id) && categoryIds.has(p.category_id))
    .map((p) => p.name);
  return [...new Set(names)].sort(byName);
}

/**
 * The filters' options: brands and categories from the outline the public layout loaded with the
 * document; the Product choices for the address shown from the listing's loader (`page`), for
 * another brand or category staged in the browser from the product lines read then
 * (app/lib/product-lines.ts), so no page carries every product line.
 */
export function useFacets(brand?: string, category?: string, page?: PageProducts): Facets {
  const site: SiteData = useSiteData();
  const fromPage =
    page && sameChoice(page.brand, brand) && sameChoice(page.category, category) ? page : undefined;
  const lines = useProductLines(Boolean(brand || category) && !fromPage);
  return useMemo(() => {
    const brandNames = new Map(site.brands.map((b) => [b.id, b.name]));
    return {
      brands: site.brands.map((b) => b.name),
      categories: site.categories.map((c) => ({ name: c.name, brand: brandNames.get(c.brand_id) ?? '' })),
      products: fromPage ? fromPage.names : lines ? productNames(site, lines, brand, category) : [],
    };
  }, [site, brand, category, fromPage, lines]);
}
