import { describe, expect, it } from 'vitest';
import { type KeyInput, moveFor, step } from './moves';

const key = (k: string, over: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  altKey: false,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  atStart: false,
  atEnd: false,
  ...over,
});

describe('moveFor', () => {
  it('moves up and down always, Enter down and Shift+Enter up', () => {
    expect(moveFor(key('ArrowUp'))).toEqual([-1, 0]);
    expect(moveFor(key('ArrowDown'))).toEqual([1, 0]);
    expect(moveFor(key('Enter'))).toEqual([1, 0]);
    expect(moveFor(key('Enter', { shiftKey: true }))).toEqual([-1, 0]);
  });

  it('moves left and right only at the edge of the text, or with Alt', () => {
    expect(moveFor(key('ArrowLeft'))).toBeNull();
    expect(moveFor(key('ArrowLeft', { atStart: true }))).toEqual([0, -1]);
    expect(moveFor(key('ArrowRight', { atStart: true }))).toBeNull();
    expect(moveFor(key('ArrowRight', { atEnd: true }))).toEqual([0, 1]);
    expect(moveFor(key('ArrowRight', { altKey: true }))).toEqual([0, 1]);
    expect(moveFor(key('ArrowLeft', { altKey: true }))).toEqual([0, -1]);
  });

  it('leaves other keys and Ctrl/Cmd chords alone', () => {
    expect(moveFor(key('a'))).toBeNull();
    expect(moveFor(key('Tab'))).toBeNull();
    expect(moveFor(key('ArrowUp', { ctrlKey: true }))).toBeNull();
    expect(moveFor(key('ArrowDown', { metaKey: true }))).toBeNull();
  });
});

describe('step', () => {
  const size = { rows: 3, columns: 4 };
  it('goes to the neighbour, and nowhere past the edge', () => {
    expect(step({ row: 1, column: 1 }, [1, 0], size)).toEqual({ row: 2, column: 1 });
    expect(step({ row: 2, column: 1 }, [1, 0], size)).toBeNull();
    expect(step({ row: 0, column: 0 }, [0, -1], size)).toBeNull();
    expect(step({ row: 0, column: 3 }, [0, 1], size)).toBeNull();
  });
});
