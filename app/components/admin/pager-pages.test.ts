import { describe, expect, it } from 'vitest';
import { pagerPages, showingRange } from './pager-pages';

describe('admin pager', () => {
  it('shows every page when there are fewer than the maximum', () => {
    expect(pagerPages(1, 3, 5)).toEqual([1, 2, 3]);
  });
  it('centres a window of at most max pages on the current page', () => {
    expect(pagerPages(6, 20, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pagerPages(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerPages(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(pagerPages(10, 30, 10)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });
  it('counts the visible rows', () => {
    expect(showingRange(2, 10, 23)).toEqual({ from: 11, to: 20, total: 23 });
    expect(showingRange(3, 10, 23)).toEqual({ from: 21, to: 23, total: 23 });
    expect(showingRange(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
