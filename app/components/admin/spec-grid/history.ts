// The grid's undo and redo: whole grids kept as snapshots (rows not changed are shared, so a
// snapshot costs the rows it changed). Typing in one cell is one step, not one per keystroke.

export const HISTORY_LIMIT = 200;

export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** Which run of edits the present belongs to (e.g. typing in one cell); a same-run edit replaces it. */
  run?: string;
}

export const createHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** `next` becomes the present; with the present's `run` it replaces the present instead of adding a step. */
export function record<T>(history: History<T>, next: T, run?: string): History<T> {
  if (next === history.present) return history;
  if (run !== undefined && run === history.run) return { ...history, present: next, future: [] };
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    run,
  };
}

export function undo<T>(history: History<T>): History<T> {
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1],
    future: [history.present, ...history.future],
  };
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  return {
    past: [...history.past, history.present],
    present: history.future[0],
    future: history.future.slice(1),
  };
}
