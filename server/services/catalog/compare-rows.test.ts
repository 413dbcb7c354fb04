import { describe, expect, it } from 'vitest';
import { alignName, type ComparedParameter, type ComparedSpec, compareRows } from './compare-rows';

const power: ComparedParameter = {
  key: 'rated_power',
  name: 'Rated Power',
  kind: 'power',
  better: 'higher',
  unit: 'kW',
};
const cycle: ComparedParameter = {
  key: 'cycle_time',
  name: 'Cycle Time',
  kind: 'time',
  better: 'lower',
  unit: 's',
};
const mass: ComparedParameter = {
  key: 'operating_mass',
  name: 'Operating Mass',
  kind: 'mass',
  better: null,
  unit: 'kg',
};
const engine: ComparedParameter = {
  key: 'engine_type',
  name: 'Engine Type',
  kind: 'text',
  better: null,
  unit: null,
};

const num = (
  group: string,
  name: string,
  parameter: ComparedParameter,
  si: number,
  shown: string,
  max = si,
) => ({ group, name, parameter, shown, si: { min: si, max } }) satisfies ComparedSpec;
const text = (group: string, name: string, shown: string, parameter?: ComparedParameter): ComparedSpec => ({
  group,
  name,
  shown,
  parameter,
});

describe('alignName', () => {
  it('ignores case, runs of space and punctuation', () => {
    expect(alignName('  Max.  Travel-Speed ')).toBe('max travel speed');
    expect(alignName('MAX TRAVEL SPEED')).toBe('max travel speed');
    expect(alignName('Bucket (m³)')).toBe(alignName('bucket m³'));
  });
});

describe('compareRows', () => {
  it('aligns by parameter key across names and units, with the dictionary name and unit', () => {
    const rows = compareRows([
      [num('Engine', 'Net Power', power, 110_000, '110 kW')],
      [num('Engine', 'Engine Power', power, 119_312, '119 kW')],
    ]);
    expect(rows).toEqual([
      {
        group: 'Engine',
        // The dictionary's name and unit, not either variant's.
        key: power.key,
        name: power.name,
        unit: power.unit,
        values: ['110 kW', '119 kW'],
        differs: true,
        best: [1],
      },
    ]);
  });

  it('aligns rows without a parameter by their name, and compares their text without regard to case', () => {
    const first = text('Undercarriage', 'Track type', 'Steel  track');
    const second = text('undercarriage', 'TRACK-TYPE', 'steel TRACK');
    const rows = compareRows([[first], [second]]);
    expect(rows).toEqual([
      {
        // The row is named as the first variant names it; each value is shown as printed.
        group: first.group,
        key: null,
        name: first.name,
        unit: null,
        values: [first.shown, second.shown],
        differs: false,
        best: null,
      },
    ]);
  });

  it('compares numbers in SI, so equal values published in other units do not differ', () => {
    const [row] = compareRows([
      [num('G', 'Weight', mass, 12_000, '12,000 kg')],
      [num('G', 'Machine Mass', mass, 12_000 * (1 + 1e-12), '12,000 kg')],
      [num('G', 'Weight', mass, 12_000, '12,000 kg')],
    ]);
    expect(row.differs).toBe(false);
    expect(row.best).toBeNull();
  });

  it('says a gap differs, and leaves it null', () => {
    const rows = compareRows([
      [num('G', 'Power', power, 100, '100 W'), text('Cab', 'Noise', '72 dB')],
      [num('G', 'Power', power, 100, '100 W')],
    ]);
    expect(rows.map((r) => [r.name, r.values, r.differs, r.best])).toEqual([
      ['Rated Power', ['100 W', '100 W'], false, []],
      ['Noise', ['72 dB', null], true, null],
    ]);
  });

  it('names the best: highest where higher is better, lowest where lower is, every tie', () => {
    const [p, c] = compareRows([
      [num('G', 'Power', power, 160, '160 W'), num('G', 'Cycle', cycle, 20, '20 s')],
      [num('G', 'Power', power, 120, '120 W'), num('G', 'Cycle', cycle, 18, '18 s')],
      [num('G', 'Power', power, 160, '160 W'), num('G', 'Cycle', cycle, 18, '18 s')],
    ]);
    expect(p.best).toEqual([0, 2]);
    expect(c.best).toEqual([1, 2]);
  });

  it('names no best when fewer than two numbers compete or all are equal, and none for text', () => {
    const rows = compareRows([
      [
        num('G', 'Power', power, 160, '160 W'),
        num('G', 'Cycle', cycle, 18, '18 s'),
        text('G', 'Engine', 'V8', engine),
      ],
      [
        text('G', 'Power', 'see brochure', power),
        num('G', 'Cycle', cycle, 18, '18 s'),
        text('G', 'Engine', 'V6', engine),
      ],
      [],
    ]);
    expect(rows.map((r) => [r.key, r.best, r.differs])).toEqual([
      ['rated_power', [], true],
      ['cycle_time', [], true],
      ['engine_type', null, true],
    ]);
    expect(rows[2].unit).toBeNull();
  });

  it('lets a range compete with its better end', () => {
    const [p, c] = compareRows([
      [num('G', 'Power', power, 100, '100–150 W', 150), num('G', 'Cycle', cycle, 5, '5–9 s', 9)],
      [num('G', 'Power', power, 140, '140 W'), num('G', 'Cycle', cycle, 6, '6 s')],
    ]);
    expect(p.best).toEqual([0]);
    expect(c.best).toEqual([0]);
    expect(p.differs).toBe(true);
  });

  it('orders groups and rows by first appearance, a later product adding to an earlier group', () => {
    const rows = compareRows([
      [text('Engine', 'Model', 'A'), text('Size', 'Length', '2 m')],
      [text('Cab', 'Seats', '1'), text('ENGINE', 'Fuel', 'Diesel'), text('size', 'length', '2 M')],
    ]);
    expect(rows.map((r) => [r.group, r.name, r.values])).toEqual([
      ['Engine', 'Model', ['A', null]],
      ['Engine', 'Fuel', [null, 'Diesel']],
      ['Size', 'Length', ['2 m', '2 M']],
      ['Cab', 'Seats', [null, '1']],
    ]);
  });

  it('keeps a row a product publishes twice in two groups, matching the other product by group', () => {
    const rows = compareRows([
      [text('Dimensions', 'Length', '7 m'), text('Boom', 'Length', '5 m')],
      [text('Boom', 'Length', '5 m')],
      [text('Specifications', 'Length', '6 m')],
    ]);
    expect(rows.map((r) => [r.group, r.values])).toEqual([
      ['Dimensions', ['7 m', null, '6 m']],
      ['Boom', ['5 m', '5 m', null]],
    ]);
  });

  it('answers no rows for products without specifications', () => {
    expect(compareRows([[], []])).toEqual([]);
  });
});
