import type { NumericFacet, TextFacet } from '#common/schemas/parameters';
import type { SpecFilter } from '#common/spec-filters';

// How the listing shows its spec filters (docs/product.md §17). The address keeps bounds in the
// metric display unit; a visitor in imperial sees and types imperial numbers, converted with the
// one factor per parameter the page's loader sends (app/lib/unit-factors.server.ts), so the
// browser carries no units library.

/** How to show and read one numeric filter in the visitor's units. */
export interface SpecScale {
  /** Imperial display units per metric display unit. */
  factor: number;
  decimals: number;
}
export type SpecScales = Record<string, SpecScale>;
export type SpecFacet = NumericFacet | TextFacet;

/** Whether a facet is a number range (common/schemas/parameters.ts holds zod: not imported here). */
export const isNumericFacet = (f: SpecFacet): f is NumericFacet => 'min' in f;

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
export const formatNumber = (n: number) => numberFormat.format(n);

/** A bound from the address (metric) in the visitor's units. */
export function shownBound(v: number | undefined, scale?: SpecScale): number | undefined {
  if (v === undefined || !scale) return v;
  const f = 10 ** scale.decimals;
  return Math.round(v * scale.factor * f) / f;
}

/** A number the visitor typed, as the address keeps it: metric, to six significant figures. */
export const typedBound = (n: number, scale?: SpecScale) =>
  scale ? Number((n / scale.factor).toPrecision(6)) : n;

/** "8,000–12,000 kg", "≥ 8,000 kg", "Tier 3, Tier 4": a filter as chips and notes say it. */
export function specFilterText(f: SpecFilter, unit: string, scale?: SpecScale): string {
  if (f.type === 'values') return f.values.join(', ');
  const [min, max] = [shownBound(f.min, scale), shownBound(f.max, scale)];
  const u = unit ? ` ${unit}` : '';
  if (min === undefined) return `≤ ${formatNumber(max ?? 0)}${u}`;
  if (max === undefined) return `≥ ${formatNumber(min)}${u}`;
  return `${formatNumber(min)}–${formatNumber(max)}${u}`;
}
