import { describe, expect, it } from 'vitest';
import { type FigureParameter, showFigure } from './figures';
import { SI_PER_UNIT, withFactor } from './unit-factors';

// The one rounding rule per quantity kind (docs/product.md §17), from SI as the pages store it.
const fromSi = (si: number, unit: string) => si / SI_PER_UNIT[unit];
const show = (si: number, p: FigureParameter, units: 'metric' | 'imperial', siMax = si) => {
  const unit = (units === 'imperial' ? (p.imperialUnit ?? p.metricUnit) : p.metricUnit) ?? 'none';
  const of = (v: number) => (unit === 'none' ? v : fromSi(v, unit));
  return showFigure(of(si), of(siMax), withFactor(p), units);
};

const length: FigureParameter = { kind: 'length', metricUnit: 'mm', imperialUnit: 'ft', decimals: 0 };
const boom: FigureParameter = { kind: 'length', metricUnit: 'm', imperialUnit: 'ft', decimals: 1 };
const rope: FigureParameter = { kind: 'length', metricUnit: 'mm', imperialUnit: 'in', decimals: 0 };
const pressure: FigureParameter = { kind: 'pressure', metricUnit: 'MPa', imperialUnit: 'psi', decimals: 1 };
const ground: FigureParameter = { kind: 'pressure', metricUnit: 'kPa', imperialUnit: 'psi', decimals: 1 };
const force: FigureParameter = { kind: 'force', metricUnit: 'kN', imperialUnit: 'lbf', decimals: 0 };
const displacement: FigureParameter = { kind: 'volume', metricUnit: 'L', imperialUnit: 'in^3', decimals: 1 };
const mass: FigureParameter = { kind: 'mass', metricUnit: 'kg', imperialUnit: 'lb', decimals: 0 };
const bucket: FigureParameter = { kind: 'volume', metricUnit: 'm^3', imperialUnit: 'yd^3', decimals: 2 };
const count: FigureParameter = { kind: 'count', metricUnit: null, imperialUnit: null, decimals: 0 };
const slew: FigureParameter = {
  kind: 'rotational_speed',
  metricUnit: 'rpm',
  imperialUnit: 'rpm',
  decimals: 1,
};

describe('lengths', () => {
  it('shows feet and inches in imperial, so 2,750 mm and 2,860 mm differ', () => {
    expect(show(2.75, length, 'imperial')).toBe('9′ 0″');
    expect(show(2.86, length, 'imperial')).toBe('9′ 5″');
    expect(show(2.86, length, 'metric')).toBe('2,860 mm');
  });

  it('carries a whole foot, a range and a depth below the reference', () => {
    expect(show(0.3048 * 12 - 0.001, length, 'imperial')).toBe('12′ 0″');
    expect(show(42.5, boom, 'imperial')).toBe('139′ 5″');
    expect(show(4.2, length, 'imperial', 5.1)).toBe('13′ 9″–16′ 9″');
    expect(show(-6.5, length, 'imperial')).toBe('-21′ 4″');
  });

  it('reads a length in inches in feet and inches from a foot up, as one in feet does', () => {
    expect(show(2.8, rope, 'imperial')).toBe('9′ 2″');
    expect(show(8.7, boom, 'imperial')).toBe(show(8.7, { ...boom, imperialUnit: 'in' }, 'imperial'));
    expect(show(0.3048, rope, 'imperial')).toBe('1′ 0″');
  });

  it('keeps inches below a foot, to three figures and no finer than the metric figure', () => {
    expect(show(0.026, rope, 'imperial')).toBe('1.02 in');
    expect(show(0.3, rope, 'imperial')).toBe('11.8 in');
    expect(show(0.005, rope, 'imperial')).toBe('0.2 in');
    expect(show(0.15, length, 'imperial')).toBe('5.91 in');
    expect(show(0.2, rope, 'imperial', 0.25)).toBe('7.87–9.84 in');
    expect(show(0.25, rope, 'imperial', 0.5)).toBe('9.84 in–1′ 8″');
  });
});

describe('pressures and forces', () => {
  it('round to three significant figures in imperial', () => {
    expect(show(34.3e6, pressure, 'imperial')).toBe('4,970 psi');
    expect(show(34.3e6, pressure, 'metric')).toBe('34.3 MPa');
    expect(show(45e3, ground, 'imperial')).toBe('6.5 psi');
    expect(show(640e3, force, 'imperial')).toBe('144,000 lbf');
    expect(show(1234e3, force, 'metric')).toBe('1,234 kN');
  });
});

describe('volumes', () => {
  it('shows engine displacement in litres or cubic inches', () => {
    expect(show(0.0067, displacement, 'metric')).toBe('6.7 L');
    expect(show(0.0067, displacement, 'imperial')).toBe('409 in³');
    expect(show(1.2, bucket, 'imperial', 1.5)).toBe('1.57–1.96 yd³');
  });
});

describe('the rest', () => {
  it('keeps the decimals of a mass, plain counts and units both systems share', () => {
    expect(show(12500, mass, 'imperial')).toBe('27,558 lb');
    expect(show(12500, mass, 'metric')).toBe('12,500 kg');
    expect(show(4, count, 'imperial', 6)).toBe('4–6');
    expect(show(3.5, slew, 'imperial')).toBe('3.5 rpm');
  });
});
