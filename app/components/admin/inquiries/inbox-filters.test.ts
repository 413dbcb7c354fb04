import { describe, expect, it } from 'vitest';
import {
  assigneeValue,
  dateRangeError,
  filterQuery,
  hasFilters,
  readAssignee,
  readFilters,
} from './inbox-filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('inbox filters in the address', () => {
  it('reads every filter and writes it back unchanged', () => {
    const query =
      '?status=spam&kind=quote-simple&assignee=12&from=2025-01-01&to=2025-01-31&search=Rosa+V&page=3&per_page=25';
    const filters = read(query);
    expect(filters).toEqual({
      status: 'spam',
      kind: 'quote-simple',
      assignee: 12,
      from: '2025-01-01',
      to: '2025-01-31',
      search: 'Rosa V',
      page: 3,
      perPage: 25,
    });
    expect(filterQuery(filters)).toBe(query);
  });

  it('drops what the address cannot mean and leaves defaults out', () => {
    const filters = read(
      'status=archived&kind=fax&assignee=someone&from=yesterday&page=-2&per_page=7&search=%20%20',
    );
    expect(filters).toEqual({ search: '', page: 1, perPage: 10 });
    expect(filterQuery(filters)).toBe('');
    expect(hasFilters(filters)).toBe(false);
  });

  it('reads whose leads: mine, nobody’s or one staff member’s', () => {
    expect(read('assignee=me').assignee).toBe('me');
    expect(read('assignee=unassigned').assignee).toBe('unassigned');
    expect(read('assignee=7').assignee).toBe(7);
    // What the API would refuse (zero, a sign, a fraction, past 32 bits) is not asked for.
    for (const bad of ['0', '-3', '07', '1.5', '2147483648', 'Me', ''])
      expect(read(`assignee=${bad}`).assignee, bad).toBeUndefined();
    expect(filterQuery(read('assignee=me&page=2'), { paging: false })).toBe('?assignee=me');
    expect(hasFilters(read('assignee=unassigned'))).toBe(true);
  });

  it('turns the assignee select’s value into the filter and back', () => {
    for (const filter of [undefined, 'me', 'unassigned', 42] as const)
      expect(readAssignee(assigneeValue(filter))).toBe(filter);
  });

  it('reads the quick filters and the order, and writes them back', () => {
    const query = '?assignee=me&overdue=true&due=today&sort=due_at';
    const filters = read(query);
    expect(filters).toMatchObject({ assignee: 'me', overdue: true, due: 'today', sort: 'due_at' });
    expect(filterQuery(filters)).toBe(query);
    expect(hasFilters(read('overdue=true'))).toBe(true);
    expect(hasFilters(read('due=today'))).toBe(true);
    // The order is not a filter: "No inquiries match these filters" is not said for it.
    expect(hasFilters(read('sort=due_at'))).toBe(false);
    // Only the values the API takes; newest first is the default and left out.
    const odd = read('overdue=yes&due=tomorrow&sort=received');
    expect([odd.overdue, odd.due, odd.sort]).toEqual([undefined, undefined, undefined]);
    expect(filterQuery(read('overdue=false&sort=received'))).toBe('');
  });

  it('leaves the order out of the export query', () => {
    expect(filterQuery(read('overdue=true&sort=due_at&page=2'), { paging: false })).toBe('?overdue=true');
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
