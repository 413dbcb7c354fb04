import { describe, expect, it } from 'vitest';
import type { Comparison } from '#common/schemas/compare';
import { readCompareAddress } from './compare-address';
import { comparePageData, NO_COMPARISON } from './compare-page.server';

// What the comparison page receives from its loader (docs/product.md §18): the machines' few
// fields, rows under their groups, units as a reader writes them, and the notes.

const variant = (id: number, name: string, brand: string, price: number | null) =>
  ({
    id,
    name,
    price,
    image: price === null ? null : `/uploads/variants/${id}.webp`,
    description: 'A long text the page does not show.',
    technical_parameters: [{ category: 'Engine', specifications: [{ key: 'Net Power', value: '110 kW' }] }],
    product: {
      id: 1,
      name: 'P',
      image: null,
      introduction: null,
      brand: { id: 1, name: brand },
      category: { id: 2, name: 'Excavators' },
    },
  }) as unknown as Comparison['variants'][number];

const row = (group: string, name: string, unit: string | null, best: number[] | null, differs = true) => ({
  group,
  key: null,
  name,
  unit,
  values: ['1', null],
  differs,
  best,
});

const address = (query: string) => readCompareAddress(new URLSearchParams(query));

describe('comparePageData', () => {
  it('keeps only what the page shows of each machine', () => {
    const data = comparePageData(
      {
        variants: [variant(12, 'PC200-8', 'Komatsu', 95_000), variant(40, '320 GC', 'Caterpillar', null)],
        rows: [],
        dropped: [],
      },
      address('ids=12,40'),
    );
    expect(data.machines).toEqual([
      {
        id: 12,
        name: 'PC200-8',
        quoteName: 'Komatsu PC200-8',
        image: '/uploads/variants/12.webp',
        price: 95_000,
        brand: 'Komatsu',
        category: 'Excavators',
      },
      {
        id: 40,
        name: '320 GC',
        quoteName: 'Caterpillar 320 GC',
        image: null,
        price: null,
        brand: 'Caterpillar',
        category: 'Excavators',
      },
    ]);
    expect(JSON.stringify(data)).not.toContain('A long text');
  });

  it('groups rows in the order their groups first appear, with units as a reader writes them', () => {
    const data = comparePageData(
      {
        variants: [],
        rows: [
          row('Engine', 'Rated Power', 'kW', [1]),
          row('Operation', 'Bucket Capacity', 'm^3', []),
          row('Engine', 'Torque', 'N*m', null, false),
          row('Cab', 'Seat', null, null),
        ],
        dropped: [],
      },
      address('ids=1,2'),
    );
    expect(data.groups.map((g) => [g.name, g.rows.map((r) => [r.name, r.unit, r.best, r.differs])])).toEqual([
      [
        'Engine',
        [
          ['Rated Power', 'kW', [1], true],
          ['Torque', 'N·m', [], false],
        ],
      ],
      ['Operation', [['Bucket Capacity', 'm³', [], true]]],
      ['Cab', [['Seat', '', [], true]]],
    ]);
    expect(data.groups[0].rows[0].values).toEqual(['1', null]);
  });

  it('says what the address asked for and could not have', () => {
    expect(comparePageData(NO_COMPARISON, address(''))).toEqual({
      machines: [],
      groups: [],
      notes: [],
      dropped: null,
    });
    const data = comparePageData({ variants: [], rows: [], dropped: [7, 8] }, address('ids=7,8,abc,9,10,11'));
    expect(data.notes).toEqual([
      'You can compare up to 4 machines.',
      'Part of the address is not a machine number and was left out.',
    ]);
    expect(data.dropped).toBe('2 machines could not be shown: they are no longer available.');
  });
});
