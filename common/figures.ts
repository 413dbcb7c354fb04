import type { QuantityKind, UnitSystem } from './quantity-kinds';
import { unitLabel } from './unit-label';

// How a specification figure is shown (docs/product.md §17): the one rounding rule per quantity
// kind that product pages, the compare table, the PDFs and the listing's filters all print with.
// - Metric: the parameter's decimals in its metric unit, as the catalogue publishes it.
// - Imperial, a conversion: as IMPERIAL_RULE says for its kind. A length in feet is feet and
//   inches to the nearest inch (9′ 5″), as US brochures and clearance signs print it.
// Client-safe and table-free: a conversion's step comes with the parameter (`imperialPerMetric`,
// from unit-factors.ts on the server, from the loader's scale in the browser), so the listing's
// first load carries no table of units.

/** What the rule needs of a dictionary parameter. */
export interface FigureParameter {
  kind: QuantityKind;
  metricUnit: string | null;
  imperialUnit: string | null;
  decimals: number;
  /** Imperial display units per metric display unit (unit-factors.ts `withFactor`). */
  imperialPerMetric?: number;
}

/**
 * How an imperial conversion is rounded, per kind: to significant figures (pressures and forces
 * are measured to about three), to the step of the metric figure (a 26 mm rope is 1.02 in, a
 * 6.7 L engine 409 in³), or, for every other kind, to the parameter's decimals.
 */
const IMPERIAL_RULE: Partial<Record<QuantityKind, { figures: number } | 'metric-step'>> = {
  pressure: { figures: 3 },
  force: { figures: 3 },
  torque: { figures: 3 },
  length: 'metric-step',
  volume: 'metric-step',
};

export const figureUnit = (p: FigureParameter, units: UnitSystem) =>
  units === 'imperial' ? (p.imperialUnit ?? p.metricUnit) : p.metricUnit;

const clampDecimals = (d: number) => Math.max(0, Math.min(10, Math.trunc(d)));

/** Decimals of `unit` that keep the precision the parameter has in its metric unit. */
function stepDecimals(p: FigureParameter, unit: string | null): number {
  const factor = p.imperialPerMetric;
  if (!factor || unit === p.metricUnit) return clampDecimals(p.decimals);
  const step = 10 ** -p.decimals * factor;
  return clampDecimals(Math.ceil(-Math.log10(step) - 1e-9));
}

/** `n` rounded to `decimals` (negative: to tens, hundreds…), free of float noise. */
function roundTo(n: number, decimals: number): number {
  const f = 10 ** Math.abs(decimals);
  const r = decimals >= 0 ? Math.round(Math.abs(n) * f) / f : Math.round(Math.abs(n) / f) * f;
  return Math.sign(n) * Number(r.toPrecision(15)) + 0;
}

const grouped = (int: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "12,500", "1.57": `n` at most `decimals` places, trailing zeros dropped, thousands grouped. */
export function plainFigure(n: number, decimals: number): string {
  if (!Number.isFinite(n)) return String(n);
  const d = clampDecimals(decimals);
  let fixed = Math.abs(n) >= 1e21 ? String(n) : n.toFixed(d);
  if (fixed.includes('.')) fixed = fixed.replace(/\.?0+$/, '');
  if (/^-0$/.test(fixed)) fixed = '0';
  const [int, frac] = fixed.replace('-', '').split('.');
  return `${fixed.startsWith('-') ? '-' : ''}${grouped(int)}${frac ? `.${frac}` : ''}`;
}

/** Feet to "9′ 5″", to the nearest inch. */
function feetAndInches(feet: number): string {
  const inches = Math.round(Math.abs(feet) * 12);
  const sign = feet < 0 && inches > 0 ? '-' : '';
  return `${sign}${grouped(String(Math.floor(inches / 12)))}′ ${inches % 12}″`;
}

/** Whether `units` shows the parameter in feet and inches, which carry their own marks. */
const inFeet = (p: FigureParameter, units: UnitSystem) =>
  units === 'imperial' && p.kind === 'length' && figureUnit(p, units) === 'ft' && p.metricUnit !== 'ft';

/** A number in the display unit of `units` as the rule shows it, without its unit. */
function figureNumber(n: number, p: FigureParameter, units: UnitSystem): string {
  const unit = figureUnit(p, units);
  if (inFeet(p, units)) return feetAndInches(n);
  if (units === 'metric' || unit === p.metricUnit) return plainFigure(n, p.decimals);
  const rule = IMPERIAL_RULE[p.kind];
  if (rule === 'metric-step') return plainFigure(n, stepDecimals(p, unit));
  let decimals = clampDecimals(p.decimals);
  if (rule && n !== 0) {
    decimals = Math.min(decimals, rule.figures - 1 - Math.floor(Math.log10(Math.abs(n))));
  }
  return plainFigure(roundTo(n, decimals), Math.max(0, decimals));
}

/** "9′ 0″", "4,970 psi", "12.5–13 t": a figure (or range) given in the display unit of `units`. */
export function showFigure(lo: number, hi: number, p: FigureParameter, units: UnitSystem): string {
  const unit = figureUnit(p, units);
  const a = figureNumber(lo, p, units);
  const b = figureNumber(hi, p, units);
  const value = a === b ? a : `${a}–${b}`;
  return !unit || inFeet(p, units) ? value : `${value} ${unitLabel(unit)}`;
}
