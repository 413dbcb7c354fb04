import { describe, expect, it } from 'vitest';
import { pageOf, paginate } from './pagination';

describe('pageOf / paginate', () => {
  it('counts the last page, at least 1', () => {
    expect(pageOf(['a'], 25, 2, 10)).toEqual({
      data: ['a'],
      total: 25,
      current_page: 2,
      last_page: 3,
      per_page: 10,
    });
    expect(pageOf([], 0, 1, 10).last_page).toBe(1);
  });
  it('repeats the meta under pagination for the admin and listing envelope', () => {
    const { data, pagination, ...meta } = paginate([1, 2], 2, 1, 12);
    expect(data).toEqual([1, 2]);
    expect(pagination).toEqual(meta);
  });
});
