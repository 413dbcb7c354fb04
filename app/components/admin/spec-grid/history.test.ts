import { describe, expect, it } from 'vitest';
import { createHistory, HISTORY_LIMIT, record, redo, undo } from './history';

describe('history', () => {
  it('undoes and redoes steps in order; a new step forgets what was undone', () => {
    let h = createHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = record(h, 'd');
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe('b');
  });

  it('makes one step of a run of edits (typing in one cell)', () => {
    let h = createHistory('');
    h = record(h, '5', 'cell 1:2');
    h = record(h, '50', 'cell 1:2');
    h = record(h, '500', 'cell 1:2');
    h = record(h, 'x', 'cell 1:3');
    expect(h.past).toEqual(['', '500']);
    h = undo(h);
    expect(h.present).toBe('500');
    // After an undo, typing in the same cell again starts a new step.
    h = record(h, '5000', 'cell 1:2');
    expect(h.past).toEqual(['', '500']);
  });

  it('ignores a step that changes nothing, and keeps at most the limit', () => {
    let h = createHistory(0);
    expect(record(h, 0)).toBe(h);
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) h = record(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe(10);
  });
});
