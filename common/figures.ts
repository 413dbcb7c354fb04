import type { QuantityKind, UnitSystem } from './quantity-kinds';
import { unitLabel } from './unit-label';

// How a specification figure is shown (docs/product.md §17): the one rounding rule per quantity
// kind that product pages, the compare table, the PDFs and the listing's filters all print with.
// - Metric: the parameter's decimals in its metric unit, as the catalogue publishes it.
// - Imperial, a conversion: as IMPERIAL_RULE says for its kind. A length in feet or inches reads
//   one way: feet and inches to the nearest inch from a foot up (9′ 5″), as US brochures and
//   clearance signs print it, and inches below a foot (1.02 in), so a table never mixes 28′ 7″
//   with 118.11 in.
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

/** Inches to "9′ 5″", to the nearest inch. */
function feetAndInches(inchesIn: number): string {
  const inches = Math.round(Math.abs(inchesIn));
  const sign = inchesIn < 0 && inches > 0 ? '-' : '';
  return `${sign}${grouped(String(Math.floor(inches / 12)))}′ ${inches % 12}″`;
}

/** Inches in a display unit of a length that reads in feet and inches (others: mi, yd). */
const INCHES_PER: Record<string, number> = { ft: 12, in: 1 };

/** Whether `units` shows the parameter in feet and inches, which carry their own marks. */
const inFeet = (p: FigureParameter, units: UnitSystem) => {
  const unit = figureUnit(p, units);
  return (
    units === 'imperial' &&
    p.kind === 'length' &&
    unit !== null &&
    unit in INCHES_PER &&
    !(p.metricUnit && p.metricUnit in INCHES_PER)
  );
};

/**
 * A length in `unit` (ft or in) as it reads: "9′ 5″" from a foot up; below it, inches to three
 * significant figures, no finer than the metric figure's step (26 mm → 1.02 in, 300 mm → 11.8 in).
 */
function lengthFigure(n: number, p: FigureParameter, unit: string): { text: string; inches: boolean } {
  const inches = n * INCHES_PER[unit];
  const perMetric = (p.imperialPerMetric ?? 0) * INCHES_PER[unit];
  const step = perMetric ? stepDecimals({ ...p, imperialPerMetric: perMetric }, 'in') : 1;
  const figures = inches === 0 ? step : 2 - Math.floor(Math.log10(Math.abs(inches)));
  const decimals = Math.min(step, figures);
  const rounded = roundTo(inches, decimals);
  if (Math.abs(rounded) >= 12) return { text: feetAndInches(inches), inches: false };
  return { text: plainFigure(rounded, Math.max(0, decimals)), inches: true };
}

/** A number in the display unit of `units` as the rule shows it, without its unit. */
function figureNumber(n: number, p: FigureParameter, units: UnitSystem): string {
  const unit = figureUnit(p, units);
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
  if (unit && inFeet(p, units)) {
    const [a, b] = [lengthFigure(lo, p, unit), lengthFigure(hi, p, unit)];
    const mark = (f: typeof a) => (f.inches ? `${f.text} in` : f.text);
    if (a.text === b.text && a.inches === b.inches) return mark(a);
    return a.inches && b.inches ? `${a.text}–${b.text} in` : `${mark(a)}–${mark(b)}`;
  }
  const a = figureNumber(lo, p, units);
  const b = figureNumber(hi, p, units);
  const value = a === b ? a : `${a}–${b}`;
  return unit ? `${value} ${unitLabel(unit)}` : value;
}
