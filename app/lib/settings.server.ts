import type { WebServices } from '../../server/web-services';

// The site's theme from the public settings (what GET /api/public/settings returns).

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const CHARCOAL = '#1f2328';
const WHITE = '#ffffff';

/** #abc or #aabbcc as lower-case #aabbcc, or null for anything else (never trusted into CSS). */
function normalizeHex(value: unknown): string | null {
  if (typeof value !== 'string' || !HEX.test(value.trim())) return null;
  const hex = value.trim().slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

// WCAG 2 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** Text colour on the accent: charcoal (the design's dark-on-amber) unless white reads better. */
const inkOn = (brand: string) => (contrast(brand, CHARCOAL) >= contrast(brand, WHITE) ? CHARCOAL : WHITE);

export interface SiteTheme {
  /** Accent from Settings → Appearance, or null to keep the stylesheet's default amber. */
  brand: string | null;
  /** Readable text colour on the accent. */
  brandInk: string;
}

/** The theme from the public settings, for the root loader (one small query, two short strings). */
export async function siteTheme(services: WebServices): Promise<SiteTheme> {
  const brand = normalizeHex((await services.publicSettings()).primary_color);
  return { brand, brandInk: brand ? inkOn(brand) : CHARCOAL };
}
