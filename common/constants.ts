// Business constants and limits of docs/product.md §11, shared by the server and the browser.
// Those the public pages read live in site-constants.ts (why: there), re-exported here.

export { ROLES } from './permissions';
export * from './site-constants';

export const MAX_PER_PAGE = 100;
export const MAX_ALL_PER_PAGE = 1000;
export const QUERY_STALE_MS = 5 * 60_000;
export const QUERY_CACHE_MS = 10 * 60_000;

export const ADMIN_PAGE_SIZES = [5, 10, 25, 50] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 10;
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

export const RELATED_PRODUCTS = 3;
/** Products side by side on the comparison (docs/product.md §18). */

export const MAX_FEATURED_PARAMETERS = 3;
export const MAX_HERO_PRODUCTS = 5;
export const MAX_VARIANT_IMAGES = 4;
export const MIN_PASSWORD_LENGTH = 8;

export const DEFAULT_READ_TIME = '5 min read';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FOLDERS = ['products', 'brands', 'categories', 'variants', 'news', 'branches'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export const ADMIN_MESSAGE_MS = 5000;
export const SUCCESS_ALERT_MS = 2000;
export const SETTINGS_BANNER_MS = 3000;

export const DEFAULT_TECH_GROUP = 'Specifications';
export const NEW_VARIANT_GROUPS = ['Main Dimensions', 'Specifications'] as const;

export const SETTING_GROUPS = [
  'general',
  'contact',
  'social',
  'appearance',
  'cloudinary',
  'hero',
  'financing',
  'leads',
  'security',
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];
export const SETTING_TYPES = ['color', 'boolean', 'number', 'text'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

export { LEAD_KINDS, type LeadKind } from './lead-kinds';

/** The quote list (docs/product.md §19): machines per list, units per machine, note length. */
export const BUYER_TYPES = ['company', 'government', 'contractor', 'individual'] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];
export const QUOTE_INTENTS = ['buy', 'rent', 'finance'] as const;
export type QuoteIntent = (typeof QUOTE_INTENTS)[number];

export const DEFAULT_DASHBOARD_MESSAGE = 'Welcome to Admin Dashboard';
