import { describe, expect, it } from 'vitest';
import type { QuantityKind } from '#common/quantity-kinds';
import { readSpecValue } from './parse-value';

const LB = 0.45359237;
const FT = 0.3048;
const HP = 745.699872;
const PSI = 6894.76;
const GAL = 0.0037854118;
const YD3 = 0.764554857984;
const LBF_FT = 1.3558180656;
const G = 9.80665;

// Values as OEM brochures of loaders, excavators, cranes, batching plants, generators, forklifts and
// rollers print them: [text, kind, SI min, SI max].
const TABLE: [string, QuantityKind, number, number][] = [
  ['5,000 kg', 'mass', 5000, 5000],
  ['12 t', 'mass', 12000, 12000],
  ['12 T', 'mass', 12000, 12000],
  ['20.5 tonnes', 'mass', 20500, 20500],
  ['8 to 12 t', 'mass', 8000, 12000],
  ['1 200 kg', 'mass', 1200, 1200],
  ['1\u2009200 kg', 'mass', 1200, 1200],
  ['21,700 kg (47,840 lb)', 'mass', 21700, 21700],
  ['26,455 lb', 'mass', 26455 * LB, 26455 * LB],
  ['26,455 lbs.', 'mass', 26455 * LB, 26455 * LB],
  ['5 US ton', 'mass', 5 * 2000 * LB, 5 * 2000 * LB],
  ['25 MT', 'mass', 25000, 25000],
  ['approx. 5.5 t', 'mass', 5500, 5500],
  ['up to 5 t', 'mass', 5000, 5000],
  ['max. 3,500 kg', 'mass', 3500, 3500],
  ['12 t max.', 'mass', 12000, 12000],
  ['5000kg', 'mass', 5000, 5000],
  ['1.2–1.5 m³', 'volume', 1.2, 1.5],
  ['1.2 - 1.5 m³', 'volume', 1.2, 1.5],
  ['1.2 m³ – 1.5 m³', 'volume', 1.2, 1.5],
  ['1.2m3-1.5m3', 'volume', 1.2, 1.5],
  ['0,75 m³', 'volume', 0.75, 0.75],
  ['≈ 1.2 m³', 'volume', 1.2, 1.2],
  ['ca. 0.9 cu.m', 'volume', 0.9, 0.9],
  ['1.5 yd³', 'volume', 1.5 * YD3, 1.5 * YD3],
  ['2.0 cu yd', 'volume', 2 * YD3, 2 * YD3],
  ['200 ltr', 'volume', 0.2, 0.2],
  ['200 ℓ', 'volume', 0.2, 0.2],
  ['380 litres', 'volume', 0.38, 0.38],
  ['50 gal', 'volume', 50 * GAL, 50 * GAL],
  ['163 kW (219 hp)', 'power', 163000, 163000],
  ['163 kW / 219 hp', 'power', 163000, 163000],
  ['163kW/219hp', 'power', 163000, 163000],
  ['219 hp (163 kW)', 'power', 219 * HP, 219 * HP],
  ['92 kW gross ISO 14396', 'power', 92000, 92000],
  ['110 kW @ 2,000 rpm', 'power', 110000, 110000],
  ['150 PS', 'power', 150 * 735.49875, 150 * 735.49875],
  ['150 HP(metric)', 'power', 150 * 735.49875, 150 * 735.49875],
  ['1.2 MW', 'power', 1.2e6, 1.2e6],
  ['500 kVA', 'apparent_power', 500000, 500000],
  ['500 KVA / 400 kW', 'apparent_power', 500000, 500000],
  ['2,900 rpm', 'rotational_speed', 2900, 2900],
  ['2,200 min-1', 'rotational_speed', 2200, 2200],
  ['1,800 - 2,200 r/min', 'rotational_speed', 1800, 2200],
  ['2200 min⁻¹', 'rotational_speed', 2200, 2200],
  ['90 m³/h', 'volumetric_flow', 0.025, 0.025],
  ['60 cu.m/hr', 'volumetric_flow', 60 / 3600, 60 / 3600],
  ['240 L/min', 'volumetric_flow', 0.004, 0.004],
  ['63 gpm', 'volumetric_flow', (63 * GAL) / 60, (63 * GAL) / 60],
  ['120 t/h', 'mass_flow', 120000 / 3600, 120000 / 3600],
  ['80–120 tph', 'mass_flow', 80000 / 3600, 120000 / 3600],
  ['30 MPa', 'pressure', 30e6, 30e6],
  ['3,000 psi', 'pressure', 3000 * PSI, 3000 * PSI],
  ['343 bar', 'pressure', 343e5, 343e5],
  ['350 kgf/cm²', 'pressure', 350 * G * 1e4, 350 * G * 1e4],
  ['136 kN', 'force', 136000, 136000],
  ['30,600 lbf', 'force', 30600 * 4.448222, 30600 * 4.448222],
  ['10,500 kgf', 'force', 10500 * G, 10500 * G],
  ['10,500 kg', 'force', 10500 * G, 10500 * G],
  ['400 Nm', 'torque', 400, 400],
  ['1,100 N·m', 'torque', 1100, 1100],
  ['295 lbf·ft', 'torque', 295 * LBF_FT, 295 * LBF_FT],
  ['295 lb-ft', 'torque', 295 * LB * FT * G, 295 * LB * FT * G],
  ['25 km/h', 'speed', 25 / 3.6, 25 / 3.6],
  ['0 - 11 kph', 'speed', 0, 11 / 3.6],
  ['15 mph', 'speed', 15 * 0.44704, 15 * 0.44704],
  ['6,500 mm', 'length', 6.5, 6.5],
  ['6.5 m', 'length', 6.5, 6.5],
  ['-6.5 m', 'length', -6.5, -6.5],
  ['1,5 m', 'length', 1.5, 1.5],
  ['21 ft 4 in', 'length', 21 * FT + 4 * 0.0254, 21 * FT + 4 * 0.0254],
  [`8' 6"`, 'length', 8 * FT + 6 * 0.0254, 8 * FT + 6 * 0.0254],
  ['9′ 5″', 'length', 9 * FT + 5 * 0.0254, 9 * FT + 5 * 0.0254],
  ['36"', 'length', 36 * 0.0254, 36 * 0.0254],
  ['31.4 MPa {320 kgf/cm²}', 'pressure', 31.4e6, 31.4e6],
  ['1.2 m³ - 1.5', 'volume', 1.2, 1.5],
  ['22,000 lb', 'force', 22000 * LB * G, 22000 * LB * G],
  ['900 mm – 1.2 m', 'length', 0.9, 1.2],
  ['42 m²', 'area', 42, 42],
  ['450 sq ft', 'area', 450 * FT * FT, 450 * FT * FT],
  ['45 s', 'time', 45, 45],
  ['5-ton', 'mass', 5000, 5000],
  ['5.5 / 3.2 km/h', 'speed', 3.2 / 3.6, 5.5 / 3.6],
  ['0.6/0.3 mm', 'length', 0.0003, 0.0006],
  ['5~7 t', 'mass', 5000, 7000],
  ['6.5 — 7.2 t', 'mass', 6500, 7200],
  ['2 900 r/min', 'rotational_speed', 2900, 2900],
  ['5 min-10 min', 'time', 300, 600],
  ['1,2500 m', 'length', 1.25, 1.25],
  ['20 km per hour', 'speed', 20 / 3.6, 20 / 3.6],
  ['2,400 r.p.m.', 'rotational_speed', 2400, 2400],
  ['1,5-2,0 m', 'length', 1.5, 2],
  ['50 t at 3 m radius', 'mass', 50000, 50000],
  ['1,200 kg / 2,645 lb', 'mass', 1200, 1200],
  ['8 hrs', 'time', 8 * 3600, 8 * 3600],
];

describe('readSpecValue: brochure values', () => {
  it('has a table of real-world values', () => expect(TABLE.length).toBeGreaterThanOrEqual(60));

  it.each(TABLE)('%s as %s', (text, kind, siMin, siMax) => {
    const read = readSpecValue(text, kind);
    expect(read.status).toBe('number');
    if (read.status !== 'number') return;
    expect(read.siMin).toBeCloseTo(siMin, 3);
    expect(read.siMax).toBeCloseTo(siMax, 3);
  });
});

describe('readSpecValue: what it does not read', () => {
  it.each([
    ['N/A', 'mass'],
    ['-', 'mass'],
    ['—', 'volume'],
    ['see brochure', 'power'],
    ['', 'mass'],
    ['   ', 'length'],
    ['TBA', 'pressure'],
    ['21 ft 4 in x 3 ft', 'length'],
    ['2.5 m x 3 m', 'length'],
    ['-5 kg', 'mass'],
    ['-20 kW', 'power'],
    ['1e309', 'mass'],
    ['1e309 kg', 'mass'],
    ['NaN kg', 'mass'],
    ['Infinity kg', 'mass'],
    ['4WD', 'speed'],
    ['12 bags', 'mass'],
    ['Cummins QSB6.7', 'power'],
  ] as [string, QuantityKind][])('%j as %s is unparsed without a suggestion', (text, kind) => {
    expect(readSpecValue(text, kind, { metricUnit: 'kg' })).toEqual({ status: 'unparsed', suggestion: null });
  });

  it('suggests the metric unit for a bare number', () => {
    expect(readSpecValue('5000', 'mass', { metricUnit: 'kg' })).toEqual({
      status: 'unparsed',
      suggestion: '5,000 kg',
    });
    expect(readSpecValue('1.2-1.5', 'volume', { metricUnit: 'm^3' })).toEqual({
      status: 'unparsed',
      suggestion: '1.2–1.5 m³',
    });
    expect(readSpecValue('approx. 12', 'mass', { metricUnit: 't' })).toEqual({
      status: 'unparsed',
      suggestion: '12 t',
    });
  });

  it('suggests nothing for a bare number when the parameter has no metric unit', () => {
    expect(readSpecValue('5000', 'mass')).toEqual({ status: 'unparsed', suggestion: null });
    expect(readSpecValue('5000', 'mass', { metricUnit: null })).toEqual({
      status: 'unparsed',
      suggestion: null,
    });
  });

  it('reads its own suggestions back', () => {
    for (const [text, kind, unit] of [
      ['5000', 'mass', 'kg'],
      ['1.2-1.5', 'volume', 'm^3'],
      ['90', 'volumetric_flow', 'm^3/h'],
      ['400', 'torque', 'N*m'],
    ] as [string, QuantityKind, string][]) {
      const read = readSpecValue(text, kind, { metricUnit: unit });
      expect(read.status).toBe('unparsed');
      if (read.status !== 'unparsed') continue;
      expect(readSpecValue(read.suggestion!, kind).status).toBe('number');
    }
  });
});

describe('readSpecValue: units of another kind', () => {
  it.each([
    ['5 kW', 'mass', '5 kW is a power; expected a mass'],
    ['500 kVA', 'power', '500 kVA is an apparent power; expected a power'],
    ['163 kW', 'apparent_power', '163 kW is a power; expected an apparent power'],
    ['12 t', 'volume', '12 t is a mass; expected a volume'],
    ['2,900 rpm', 'speed', '2,900 rpm is a rotational speed; expected a speed'],
    ['350 kWh', 'torque', '350 kWh is an energy; expected a torque'],
    ['90 m³/h', 'mass_flow', '90 m³/h is a volumetric flow; expected a mass flow'],
    ['120 t/h', 'volumetric_flow', '120 t/h is a mass flow; expected a volumetric flow'],
    ['6 kg', 'count', '6 kg is a mass; expected a count'],
    ['2 m³', 'count', '2 m³ is a volume; expected a count'],
  ] as [string, QuantityKind, string][])('%s as %s', (text, kind, suggestion) => {
    expect(readSpecValue(text, kind)).toEqual({ status: 'unit_mismatch', suggestion });
  });
});

describe('readSpecValue: text and count kinds', () => {
  it('keeps text trimmed with whitespace collapsed', () => {
    expect(readSpecValue('  Cummins\n QSB6.7\t ', 'text')).toEqual({
      status: 'text',
      textValue: 'Cummins QSB6.7',
    });
    expect(readSpecValue('5,000 kg', 'text')).toEqual({ status: 'text', textValue: '5,000 kg' });
    expect(readSpecValue('a\u0000b', 'text')).toEqual({ status: 'text', textValue: 'a b' });
  });

  it.each([
    ['6', 6, 6],
    ['4 cylinders', 4, 4],
    ['4 in line', 4, 4],
    ['2 pc', 2, 2],
    ['3 sections', 3, 3],
    ['2-3', 2, 3],
    ['1,200', 1200, 1200],
  ] as [string, number, number][])('count %s', (text, siMin, siMax) => {
    expect(readSpecValue(text, 'count')).toEqual({ status: 'number', siMin, siMax });
  });

  it.each(['2 x 3', '-4', 'six', 'N/A', '4 + 2', '0N·mrpm', '4 cyl/row', '4 cylinders 2'])(
    'count %j is unparsed',
    (text) => {
      expect(readSpecValue(text, 'count').status).toBe('unparsed');
    },
  );
});
