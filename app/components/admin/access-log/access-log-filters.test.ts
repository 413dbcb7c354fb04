import { describe, expect, it } from 'vitest';
import {
  accessDateError,
  accessFilterQuery,
  hasAccessFilters,
  readAccessFilters,
  readTypedId,
} from './access-log-filters';

const read = (query: string) => readAccessFilters(new URLSearchParams(query));

describe('access log filters in the address', () => {
  it('reads every filter and writes it back unchanged', () => {
    const query =
      '?user_id=4&lead_id=118&action=privacy_export&from=2025-01-01&to=2025-01-31&page=2&per_page=25';
    const filters = read(query);
    expect(filters).toEqual({
      userId: 4,
      leadId: 118,
      action: 'privacy_export',
      from: '2025-01-01',
      to: '2025-01-31',
      page: 2,
      perPage: 25,
    });
    expect(accessFilterQuery(filters)).toBe(query);
    expect(hasAccessFilters(filters)).toBe(true);
  });

  it('drops what the address cannot mean and leaves defaults out', () => {
    const filters = read('user_id=ana&lead_id=0&action=delete&from=today&page=0&per_page=9');
    expect(filters).toEqual({ page: 1, perPage: 10 });
    expect(accessFilterQuery(filters)).toBe('');
    expect(hasAccessFilters(filters)).toBe(false);
  });

  it('takes a typed lead id only when the API would', () => {
    expect(readTypedId(' 42 ')).toBe(42);
    for (const bad of ['', '0', '-1', '4.2', '#42', '2147483648'])
      expect(readTypedId(bad), bad).toBeUndefined();
  });

  it('gives the API’s words for an end date before the start date', () => {
    expect(accessDateError(read('from=2025-02-01&to=2025-01-31'))).toBe(
      'The end date must not be before the start date.',
    );
    expect(accessDateError(read('from=2025-01-31&to=2025-01-31'))).toBeUndefined();
  });
});
