import { describe, expect, it } from 'vitest';
import { confirmNextYearDue, holidayYears } from './holiday-calendar';

describe('the holiday reminder', () => {
  it('is due in December in Manila', () => {
    expect(confirmNextYearDue(new Date('2026-12-01T00:00:00+08:00'))).toBe(true);
    expect(confirmNextYearDue(new Date('2026-12-31T23:59:00+08:00'))).toBe(true);
  });

  it('is not due in the rest of the year', () => {
    expect(confirmNextYearDue(new Date('2026-11-30T23:59:00+08:00'))).toBe(false);
    expect(confirmNextYearDue(new Date('2027-01-01T00:00:00+08:00'))).toBe(false);
    expect(confirmNextYearDue(new Date('2026-06-15T12:00:00+08:00'))).toBe(false);
  });

  it('follows Manila, not UTC', () => {
    // 30 November 17:00 UTC is already 1 December in Manila.
    expect(confirmNextYearDue(new Date('2026-11-30T17:00:00Z'))).toBe(true);
    // 31 December 16:30 UTC is already New Year's Day in Manila.
    expect(confirmNextYearDue(new Date('2026-12-31T16:30:00Z'))).toBe(false);
  });
});

describe('holidayYears', () => {
  it('is this year and next, by the date in Manila', () => {
    expect(holidayYears(new Date('2026-05-01T00:00:00+08:00'))).toEqual([2026, 2027]);
    expect(holidayYears(new Date('2026-12-31T16:30:00Z'))).toEqual([2027, 2028]);
  });
});
