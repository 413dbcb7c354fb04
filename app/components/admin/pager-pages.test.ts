import { describe, expect, it } from 'vitest';
import { showingRange } from './pager-pages';

describe('admin pager text', () => {
  it('counts the visible rows', () => {
    expect(showingRange(2, 10, 23)).toEqual({ from: 11, to: 20, total: 23 });
    expect(showingRange(3, 10, 23)).toEqual({ from: 21, to: 23, total: 23 });
    expect(showingRange(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
