import type { SpecGrid } from '#common/schemas/spec-grid';
import { cellText } from './clipboard';

// The grid as the editor holds it: one row per parameter, [group, name, value of each variant…]
// (parameters down and variants across, as spec sheets are printed and copied). Every change
// returns a new grid that shares the rows it did not touch.

export type Grid = readonly (readonly string[])[];

export const GROUP = 0;
export const NAME = 1;
/** Columns before the first variant's. */
export const LEAD = 2;
/** docs/product.md §17: as many parameters as the API takes. */
export const MAX_ROWS = 100;

export function gridOf(data: Pick<SpecGrid, 'variants' | 'parameters' | 'cells'>): Grid {
  return data.parameters.map((p, i) => [
    p.group,
    p.name,
    ...data.variants.map((v) => data.cells[v.id]?.[i] ?? ''),
  ]);
}

export function setCell(grid: Grid, row: number, column: number, value: string): Grid {
  if (grid[row]?.[column] === undefined || grid[row][column] === value) return grid;
  return grid.map((r, i) => (i === row ? r.map((c, j) => (j === column ? value : c)) : r));
}

const newRow = (grid: Grid, width: number) => [
  grid[grid.length - 1]?.[GROUP] ?? '',
  ...Array(width - 1).fill(''),
];

/** Typing in a cell as typed (spaces kept); in the blank row after the last one, that row becomes a parameter. */
export function editCell(grid: Grid, row: number, column: number, value: string, width: number): Grid {
  if (row === grid.length && row < MAX_ROWS && value !== '' && column < width)
    return setCell([...grid, newRow(grid, width)], row, column, value);
  return setCell(grid, row, column, value);
}

/**
 * A pasted block written from (row, column) right and down. Columns past the last variant are
 * dropped; rows past the last parameter become new parameters (up to MAX_ROWS), in the group of
 * the row above unless the block fills the group too.
 */
export function pasteBlock(grid: Grid, row: number, column: number, block: string[][], width: number): Grid {
  const out = grid.map((r) => [...r]);
  block.forEach((cells, i) => {
    const r = row + i;
    if (r >= MAX_ROWS) return;
    if (r >= out.length) out.push(newRow(out, width));
    cells.forEach((value, j) => {
      const c = column + j;
      if (c < width) out[r][c] = cellText(value);
    });
  });
  // Rows the paste did not change stay the same objects.
  return out.map((r, i) => (grid[i] && r.every((c, j) => c === grid[i][j]) ? grid[i] : r));
}

export function addParameter(grid: Grid, group: string, name: string, width: number): Grid {
  if (grid.length >= MAX_ROWS) return grid;
  return [...grid, [group.trim(), name.trim(), ...Array(width - LEAD).fill('')]];
}

/** No name and no values (a group alone says nothing). */
const blank = (row: readonly string[]) => row.slice(NAME).every((c) => c.trim() === '');

/** Rows that have values but no parameter name: the save would be refused for them. */
export const unnamedRows = (grid: Grid) =>
  grid.flatMap((row, i) => (!blank(row) && row[NAME].trim() === '' ? [i] : []));

/** The PUT body: wholly empty rows left out. */
export function toInput(grid: Grid, variants: SpecGrid['variants']) {
  const rows = grid.filter((row) => !blank(row));
  return {
    parameters: rows.map((row) => ({ group: row[GROUP].trim(), name: row[NAME].trim() })),
    cells: Object.fromEntries(variants.map((v, j) => [v.id, rows.map((row) => row[LEAD + j].trim())])),
  };
}

/** Same content as saved: what the PUT would send is the same (blank rows and spaces aside). */
export const sameGrid = (a: Grid, b: Grid, variants: SpecGrid['variants']) =>
  JSON.stringify(toInput(a, variants)) === JSON.stringify(toInput(b, variants));
