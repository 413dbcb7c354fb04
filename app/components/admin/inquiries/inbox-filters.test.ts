import { describe, expect, it } from 'vitest';
import { dateRangeError, filterQuery, hasFilters, readFilters } from './inbox-filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('inbox filters in the address', () => {
  it('reads every filter and writes it back unchanged', () => {
    const query =
      '?status=spam&kind=quote-simple&from=2025-01-01&to=2025-01-31&search=Rosa+V&page=3&per_page=25';
    const filters = read(query);
    expect(filters).toEqual({
      status: 'spam',
      kind: 'quote-simple',
      from: '2025-01-01',
      to: '2025-01-31',
      search: 'Rosa V',
      page: 3,
      perPage: 25,
    });
    expect(filterQuery(filters)).toBe(query);
  });

  it('drops what the address cannot mean and leaves defaults out', () => {
    const filters = read('status=archived&kind=fax&from=yesterday&page=-2&per_page=7&search=%20%20');
    expect(filters).toEqual({ search: '', page: 1, perPage: 10 });
    expect(filterQuery(filters)).toBe('');
    expect(hasFilters(filters)).toBe(false);
  });

  it('leaves paging out of the export query', () => {
    expect(filterQuery(read('status=new&page=2&per_page=50'), { paging: false })).toBe('?status=new');
  });

  it('gives the API’s words for an end date before the start date', () => {
    expect(dateRangeError(read('from=2025-02-01&to=2025-01-31'))).toBe(
      'The end date must not be before the start date.',
    );
    expect(dateRangeError(read('from=2025-01-31&to=2025-01-31'))).toBeUndefined();
  });
});
