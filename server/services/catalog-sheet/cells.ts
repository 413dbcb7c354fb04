import { CLEAR_WORD } from '#common/schemas/catalog-import';
import { unescapeFormula } from '../../lib/formula-escape';
import type { Cell } from './columns';

// A cell of an imported sheet as the import compares it with what the export would write today
// (docs/product.md §27): an empty cell says nothing (the field stays), `(clear)` empties the field,
// anything else is the wanted value, the export's formula escape taken off and line ends made \n.

export const CLEAR = Symbol('clear');
/** What a cell asks for: nothing (undefined), emptying the field (CLEAR) or a value. */
export type Wanted = undefined | typeof CLEAR | string | number;

export function wantedOf(cell: Cell | undefined): Wanted {
  if (cell === null || cell === undefined) return undefined;
  if (typeof cell === 'number') return cell;
  const text = unescapeFormula(cell.replace(/\r\n?/g, '\n').trim());
  if (text === '') return undefined;
  return text.toLowerCase() === CLEAR_WORD ? CLEAR : text;
}

const PLAIN_NUMBER = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/** A figure written as a number or as plain digits ("12,500"); undefined for any other text. */
export function figureOf(value: string | number): number | undefined {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return PLAIN_NUMBER.test(text) ? Number(text.replaceAll(',', '')) : undefined;
}

/** Lines as a list compares them: each trimmed, empty ones left out. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

/**
 * Whether a wanted value is what the field holds (`current`, the export's cell of it): figures by
 * their number (12500 = "12,500"), text by its lines, so a file exported and read back is unchanged.
 */
export function sameCell(current: Cell, wanted: typeof CLEAR | string | number): boolean {
  if (wanted === CLEAR) return current === null;
  if (current === null) return false;
  const a = figureOf(current);
  const b = figureOf(wanted);
  if (a !== undefined && b !== undefined) return a === b;
  return linesOf(unescapeFormula(String(current))) === linesOf(String(wanted));
}

/** A wanted value as the cell the report shows. */
export const shownCell = (wanted: typeof CLEAR | string | number): Cell => (wanted === CLEAR ? null : wanted);

/** A list cell's items, one per line. */
export const itemsOf = (value: string | number) => linesOf(String(value)).split('\n').filter(Boolean);
