// The constants of docs/product.md §11 that the public pages read in the browser. Kept apart from
// constants.ts, which re-exports them for the server and the back office: a module the public
// layout imports is part of every page's first load with every export anyone uses
// (vite.config.ts, rule 2), so a back-office limit added there would weigh on every page.
// Public pages import from here; everything else keeps importing '#common/constants'.

export const API_TIMEOUT_MS = 10_000;
export const STORAGE_KEYS = { token: 'token', user: 'user' } as const;

export const HERO_ROTATION_MS = 7000;
export const HEADER_FIXED_AFTER_PX = 100;
export const SCROLL_TOP_AFTER_PX = 200;
export const DROPDOWN_CLOSE_DELAY_MS = 150;
export const FOOTER_BRANDS = 6;
export const FOOTER_CATEGORIES = 6;

export const PRODUCTS_PER_PAGE = 12;
/** Articles on a page of the public news list (docs/product.md). */
export const NEWS_PER_PAGE = 9;
export const PUBLIC_PAGER_BUTTONS = 7;

export const PRICE_MIN = 0;
export const PRICE_MAX = 1_000_000;

export const GALLERY_THUMBNAILS = 4;

export const EXCERPT_MIN_LENGTH = 50;
export const EXCERPT_FALLBACK_LENGTH = 150;
export const FEATURED_EXCERPT_FALLBACK_LENGTH = 200;

export const NEWS_CATEGORIES = [
  'Technology',
  'Equipment',
  'Safety',
  'Sustainability',
  'Business',
  'Training',
  'Partnership',
  'Success Stories',
  'Product Launch',
  'Company News',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** The comparison and the quote list (docs/product.md §18, §19): read by their pages and buttons. */
export const MAX_COMPARED = 4;
export const QUOTE_LIST_MAX_ITEMS = 20;
export const QUOTE_LIST_MAX_QUANTITY = 999;
export const QUOTE_LIST_NOTE_MAX = 500;

/** A Philippine mobile number's digits (common/phone.ts): public forms and branch phones read it. */
export const PHONE_DIGITS = 11;

/** Picture types an upload takes, the after-sales forms' photos included (docs/product.md §30). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
