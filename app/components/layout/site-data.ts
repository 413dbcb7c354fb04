import { useRouteLoaderData } from 'react-router';
import type { UnitSystem } from '#common/quantity-kinds';

// What the public layout loads once per document and every public page can read without
// re-querying: company settings plus the catalogue outline for the dropdown and footer.

export interface SocialLinks {
  facebook: string;
  instagram: string;
  youtube: string;
  twitter: string;
  linkedin: string;
}

export interface SiteSettings {
  siteName: string;
  tagline: string;
  description: string;
  foundedYear: string;
  phone: string;
  email: string;
  /** Street address only; `fullAddress` joins street, city, postal code and country. */
  address: string;
  city: string;
  country: string;
  postal: string;
  fullAddress: string;
  businessHours: string;
  mapEmbedUrl: string;
  social: SocialLinks;
  primaryColor: string;
  showFloatingSocial: boolean;
  legalText: string;
  /**
   * The public settings read by key in the browser (the price's currency and VAT, the impact
   * figures): only those, so every page does not carry every setting (layout.server.ts).
   */
  raw: Record<string, string | number | boolean>;
}

interface NavBrand {
  id: number;
  name: string;
}
export interface NavCategory {
  id: number;
  name: string;
  brand_id: number;
}
interface NavProduct {
  id: number;
  name: string;
  brand_id: number;
  category_id: number;
}

export interface SiteData {
  settings: SiteSettings;
  /** Active brands, by name. */
  brands: NavBrand[];
  /** Active categories of active brands, by name. */
  categories: NavCategory[];
  /** Products of active brands and categories, by name. */
  products: NavProduct[];
  /** The visitor's unit system, from the `units` cookie (docs/product.md §17). */
  units: UnitSystem;
}

/** The layout's data; every public route renders inside the layout, so it is always there. */
export function useSiteData(): SiteData {
  const data = useRouteLoaderData('routes/public/layout') as SiteData | undefined;
  if (!data) throw new Error('useSiteData() must be used inside the public layout');
  return data;
}

/** First `limit` distinct category names, in list order (the same name can exist under two brands). */
export function uniqueCategoryNames(categories: NavCategory[], limit = Number.POSITIVE_INFINITY): string[] {
  const names: string[] = [];
  for (const c of categories) {
    if (names.length >= limit) break;
    if (!names.includes(c.name)) names.push(c.name);
  }
  return names;
}
