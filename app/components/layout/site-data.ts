import { useRouteLoaderData } from 'react-router';
import { defaultPromisedHours, type LeadKind, SALES_KINDS } from '#common/lead-kinds';
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
  /** Street, city, postal code and country joined: the one form of the address the pages draw. */
  fullAddress: string;
  businessHours: string;
  mapEmbedUrl: string;
  social: SocialLinks;
  showFloatingSocial: boolean;
  legalText: string;
  /** Each kind of request's promised answer, in hours: its response target (docs/product.md §24). */
  responseHours: Record<LeadKind, number>;
  /**
   * The public settings read by key in the browser (the price's currency and VAT, the impact
   * figures): only those, so every page does not carry every setting (layout.server.ts).
   */
  raw: Record<string, string | number | boolean>;
}

export interface NavBrand {
  id: number;
  name: string;
}
export interface NavCategory {
  id: number;
  name: string;
  brand_id: number;
}

export interface SiteData {
  settings: SiteSettings;
  /** Active brands, by name. */
  brands: NavBrand[];
  /** Active categories of active brands, by name. */
  categories: NavCategory[];
  /** The branches' names for the footer (docs/product.md §28), by region. */
  branches: { name: string; slug: string }[];
  /** The visitor's unit system, from the `units` cookie (docs/product.md §17). */
  units: UnitSystem;
}

/** The layout's data; every public route renders inside the layout, so it is always there. */
export function useSiteData(): SiteData {
  const data = useRouteLoaderData('routes/public/layout') as SiteData | undefined;
  if (!data) throw new Error('useSiteData() must be used inside the public layout');
  return data;
}

/**
 * The hours a form promises an answer in ("within 24 hours"), as the lead desk's response targets
 * give them; the defaults where no public layout is around (a form rendered on its own).
 */
export function useResponseHours(): (kind: LeadKind) => number {
  const data = useRouteLoaderData('routes/public/layout') as SiteData | undefined;
  return (kind) => data?.settings.responseHours?.[kind] ?? defaultPromisedHours(kind);
}

/** useResponseHours for a route's `meta`, which cannot call hooks: read from its `matches`. */
export function responseHoursIn(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  kind: LeadKind,
) {
  const layout = matches.find((m) => m?.id === 'routes/public/layout')?.data as SiteData | undefined;
  return layout?.settings.responseHours?.[kind] ?? defaultPromisedHours(kind);
}

/** The promise "every quote request and inquiry answered within N hours" can keep: the slowest one. */
export function useAnswerHours(): number {
  const hours = useResponseHours();
  return Math.max(...SALES_KINDS.map(hours));
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
