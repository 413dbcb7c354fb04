import type { UnitSystem } from './quantity-kinds';

// The visitor's unit system (docs/product.md §17), remembered in a cookie so the server renders
// the chosen units from the first byte. Read here for the page loaders and the kept-response
// cache's key alike, and written by the units switch (with JavaScript) and the /units action
// (without): one name and one set of attributes. Client-safe and tiny: it ships in every page.

const UNITS_COOKIE = 'units';

/** The system a Cookie header names; anything else (none, a typo, a forged value) is metric. */
export function unitsOf(cookie: string | null | undefined): UnitSystem {
  return /(?:^|;\s*)units=imperial(?:;|$)/.test(cookie ?? '') ? 'imperial' : 'metric';
}

/** The Set-Cookie value (or document.cookie assignment): a year, the whole site, SameSite=Lax. */
export const unitsCookie = (units: UnitSystem) =>
  `${UNITS_COOKIE}=${units}; Max-Age=31536000; Path=/; SameSite=Lax`;
