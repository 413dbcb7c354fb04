import { screen, within } from '@testing-library/react';

// Finding things in the back office's tables the way a person reads them.

/** An element's own text, without its children's (a name with a second line under it). */
const ownText = (element: Element) =>
  [...element.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join('')
    .trim();

/** The table row that shows `label` (a record's name, title or link text). */
export function rowOf(label: string): HTMLElement {
  const [cell] = screen.getAllByText((_, element) => !!element && ownText(element) === label);
  const row = cell.closest('tr');
  if (!row) throw new Error(`"${label}" is not in a table row`);
  return row;
}

/** The row for `label`, or null when no row shows it. */
export const queryRowOf = (label: string) =>
  screen.queryAllByText((_, element) => !!element && ownText(element) === label)[0]?.closest('tr') ?? null;

/** The buttons of a row. */
export const rowButtons = (row: HTMLElement) => within(row).queryAllByRole('button');

/** "Showing X to Y of N results" (docs/product.md §11). */
export const showing = (from: number, to: number, total: number) =>
  screen.findByText(`Showing ${from} to ${to} of ${total} results`);

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How many records the screen's table shows (its rows but the heading row). */
export const shownRows = () => within(screen.getByRole('table')).getAllByRole('row').length - 1;

/** The text of each row of `table`, its heading row first. */
export const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

/** The table's column headings, in order. */
export const columnHeaders = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
