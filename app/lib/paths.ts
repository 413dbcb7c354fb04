import type { ListingQuery } from '#common/schemas/listing-query';
import { PRICE_MAX, PRICE_MIN } from '#common/site-constants';

// Every path of the public site in one place: links never hand-type a URL (the admin's are in
// common/admin-paths.ts).

function withQuery(path: string, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
      params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Spec filters (docs/product.md §17) as writeSpecFilter (common/spec-filters.ts) writes them:
 * `spec.<key>=min..max` in metric units, or `=a,b`. Written again here because that module's
 * reader would ride along into every page's first load (paths.test.ts holds the two together).
 */
export const specParams = (q: Partial<ListingQuery>): [string, string][] =>
  q.spec?.map((f) => [
    `spec.${f.key}`,
    f.type === 'range' ? `${f.min ?? ''}..${f.max ?? ''}` : f.values.join(','),
  ]) ?? [];

/**
 * The listing's address for a state, the one way to write it (parseListingQuery reads it back);
 * defaults are left out so links stay short.
 */
function listing(q: Partial<ListingQuery> = {}) {
  const [sortBy, sortOrder] = q.sort?.split('-') ?? [];
  return withQuery('/products', {
    brand: q.brand,
    category: q.category,
    product: q.product,
    search: q.search,
    ...Object.fromEntries(specParams(q)),
    sort_by: sortBy,
    sort_order: sortOrder,
    min_price: q.minPrice !== undefined && q.minPrice > PRICE_MIN ? q.minPrice : undefined,
    max_price: q.maxPrice !== undefined && q.maxPrice < PRICE_MAX ? q.maxPrice : undefined,
    in_stock: q.inStock ? 'true' : undefined,
    branch: q.branch,
    page: q.page && q.page > 1 ? q.page : undefined,
  });
}

export const paths = {
  home: () => '/',
  about: () => '/about',
  services: () => '/services',
  news: () => '/news',
  /** `lookingFor`: a search that found nothing, to start the message form with (docs/product.md §2.9). */
  branches: () => '/branches',
  contact: (lookingFor?: string) =>
    lookingFor ? `${withQuery('/contact', { looking_for: lookingFor })}#contact-form-title` : '/contact',
  privacy: () => '/privacy',
  terms: () => '/terms',
  products: listing,
  product: (id: number | string) => `/products/${id}`,
  /** The quote list (docs/product.md §19); `items` a shared list as `12x2,40x1` (quote-share.ts). */
  /** After-sales requests (docs/product.md §30); `machine` a variant id the form starts with. */
  parts: (machine?: number) => (machine ? `/parts?machine=${machine}` : '/parts'),
  service: (machine?: number) => (machine ? `/service?machine=${machine}` : '/service'),
  quote: (items?: string) => (items ? `/quote?items=${items}` : '/quote'),
  login: () => '/login',
  register: () => '/register',
  sitemap: () => '/sitemap.xml',
};

/** The six quick links of the main nav and the footer. */
export const MAIN_LINKS = [
  { label: 'Home', to: paths.home() },
  { label: 'Products', to: paths.products() },
  { label: 'About', to: paths.about() },
  { label: 'Services', to: paths.services() },
  { label: 'News', to: paths.news() },
  { label: 'Contact', to: paths.contact() },
] as const;

/** The after-sales requests (docs/product.md §30), after the quick links in the footer. */
export const AFTER_SALES_LINKS = [
  { label: 'Order Parts', to: paths.parts() },
  { label: 'Book a Service', to: paths.service() },
] as const;
