import { describe, expect, it } from 'vitest';
import { specGroup } from '../../../tests/support/spec-groups';
import { fromGrid, toGrid } from './spec-grid-shape';

describe('toGrid', () => {
  it('keeps groups together in first-seen order, even when a later variant adds to an earlier group', () => {
    const { parameters, cells } = toGrid([
      {
        id: 1,
        groups: [
          { category: 'Engine', specifications: [{ key: 'Power', value: '1 kW' }] },
          { category: 'Size', specifications: [{ key: 'Length', value: '2 m' }] },
        ],
      },
      { id: 2, groups: [{ category: 'Engine', specifications: [{ key: 'Model', value: 'X' }] }] },
    ]);
    expect(parameters).toEqual([
      { group: 'Engine', name: 'Power' },
      { group: 'Engine', name: 'Model' },
      { group: 'Size', name: 'Length' },
    ]);
    expect(cells).toEqual({ 1: ['1 kW', '', '2 m'], 2: ['', 'X', ''] });
  });

  it('answers an empty grid for variants without parameters', () => {
    expect(toGrid([{ id: 3, groups: [] }])).toEqual({ parameters: [], cells: { 3: [] } });
  });
});

describe('fromGrid', () => {
  it('merges a group that comes back later, drops empty cells and names the default group', () => {
    const groups = fromGrid(
      [
        { group: 'A', name: 'x' },
        { group: '', name: 'y' },
        { group: 'A', name: 'z' },
        { group: 'A', name: 'w' },
      ],
      ['1', '2', '3', ''],
    );
    expect(groups).toEqual([
      specGroup('A', ['x', '1'], ['z', '3']),
      { category: 'Specifications', specifications: [{ key: 'y', value: '2' }] },
    ]);
  });

  it('keeps the dictionary key of a row whose group and name stay the same', () => {
    const before = [
      {
        category: 'Engine',
        specifications: [
          { key: 'Power', value: '1 kW', parameter_key: 'engine_power' },
          { key: 'Model', value: 'X', parameter_key: 'engine_model' },
        ],
      },
    ];
    expect(
      fromGrid(
        [
          { group: 'Engine', name: 'Power' },
          { group: 'Other', name: 'Model' },
        ],
        ['2 kW', 'Y'],
        before,
      ),
    ).toEqual([
      {
        category: 'Engine',
        specifications: [{ key: 'Power', value: '2 kW', parameter_key: 'engine_power' }],
      },
      { category: 'Other', specifications: [{ key: 'Model', value: 'Y' }] },
    ]);
  });
});
