import { describe, expect, it } from 'vitest';
import { openingHoursRows, openState } from './opening-hours';
import { DEFAULT_BUSINESS_HOURS } from './schemas/lead-desk';

// Whether a branch is open now (docs/product.md §28), in Manila time whatever zone the browser is in.

const SATURDAYS = {
  days: { ...DEFAULT_BUSINESS_HOURS.days, sat: [{ open: '08:00', close: '12:00' }] },
};
/** A moment given in Manila time (UTC+8). */
const manila = (local: string) => new Date(`${local}+08:00`);

describe('openState', () => {
  it('is open inside the day’s hours and says when it closes', () => {
    // 2026-12-02 is a Wednesday.
    expect(openState(SATURDAYS, manila('2026-12-02T10:15:00'))).toEqual({ open: true, closes: '5:00 PM' });
  });

  it('is closed at closing time and opens the next morning', () => {
    expect(openState(SATURDAYS, manila('2026-12-02T17:00:00'))).toEqual({
      open: false,
      opens: { day: 'tomorrow', time: '8:00 AM' },
    });
    expect(openState(SATURDAYS, manila('2026-12-02T06:59:00'))).toEqual({
      open: false,
      opens: { day: 'today', time: '8:00 AM' },
    });
  });

  it('skips closed days: after Saturday noon it opens on Monday', () => {
    expect(openState(SATURDAYS, manila('2026-12-05T12:30:00'))).toEqual({
      open: false,
      opens: { day: 'Monday', time: '8:00 AM' },
    });
  });

  it('reads the instant in Manila time: 01:00 UTC on a Wednesday is 9:00 there', () => {
    expect(openState(SATURDAYS, new Date('2026-12-02T01:00:00Z')).open).toBe(true);
  });

  it('is closed on a holiday and opens on the next working day', () => {
    // Friday 25 December 2026, Christmas; Saturday 26th too (a second holiday).
    const closedOn = ['2026-12-25', '2026-12-26'];
    expect(openState(SATURDAYS, manila('2026-12-25T10:00:00'), closedOn)).toEqual({
      open: false,
      opens: { day: 'Monday', time: '8:00 AM' },
    });
    // The evening before: not "tomorrow" but Monday.
    expect(openState(SATURDAYS, manila('2026-12-24T18:00:00'), closedOn)).toEqual({
      open: false,
      opens: { day: 'Monday', time: '8:00 AM' },
    });
    // A holiday in Manila starts at midnight there (16:00 UTC the day before).
    expect(openState(SATURDAYS, new Date('2026-12-24T16:30:00Z'), ['2026-12-25']).open).toBe(false);
    expect(openState(SATURDAYS, manila('2026-12-24T10:00:00'), closedOn).open).toBe(true);
  });

  it('never opens with no hours at all', () => {
    const days = Object.fromEntries(Object.keys(SATURDAYS.days).map((d) => [d, []]));
    expect(openState({ days }, manila('2026-12-02T10:00:00'))).toEqual({ open: false, opens: null });
  });
});

it('writes a week as runs of days with the same hours', () => {
  expect(openingHoursRows(SATURDAYS)).toEqual([
    { days: 'Monday – Friday', time: '8:00 AM – 5:00 PM' },
    { days: 'Saturday', time: '8:00 AM – 12:00 PM' },
    { days: 'Sunday', time: 'Closed' },
  ]);
});
