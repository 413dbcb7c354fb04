import { type ClipboardEvent, type KeyboardEvent, memo, useRef } from 'react';
import type { SpecGrid } from '#common/schemas/spec-grid';
import { parseClipboardTable } from './clipboard';
import { GROUP, type Grid, LEAD, MAX_ROWS, NAME } from './grid';
import { moveFor, step } from './moves';

// The grid itself (docs/product.md §17): a parameter a row (group, name, then one cell a variant),
// the variants' names in a header row stuck to the frame's top, the parameter's name stuck to its
// left edge as the values scroll under it. After the last row, a blank one to type or paste into.

type Edit = (row: number, column: number, value: string) => void;

const TH =
  'sticky top-0 z-20 border-b border-r border-neutral-200 bg-neutral-100 px-2 py-2 text-left text-xs font-semibold text-charcoal';
const TD = 'border-b border-r border-neutral-200 p-0';
const INPUT =
  'block w-full min-w-0 bg-transparent px-2 py-1.5 text-sm text-charcoal tabular-nums placeholder:text-neutral-400 focus:bg-amber-50 focus:outline-2 focus:-outline-offset-2 focus:outline-brand';
// The name column stays in view; it covers the group column as the grid scrolls sideways.
const PINNED = 'sticky left-0 bg-white';

const cellId = (row: number, column: number) => `${row}:${column}`;

function readCell(target: EventTarget) {
  if (!(target instanceof HTMLInputElement) || !target.dataset.cell) return null;
  const [row, column] = target.dataset.cell.split(':').map(Number);
  return { input: target, row, column };
}

const GridRow = memo(function GridRow({
  row,
  index,
  variants,
  onEdit,
}: {
  row: readonly string[];
  index: number;
  variants: SpecGrid['variants'];
  onEdit: Edit;
}) {
  const label = row[NAME].trim() || `row ${index + 1}`;
  const input = (column: number, name: string, placeholder?: string) => (
    <input
      data-cell={cellId(index, column)}
      aria-label={name}
      value={row[column] ?? ''}
      placeholder={placeholder}
      onChange={(event) => onEdit(index, column, event.target.value)}
      className={INPUT}
      autoComplete="off"
      spellCheck={false}
    />
  );
  return (
    <tr>
      <td className={`${TD} bg-white`}>{input(GROUP, `Group, ${label}`)}</td>
      <td className={`${TD} ${PINNED} z-10 font-medium`}>
        {input(NAME, `Parameter, row ${index + 1}`, index === 0 || row[NAME] ? undefined : 'New parameter')}
      </td>
      {variants.map((variant, j) => (
        <td key={variant.id} className={TD}>
          {input(LEAD + j, `${label}, ${variant.name}`)}
        </td>
      ))}
    </tr>
  );
});

export function SpecGridTable({
  variants,
  grid,
  onEdit,
  onPaste,
  onUndo,
  onRedo,
}: {
  variants: SpecGrid['variants'];
  grid: Grid;
  onEdit: Edit;
  onPaste: (row: number, column: number, block: string[][]) => void;
  onUndo: () => void;
  onRedo: () => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const rows = grid.length < MAX_ROWS ? [...grid, ['', '', ...variants.map(() => '')]] : grid;
  const size = { rows: rows.length, columns: LEAD + variants.length };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cell = readCell(event.target);
    if (!cell) return;
    const chord = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (chord && !event.altKey && (key === 'z' || key === 'y')) {
      event.preventDefault();
      if (key === 'y' || event.shiftKey) onRedo();
      else onUndo();
      return;
    }
    const { input } = cell;
    const caret = input.selectionStart === input.selectionEnd ? input.selectionStart : null;
    const delta = moveFor({
      key: event.key,
      altKey: event.altKey,
      shiftKey: event.shiftKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      atStart: caret === 0,
      atEnd: caret === input.value.length,
    });
    if (!delta) return;
    event.preventDefault();
    const to = step(cell, delta, size);
    const next =
      to && frame.current?.querySelector<HTMLInputElement>(`[data-cell="${cellId(to.row, to.column)}"]`);
    if (next) {
      next.focus();
      next.select();
    }
  };

  const onPasteBlock = (event: ClipboardEvent<HTMLDivElement>) => {
    const cell = readCell(event.target);
    if (!cell) return;
    const block = parseClipboardTable(event.clipboardData.getData('text/plain'));
    if (!block) return; // one plain value: pasted into the input where the caret is
    event.preventDefault();
    onPaste(cell.row, cell.column, block);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys and paste of the cells inside, handled once here
    <div
      ref={frame}
      onKeyDown={onKeyDown}
      onPaste={onPasteBlock}
      className="relative w-fit max-w-full max-h-[calc(100dvh-16rem)] min-h-48 overflow-auto rounded-lg border border-neutral-200 bg-white shadow-sm"
    >
      <table className="border-separate border-spacing-0">
        <caption className="sr-only">Specifications: a parameter a row, a variant a column</caption>
        <thead>
          <tr>
            <th scope="col" className={`${TH} w-28 min-w-28 sm:w-36 sm:min-w-36`}>
              Group
            </th>
            <th scope="col" className={`${TH} left-0 z-30 w-36 min-w-36 sm:w-48 sm:min-w-48`}>
              Parameter
            </th>
            {variants.map((variant) => (
              <th key={variant.id} scope="col" className={`${TH} min-w-36 max-w-60 break-words sm:min-w-40`}>
                {variant.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Rows are positions in the grid: a row's identity is its place, as in a spreadsheet.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <GridRow key={index} row={row} index={index} variants={variants} onEdit={onEdit} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
