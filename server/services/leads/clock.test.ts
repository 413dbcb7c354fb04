import { describe, expect, it } from 'vitest';
import { type BusinessHours, DEFAULT_BUSINESS_HOURS, WEEKDAYS } from '#common/schemas/lead-desk';
import { addBusinessMinutes, businessMinutesBetween, type Calendar } from './clock';

// The response clock (docs/product.md §24, decision 047): only open hours of working days in
// Asia/Manila count. Times below are written in Manila (+08:00).

const at = (local: string) => new Date(`${local}+08:00`);
const manila = (d: Date | null) =>
  d && new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

const cal = (holidays: string[] = [], hours: BusinessHours = DEFAULT_BUSINESS_HOURS): Calendar => ({
  hours,
  holidays: new Set(holidays),
});
const everyDay = (intervals: { open: string; close: string }[]): BusinessHours => ({
  timezone: 'Asia/Manila',
  days: Object.fromEntries(WEEKDAYS.map((d) => [d, intervals])) as BusinessHours['days'],
});
const weekdays = (intervals: { open: string; close: string }[]): BusinessHours => ({
  timezone: 'Asia/Manila',
  days: Object.fromEntries(
    WEEKDAYS.map((d) => [d, d === 'sat' || d === 'sun' ? [] : intervals]),
  ) as BusinessHours['days'],
});

const office = cal();
const bonifacio = cal(['2026-11-30']);
const newYear = cal(['2027-01-01']);
const lunch = cal(
  [],
  weekdays([
    { open: '08:00', close: '12:00' },
    { open: '13:00', close: '17:00' },
  ]),
);
const lateShift = cal(
  [],
  everyDay([
    { open: '00:00', close: '02:00' },
    { open: '20:00', close: '24:00' },
  ]),
);
const roundTheClock = cal([], everyDay([{ open: '00:00', close: '24:00' }]));

describe('addBusinessMinutes', () => {
  // What the case shows, the start (Manila), the minutes, the calendar, and when they run out.
  const cases: [string, string, number, Calendar, string][] = [
    ['before opening: counts from the opening', '2026-11-25T06:00', 60, office, '2026-11-25 09:00'],
    ['after closing: counts from the next opening', '2026-11-25T18:00', 60, office, '2026-11-26 09:00'],
    ['at opening: a full day ends at closing', '2026-11-25T08:00', 540, office, '2026-11-25 17:00'],
    ['at closing: nothing is left of the day', '2026-11-25T17:00', 1, office, '2026-11-26 08:01'],
    ['zero minutes inside the hours is now', '2026-11-25T10:15', 0, office, '2026-11-25 10:15'],
    ['zero minutes outside: the next opening', '2026-11-28T10:15', 0, office, '2026-11-30 08:00'],
    ['Friday 16:30 + 540 is Monday 16:30', '2026-11-27T16:30', 540, office, '2026-11-30 16:30'],
    ['or Tuesday when Monday is a holiday', '2026-11-27T16:30', 540, bonifacio, '2026-12-01 16:30'],
    ['on a holiday: waits for the next day', '2026-11-30T09:00', 30, bonifacio, '2026-12-01 08:30'],
    ['across the year end', '2026-12-31T16:00', 120, office, '2027-01-01 09:00'],
    ['across the year end, Jan 1 closed', '2026-12-31T16:00', 120, newYear, '2027-01-04 09:00'],
    // 10,080 minutes are 18 days and 6 hours of open time.
    ['longer than a week', '2026-11-02T08:00', 10_080, office, '2026-11-26 14:00'],
    ['split days: lunch does not count', '2026-11-25T11:30', 60, lunch, '2026-11-25 13:30'],
    ['split days: a start at lunch waits', '2026-11-25T12:15', 30, lunch, '2026-11-25 13:30'],
    ['split days: a full day of both halves', '2026-11-25T16:30', 480, lunch, '2026-11-26 16:30'],
    ['24:00 closes, 00:00 carries on', '2026-11-23T23:30', 60, lateShift, '2026-11-24 00:30'],
    ['24:00 then 00:00: ends at midnight', '2026-11-23T21:00', 180, lateShift, '2026-11-24 00:00'],
    ['round the clock: 1,440 minutes a day', '2026-11-23T10:00', 1440, roundTheClock, '2026-11-24 10:00'],
  ];
  it.each(cases)('%s (%s + %i)', (_, start, minutes, calendar, due) => {
    expect(manila(addBusinessMinutes(at(start), minutes, calendar))).toBe(due);
  });

  it('null when the calendar has no open time within three years', () => {
    const closed: BusinessHours = { timezone: 'Asia/Manila', days: everyDay([]).days };
    expect(addBusinessMinutes(at('2026-11-25T09:00'), 1, cal([], closed))).toBeNull();
    // Only Mondays open, and every Monday for four years a holiday.
    const mondays: string[] = [];
    for (let d = at('2026-11-30T00:00').getTime(); mondays.length < 4 * 53; d += 7 * 86_400_000)
      mondays.push(new Date(d + 8 * 3600_000).toISOString().slice(0, 10));
    const mondaysOnly: BusinessHours = {
      timezone: 'Asia/Manila',
      days: { ...everyDay([]).days, mon: [{ open: '08:00', close: '17:00' }] },
    };
    expect(addBusinessMinutes(at('2026-11-25T09:00'), 1, cal(mondays, mondaysOnly))).toBeNull();
    expect(manila(addBusinessMinutes(at('2026-11-25T09:00'), 1, cal([], mondaysOnly)))).toBe(
      '2026-11-30 08:01',
    );
  });
});

describe('businessMinutesBetween', () => {
  // What the case shows, from, to (Manila), the minutes counted, and the calendar.
  const cases: [string, string, string, number, Calendar][] = [
    ['open time only', '2026-11-25T09:00', '2026-11-25T10:30', 90, office],
    ['open time only', '2026-11-25T06:00', '2026-11-25T20:00', 540, office],
    ['rounded down to whole minutes', '2026-11-25T09:00', '2026-11-25T09:00:59', 0, office],
    ['closed overnight', '2026-11-25T17:00', '2026-11-26T08:00', 0, office],
    ['`to` before `from`', '2026-11-25T10:00', '2026-11-25T09:00', 0, office],
    ['`to` equal to `from`', '2026-11-25T10:00', '2026-11-25T10:00', 0, office],
    ['across a weekend', '2026-11-27T16:30', '2026-11-30T16:30', 540, office],
    ['across a weekend and a holiday', '2026-11-27T16:30', '2026-12-01T16:30', 540, bonifacio],
    ['on a holiday', '2026-11-30T08:00', '2026-11-30T17:00', 0, bonifacio],
    ['across the year end and New Year’s Day', '2026-12-31T16:00', '2027-01-04T09:00', 120, newYear],
    ['across the year end, no holiday', '2026-12-31T16:00', '2027-01-04T09:00', 660, office],
    ['a split day (lunch closed)', '2026-11-25T11:30', '2026-11-25T13:30', 60, lunch],
    ['open until 24:00 and from 00:00', '2026-11-23T23:30', '2026-11-24T00:30', 60, lateShift],
    ['longer than a week', '2026-11-02T08:00', '2026-11-26T14:00', 10_080, office],
  ];
  it.each(cases)('%s: %s to %s is %i minutes', (_, from, to, minutes, calendar) => {
    expect(businessMinutesBetween(at(from), at(to), calendar)).toBe(minutes);
  });
});

describe('the two are inverse', () => {
  const calendars = { office, bonifacio, newYear, lunch, lateShift, roundTheClock };
  const starts = [
    '2026-11-25T08:00',
    '2026-11-25T09:17',
    '2026-11-27T16:30',
    '2026-11-30T01:00',
    '2026-12-31T16:59',
    '2026-11-24T11:59',
    '2026-11-23T23:59',
  ];
  const minutes = [1, 29, 240, 540, 541, 1000, 10_080];

  for (const [name, c] of Object.entries(calendars))
    it(`between(start, add(start, m)) === m on ${name}`, () => {
      for (const s of starts)
        for (const m of minutes) {
          const start = at(s);
          const due = addBusinessMinutes(start, m, c);
          expect(due, `${s} + ${m}`).not.toBeNull();
          expect(businessMinutesBetween(start, due as Date, c), `${s} + ${m}`).toBe(m);
        }
    });
});
