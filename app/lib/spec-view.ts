import { type FigureParameter, showFigure } from '#common/figures';
import { formatDecimal } from '#common/number-format';
import type { NumericFacet, TextFacet } from '#common/schemas/parameters';
import type { SpecFilter } from '#common/spec-filters';

// How the listing shows its spec filters (docs/product.md §17). The address keeps bounds in the
// metric display unit; a visitor in imperial sees and types imperial numbers, converted with the
// one factor per parameter the page's loader sends (app/lib/unit-factors.server.ts), so the
// browser carries no units library. Typed numbers stay decimals in the display unit (9.5 ft); what
// is read back (chips, the available range) follows the figures rule of common/figures.ts (9′ 6″).

/** How to show and read one numeric filter in the visitor's units. */
export interface SpecScale {
  /** Imperial display units per metric display unit. */
  factor: number;
  decimals: number;
  /** The parameter, for the figures rule. */
  figure: FigureParameter;
}
export type SpecScales = Record<string, SpecScale>;
export type SpecFacet = NumericFacet | TextFacet;

/** Whether a facet is a number range (common/schemas/parameters.ts holds zod: not imported here). */
export const isNumericFacet = (f: SpecFacet): f is NumericFacet => 'min' in f;

/** "12,500", "0.75": a figure as the site writes it (common/number-format.ts, no Intl). */
export const formatNumber = (n: number) => formatDecimal(n, 6);

/** A bound from the address (metric) in the visitor's units. */
export function shownBound(v: number | undefined, scale?: SpecScale): number | undefined {
  if (v === undefined || !scale) return v;
  const f = 10 ** scale.decimals;
  return Math.round(v * scale.factor * f) / f;
}

/** A number the visitor typed, as the address keeps it: metric, to six significant figures. */
export const typedBound = (n: number, scale?: SpecScale) =>
  scale ? Number((n / scale.factor).toPrecision(6)) : n;

/** A range given in the imperial display unit as the figures rule shows it ("9′ 0″–12′ 6″"). */
export const imperialRangeText = (min: number, max: number, scale: SpecScale) =>
  showFigure(min, max, scale.figure, 'imperial');

/** "8,000–12,000 kg", "≥ 8,000 kg", "Tier 3, Tier 4": a filter as chips and notes say it. */
export function specFilterText(f: SpecFilter, unit: string, scale?: SpecScale): string {
  if (f.type === 'values') return f.values.join(', ');
  if (scale) {
    const shown = (v: number) => showFigure(v * scale.factor, v * scale.factor, scale.figure, 'imperial');
    if (f.min === undefined) return `≤ ${shown(f.max ?? 0)}`;
    if (f.max === undefined) return `≥ ${shown(f.min)}`;
    return imperialRangeText(f.min * scale.factor, f.max * scale.factor, scale);
  }
  const u = unit ? ` ${unit}` : '';
  if (f.min === undefined) return `≤ ${formatNumber(f.max ?? 0)}${u}`;
  if (f.max === undefined) return `≥ ${formatNumber(f.min)}${u}`;
  return `${formatNumber(f.min)}–${formatNumber(f.max)}${u}`;
}
