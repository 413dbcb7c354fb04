import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are fewer than the maximum', () => {
    expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3]);
  });
  it('centres a window of at most max pages on the current page', () => {
    expect(pageWindow(6, 20, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(10, 30, 10)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });
  it('shows no page of an empty list', () => {
    expect(pageWindow(1, 0, 7)).toEqual([]);
  });
});
