// Moving between cells from the keyboard, as in a spreadsheet: Up and Down always; Left and Right
// when the caret is at that edge of the text (or with Alt); Enter down, Shift+Enter up. Tab is the
// browser's own, which already goes right along the row.

export interface KeyInput {
  key: string;
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** The caret is at the start / end of the cell's text, with nothing selected. */
  atStart: boolean;
  atEnd: boolean;
}

export type Delta = readonly [rows: number, columns: number];

export function moveFor(k: KeyInput): Delta | null {
  if (k.ctrlKey || k.metaKey) return null;
  switch (k.key) {
    case 'ArrowUp':
      return [-1, 0];
    case 'ArrowDown':
      return [1, 0];
    case 'ArrowLeft':
      return k.altKey || k.atStart ? [0, -1] : null;
    case 'ArrowRight':
      return k.altKey || k.atEnd ? [0, 1] : null;
    case 'Enter':
      return k.shiftKey ? [-1, 0] : [1, 0];
    default:
      return null;
  }
}

/** The cell `delta` away from (row, column) inside a rows × columns grid, or null at its edge. */
export function step(
  at: { row: number; column: number },
  delta: Delta,
  size: { rows: number; columns: number },
): { row: number; column: number } | null {
  const row = at.row + delta[0];
  const column = at.column + delta[1];
  if (row < 0 || column < 0 || row >= size.rows || column >= size.columns) return null;
  return { row, column };
}
