import { describe, expect, it } from 'vitest';
import {
  businessYear,
  calendarDay,
  dayFormat,
  formatLongDate,
  formatLongDateTime,
  manilaDay,
  momentFormat,
} from './date-format';

// Near midnight UTC the business's date (UTC+8) is already the next day: whatever zone the machine
// runs in, the page's server render and the browser's hydration must print the same one.

it('reads a moment in Manila, the day after UTC from 16:00 UTC', () => {
  expect(formatLongDate('2026-12-01T15:59:59Z')).toBe('December 1, 2026');
  expect(formatLongDate('2026-12-01T16:00:00Z')).toBe('December 2, 2026');
  expect(formatLongDate('2026-12-01T23:30:00Z')).toBe('December 2, 2026');
  expect(formatLongDate(new Date('2026-12-02T00:30:00Z'))).toBe('December 2, 2026');
});

it('turns the year at Manila midnight, not at UTC midnight', () => {
  expect(businessYear(new Date('2026-12-31T15:59:59Z'))).toBe(2026);
  expect(businessYear(new Date('2026-12-31T16:00:00Z'))).toBe(2027);
  expect(formatLongDate('2026-12-31T16:00:00Z')).toBe('January 1, 2027');
});

it('says the time of a moment in Manila, and says so', () => {
  expect(formatLongDateTime('2026-12-01T16:30:00Z')).toBe('December 2, 2026 at 12:30 AM (Manila time)');
  expect(momentFormat({ timeStyle: 'short' }).resolvedOptions().timeZone).toBe('Asia/Manila');
});

it('prints a calendar day as written, whatever the zone', () => {
  const day = dayFormat({ day: 'numeric', month: 'long', year: 'numeric' }, 'en-GB');
  expect(day.format(calendarDay('2026-12-31'))).toBe('31 December 2026');
  expect(day.format(calendarDay('2027-01-01'))).toBe('1 January 2027');
});

describe('Manila dates without Intl', () => {
  // Intl with the zone's rules is the reference: every hour of two years, around midnight included.
  const intlLong = new Intl.DateTimeFormat('en-PH', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Manila',
  });
  const intlDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' });
  const intlYear = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'Asia/Manila' });

  it('reads the day and the year as Intl does with the Asia/Manila zone', () => {
    for (let t = Date.UTC(2025, 11, 31, 0, 30); t < Date.UTC(2027, 11, 31); t += 3_600_000) {
      const at = new Date(t);
      expect(formatLongDate(at)).toBe(intlLong.format(at));
      expect(manilaDay(at)).toBe(intlDay.format(at));
      expect(businessYear(at)).toBe(Number(intlYear.format(at)));
    }
    expect(formatLongDate('2026-12-31T16:00:00Z')).toBe('January 1, 2027');
    expect(businessYear(new Date('2026-12-31T15:59:59Z'))).toBe(2026);
  });
});
