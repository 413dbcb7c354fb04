import { describe, expect, it } from 'vitest';
import {
  addParameter,
  editCell,
  type Grid,
  gridOf,
  MAX_ROWS,
  pasteBlock,
  sameGrid,
  setCell,
  toInput,
  unnamedRows,
} from './grid';

const variants = [
  { id: 7, name: 'A' },
  { id: 9, name: 'B' },
];
const data = {
  variants,
  parameters: [
    { group: 'Engine', name: 'Power' },
    { group: 'Size', name: 'Length' },
  ],
  cells: { 7: ['1 kW', '2 m'], 9: ['3 kW', ''] },
};

describe('grid', () => {
  it('holds parameters down and variants across, and gives the same PUT body back', () => {
    const grid = gridOf(data);
    expect(grid).toEqual([
      ['Engine', 'Power', '1 kW', '3 kW'],
      ['Size', 'Length', '2 m', ''],
    ]);
    expect(toInput(grid, variants)).toEqual({ parameters: data.parameters, cells: data.cells });
  });

  it('sets one cell, sharing the other rows', () => {
    const grid = gridOf(data);
    const next = setCell(grid, 1, 3, '4 m');
    expect(next[1]).toEqual(['Size', 'Length', '2 m', '4 m']);
    expect(next[0]).toBe(grid[0]);
    expect(setCell(grid, 1, 3, '')).toBe(grid);
    expect(setCell(grid, 5, 3, 'x')).toBe(grid);
  });

  it('pastes a block right and down, drops columns past the last variant, adds parameter rows', () => {
    const grid = gridOf(data);
    const next = pasteBlock(
      grid,
      1,
      1,
      [
        ['Width', '5 m', '6 m', 'dropped'],
        ['Height', '7 m', 'two\r\nlines'],
      ],
      4,
    );
    expect(next).toEqual([
      ['Engine', 'Power', '1 kW', '3 kW'],
      ['Size', 'Width', '5 m', '6 m'],
      ['Size', 'Height', '7 m', 'two lines'],
    ]);
    expect(next[0]).toBe(grid[0]);
  });

  it('never grows past the parameter limit', () => {
    const block = Array.from({ length: MAX_ROWS + 5 }, (_, i) => [`P${i}`]);
    expect(pasteBlock([], 0, 1, block, 4)).toHaveLength(MAX_ROWS);
    const full: Grid = Array.from({ length: MAX_ROWS }, () => ['', 'x', '', '']);
    expect(addParameter(full, 'G', 'N', 4)).toBe(full);
  });

  it('adds a parameter, finds rows with values but no name, and leaves empty rows out of the body', () => {
    let grid = addParameter(gridOf(data), ' Engine ', ' Model ', 4);
    expect(grid[2]).toEqual(['Engine', 'Model', '', '']);
    grid = [...grid, ['', '', '', ''], ['G', '', 'x', '']];
    expect(unnamedRows(grid)).toEqual([4]);
    expect(toInput(grid, variants).parameters).toHaveLength(4);
  });

  it('types as typed, and typing in the blank row after the last makes a parameter', () => {
    const grid = gridOf(data);
    expect(editCell(grid, 0, 2, '5 ', 4)[0][2]).toBe('5 ');
    const next = editCell(grid, 2, 1, 'Weight', 4);
    expect(next[2]).toEqual(['Size', 'Weight', '', '']);
    expect(editCell(grid, 2, 1, '', 4)).toBe(grid);
    expect(editCell(grid, 3, 1, 'x', 4)).toBe(grid);
  });

  it('compares grids by content', () => {
    const grid = gridOf(data);
    expect(sameGrid(grid, gridOf(data), variants)).toBe(true);
    expect(sameGrid(grid, [...grid, ['G', '', ' ', '']], variants)).toBe(true);
    expect(sameGrid(grid, setCell(grid, 0, 2, 'x'), variants)).toBe(false);
  });
});
