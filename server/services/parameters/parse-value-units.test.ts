import { describe, expect, it } from 'vitest';
import { KIND_UNITS, type QuantityKind } from '#common/quantity-kinds';
import { formatSpec, fromSi, readSpecValue, toSi, unitFitsKind } from './parse-value';

// formatSpec, unit conversions for every unit of KIND_UNITS, and hostile input (docs/product.md §17).

describe('formatSpec', () => {
  it.each([
    [1.2, 1.5, 'm^3', 2, '1.2–1.5 m³'],
    [1.25, 1.25, 'm^3', 1, '1.3 m³'],
    [12500, 12500, 'kg', 0, '12,500 kg'],
    [12500, 12500, 't', 1, '12.5 t'],
    [12000, 12000, 'lb', 0, '26,455 lb'],
    [12000, 12000, 'ton', 1, '13.2 US ton'],
    [163000, 163000, 'hp', 0, '219 hp'],
    [0.025, 0.025, 'm^3/h', 0, '90 m³/h'],
    [1.2, 1.5, 'yd^3', 2, '1.57–1.96 yd³'],
    [20684280, 20684280, 'psi', 0, '3,000 psi'],
    [400, 400, 'lbf*ft', 0, '295 lbf·ft'],
    [2900, 2900, 'rpm', 0, '2,900 rpm'],
    [1234567.891, 1234567.891, 'm', 2, '1,234,567.89 m'],
    [4, 6, null, 0, '4–6'],
    [1200, 1200, null, 0, '1,200'],
    [1.0004, 1.0004, 'm', 2, '1 m'],
    [-6.5, -6.5, 'm', 1, '-6.5 m'],
    [-0.0001, -0.0001, 'm', 1, '0 m'],
  ] as [number, number, string | null, number, string][])(
    '%s..%s in %s (%s decimals)',
    (lo, hi, unit, d, out) => {
      expect(formatSpec(lo, hi, unit, d)).toBe(out);
    },
  );
});

describe('units', () => {
  const all = Object.entries(KIND_UNITS).flatMap(([kind, units]) =>
    [...new Set([units.si, ...units.metric, ...units.imperial])]
      .filter((unit): unit is string => unit !== null)
      .map((unit) => [kind as QuantityKind, unit] as const),
  );

  it.each(all)('%s: %s fits, converts both ways and formats', (kind, unit) => {
    expect(unitFitsKind(unit, kind)).toBe(true);
    const si = toSi(7.5, unit);
    expect(Number.isFinite(si)).toBe(true);
    expect(fromSi(si, unit)).toBeCloseTo(7.5, 9);
    expect(toSi(1, KIND_UNITS[kind].si!)).toBe(1);
    expect(formatSpec(si, si, unit, 2)).toMatch(/^7\.5 \S/);
    const read = readSpecValue(formatSpec(si, si, unit, 6), kind);
    expect(read.status).toBe('number');
    if (read.status === 'number') expect(read.siMin).toBeCloseTo(si, 6);
  });

  it('leaves a number without a unit (a count) as it is', () => {
    expect(toSi(6, null)).toBe(6);
    expect(fromSi(6, undefined)).toBe(6);
    expect(formatSpec(6, 6, undefined, 0)).toBe('6');
  });

  it('keeps rpm as rpm', () => {
    expect(toSi(2900, 'rpm')).toBe(2900);
    expect(fromSi(2900, 'rpm')).toBe(2900);
  });

  it('tells units of another kind apart', () => {
    expect(unitFitsKind('kW', 'apparent_power')).toBe(false);
    expect(unitFitsKind('kVA', 'power')).toBe(false);
    expect(unitFitsKind('J', 'torque')).toBe(false);
    expect(unitFitsKind('kg', 'force')).toBe(false);
    expect(unitFitsKind('t/h', 'mass_flow')).toBe(true);
    expect(unitFitsKind('kg', 'count')).toBe(false);
    expect(unitFitsKind('kg', 'text')).toBe(false);
    expect(unitFitsKind('bogus', 'mass')).toBe(false);
  });

  it('refuses to convert units it does not know', () => {
    expect(() => toSi(1, 'bogus')).toThrow();
    expect(() => fromSi(1, 'kg m s')).toThrow();
  });
});

describe('readSpecValue on hostile input', () => {
  const hostile = [
    '1'.repeat(10_000),
    `${'1,'.repeat(5000)}kg`,
    `${'1 '.repeat(5000)}kg`,
    `1${' '.repeat(5000)}-`,
    `1${'-'.repeat(5000)}1`,
    `1 ${'a '.repeat(5000)}`,
    '<script>alert(1)</script> 5 kg',
    '5 <b>kg</b>',
    '5 kg\r\nX-Injected: 1',
    '\u0000\u0001\u0007 5 kg',
    '1e309',
    '-1e309 kg',
    '9'.repeat(400),
    'NaN',
    'NaN kg',
    '5 kg'.repeat(100),
    '1.2.3.4 m',
    '1,,,2 kg',
    '..5 kg',
    '5 ^^^ kg',
    '5 kg/s/s/s/s',
    '5 (((( kg',
    '5 ********',
    '5 toString',
    '5 __proto__',
    '5 constructor',
    '5 m^999999',
    '5 \uD800 kg',
    '🚜 5 t',
    '5 t 🚜',
    '~~~~~~~~~~~~~5',
    'to to to 5 to to',
    '5 to',
    '5 -',
  ];
  const kinds = Object.keys(KIND_UNITS) as QuantityKind[];

  it('never throws and answers a known status', () => {
    for (const text of hostile) {
      for (const kind of kinds) {
        const read = readSpecValue(text, kind, { metricUnit: KIND_UNITS[kind].metric[0] ?? null });
        expect(['number', 'text', 'unparsed', 'unit_mismatch']).toContain(read.status);
        if (read.status === 'number') {
          expect(Number.isFinite(read.siMin) && Number.isFinite(read.siMax)).toBe(true);
          expect(read.siMin).toBeLessThanOrEqual(read.siMax);
        }
      }
    }
  });

  it('never throws on random strings', () => {
    const alphabet = '0123456789 ,.-–~kgtmM³²/()x×hpWVAN·lbsftinrpm\u2009\u0000';
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 3000; i++) {
      let text = '';
      const length = Math.floor(random() * 24);
      for (let j = 0; j < length; j++) text += alphabet[Math.floor(random() * alphabet.length)];
      const kind = kinds[i % kinds.length];
      expect(() => readSpecValue(text, kind, { metricUnit: 'kg' })).not.toThrow();
    }
  });

  it('hands out a fresh result each time', () => {
    const first = readSpecValue('5,000 kg', 'mass');
    (first as { siMin: number }).siMin = -1;
    expect(readSpecValue('5,000 kg', 'mass')).toEqual({ status: 'number', siMin: 5000, siMax: 5000 });
  });

  it('does not take a wrong type for text', () => {
    expect(readSpecValue(42 as unknown as string, 'mass')).toEqual({ status: 'unparsed', suggestion: null });
  });
});
